/**
 * One patent document as the shipped corpus stores it (one JSON object per line of data/patents/corpus.jsonl.gz)
 * and as the bulk-XML importer produces it: the input of `upsertPatents`. Missing values are null or empty lists.
 */
export interface PatentRecord {
  /** 'US10000000', 'USD651432', 'USPP12345', 'USRE41234', 'US20050004437'. */
  number: string;
  /** The kind code (B1, B2, S1, P2, E, A1, …); null when the source did not give it. */
  kind: string | null;
  docType: "grant" | "application";
  title: string | null;
  abstract: string | null;
  claims: string[];
  firstClaim: string | null;
  /** ISO dates, 'YYYY-MM-DD'. */
  filingDate: string | null;
  publicationDate: string | null;
  grantDate: string | null;
  inventors: string[];
  /** The first assignee, as printed. */
  assignee: string | null;
  assignees: string[];
  /** CPC symbols as in the scheme: 'G01S7/4863'. */
  cpc: string[];
  ipc: string[];
  /** Numbers of the cited documents, in the order of citationsDetail. */
  citations: string[];
  citationsDetail: PatentCitation[];
  applicationNumber: string | null;
  /** Where the record came from (file, and document inside it). */
  source: string;
}

export interface PatentCitation {
  number: string;
  kind: string | null;
  /** As published, possibly partial: '1992-03-00'. */
  date: string | null;
  category: string | null;
}

export type PatentType = "utility" | "design" | "plant" | "reissue" | "other";

/**
 * The USPTO's document types by kind code (S design, P plant, E reissue, H statutory invention registration),
 * else by the number's series letters; a grant or application with neither is a utility document.
 */
export function patentTypeOf({ number, kind }: Pick<PatentRecord, "number" | "kind">): PatentType {
  const series = number.replace(/^US/, "").match(/^[A-Z]*/)?.[0] ?? "";
  const k = kind?.[0] ?? "";
  if (k === "S" || series === "D") return "design";
  if (k === "P" || series === "PP") return "plant";
  if (k === "E" || series === "RE") return "reissue";
  if (k === "H" || series === "H" || series === "T") return "other";
  return "utility";
}
