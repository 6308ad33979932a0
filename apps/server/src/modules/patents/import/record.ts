/** One patent document as the importer produces it: exactly the fields of a record of the shipped corpus.jsonl. */
export interface ImportedPatent {
  /** 'US' + digits without leading zeros (US6859910), USD…, USPP…, USRE…, USH…; applications US + year + 7 digits. */
  number: string;
  kind: string | null;
  docType: "grant" | "application";
  title: string | null;
  abstract: string | null;
  /** Each claim's text, starting with its number ("1. A system …"). */
  claims: string[];
  firstClaim: string | null;
  filingDate: string | null;
  publicationDate: string | null;
  grantDate: string | null;
  /** "First Last". */
  inventors: string[];
  assignee: string | null;
  assignees: string[];
  /** "G01S7/4863". */
  cpc: string[];
  ipc: string[];
  /** Country + document number as the XML writes them ("US5093563", "US2003/0076485"). */
  citations: string[];
  citationsDetail: CitationDetail[];
  applicationNumber: string | null;
  /** The file's name and the document's position in it ("ipg050104.xml#3"). */
  source: string;
}

export interface CitationDetail {
  number: string;
  kind: string | null;
  /** YYYY-MM-DD, the day "00" when the XML gives only a month. */
  date: string | null;
  category: string | null;
}
