import type {
  CitationAnalysisReply,
  CitationItem,
  CitedPatentSummary,
  KeyConnection,
  OfficeState,
} from "@app/contracts";
import {
  citationGraph,
  citationImpact,
  citedForms,
  clustersOf,
  connectionStrength,
  keyConnections,
  type LinkedPatent,
  publicPageUrl,
  readCitedNumber,
} from "@app/patents";
import type { Tx } from "../../db/client.js";
import { PatentOfficeError } from "../patent-office/patent-office.errors.js";
import type { PatentOffice } from "../patent-office/uspto-odp.client.js";
import type { OfficeCitation } from "../patent-office/uspto-odp.normalise.js";
import { unlistedCpcTitle } from "./cpc-paths.js";
import { cpcTitlesOf } from "./cpc-titles.repository.js";
import { type LinkedRow, patentCitationsRepository as repo } from "./patent-citations.repository.js";
import { parseNumber } from "./patent-query.js";
import { patentsRepository } from "./patents.repository.js";
import { toResult } from "./patents.service.js";

export type CitationAnalysis = Omit<CitationAnalysisReply, "success">;

/** The office and the key to ask it with, when a key applies. */
export interface OfficeAccess {
  office: PatentOffice;
  key: string;
}

/** The analysed patent, from the index or the office, with what the analysis needs beyond the summary. */
interface Analysed {
  summary: CitedPatentSummary;
  firstAssignee: string | null;
  cpc: string[];
}

export const NO_APPLICATION_NUMBER =
  "The USPTO's enriched citations are filed by application number, which this record lacks.";
const NOT_TRIED: OfficeState = { state: "none", message: null };
const ALL = { patentType: "all", status: "all", publishedSince: null } as const;

/** 'Bergeron; Noah P.' (the office's 'last; first') → 'Noah P. Bergeron'. */
const personName = (s: string) => {
  const [last, first] = s.split(";").map((x) => x.trim());
  return first ? `${first} ${last}` : (last ?? s);
};

/** The index's patent for a number however it is written ('US 11,646,472 B2', '11646472'), else undefined. */
async function findInIndex(db: Tx, input: string): Promise<Analysed | undefined> {
  const parsed = parseNumber(input);
  if (!parsed) return undefined;
  const [hit] = await patentsRepository.byNumber(db, parsed, ALL);
  const [view] = hit ? await patentsRepository.views(db, [hit.number]) : [];
  if (!view) return undefined;
  const r = toResult(view, 1);
  return {
    summary: {
      number: r.number,
      kind: r.kind,
      title: r.title,
      abstract: r.abstract,
      assignee: view.assignees.length ? r.assignee : null,
      inventors: r.inventors,
      filingDate: r.filingDate,
      publicationDate: r.publicationDate,
      applicationNumber: r.applicationNumber,
      cpc: r.cpc,
      inIndex: true,
      url: publicPageUrl(r.number, r.kind),
    },
    firstAssignee: view.assignees[0] ?? null,
    cpc: view.cpc.map((c) => c.code),
  };
}

/** The office's record of a patent the index lacks; its failures pass through (not found included). */
async function findAtOffice({ office, key }: OfficeAccess, input: string): Promise<Analysed> {
  const d = await office.detail(input, key);
  return {
    summary: {
      number: d.number,
      kind: d.kind,
      title: d.title,
      abstract: d.abstract,
      assignee: d.assignee || null,
      inventors: d.inventors,
      filingDate: d.filingDate,
      publicationDate: d.publicationDate,
      applicationNumber: d.applicationNumber,
      cpc: d.cpc,
      inIndex: false,
      url: publicPageUrl(d.number, d.kind),
    },
    firstAssignee: d.assignee || null,
    cpc: d.cpc.map((c) => c.code),
  };
}

const linkedOf = (number: string, row: LinkedRow | undefined): LinkedPatent => ({
  number,
  inIndex: !!row,
  assignee: row?.assignee ?? null,
  cpc: row?.cpc ?? [],
  cited: (row?.cited ?? []).map((n) => readCitedNumber(n).number),
});

/** A subclass ('H01M') or main group ('H01M6') as the title list writes it ('H01M', 'H01M6/00'). */
const listedSymbol = (group: string) => (group.length > 4 ? `${group}/00` : group);

/** Key connections with each shared CPC group named by its title, never bare. */
async function namedGroups(db: Tx, connections: ReturnType<typeof keyConnections>): Promise<KeyConnection[]> {
  const titles = await cpcTitlesOf(
    db,
    connections.flatMap((k) => k.sharedCpc.map(listedSymbol)),
  );
  return connections.map((k) => ({
    ...k,
    sharedCpc: k.sharedCpc.map((code) => ({ code, title: titles.get(listedSymbol(code)) ?? unlistedCpcTitle(code) })),
  }));
}

const excerptOf = (row: LinkedRow | undefined) => (row && !row.title && row.abstract ? row.abstract : null);

/**
 * Backward citations from the index (and, with a key, the office's enriched citations of the application), forward
 * citations from the index's patents that cite this one, the spec's metrics and the network. Undefined when neither
 * the index nor the office has the patent. docs/citations.md.
 */
export async function analyseCitations(
  db: Tx,
  input: string,
  access: OfficeAccess | null,
): Promise<CitationAnalysis | undefined> {
  let patent = await findInIndex(db, input);
  if (!patent && access) {
    try {
      patent = await findAtOffice(access, input);
    } catch (err) {
      if (err instanceof PatentOfficeError && err.failure === "not-found") return undefined;
      throw err;
    }
  }
  if (!patent) return undefined;
  const { summary } = patent;

  // Backward: as the index stores them, one item per document (a source may list one twice).
  const backward = new Map<string, Omit<CitationItem, "relevance" | "title" | "abstractExcerpt" | "inventors">>();
  if (summary.inIndex)
    for (const row of await repo.backward(db, summary.number)) {
      const { number, kind } = readCitedNumber(row.cited_number);
      if (backward.has(number)) continue;
      backward.set(number, {
        number,
        kind: row.kind ?? kind,
        inIndex: false,
        assignee: null,
        date: row.date,
        category: row.category,
        office: null,
        url: publicPageUrl(number, row.kind ?? kind),
      });
    }

  let office: OfficeState = NOT_TRIED;
  let fallback = false;
  const officeInventors = new Map<string, string>();
  if (access && !summary.applicationNumber) office = { state: "none", message: NO_APPLICATION_NUMBER };
  else if (access && summary.applicationNumber) {
    try {
      const cited = await access.office.citations(summary.applicationNumber, access.key);
      office = { state: "connected", message: null };
      mergeOfficeCitations(backward, officeInventors, cited);
    } catch (err) {
      if (!(err instanceof PatentOfficeError)) throw err;
      office = { state: "error", message: err.message };
      fallback = true;
    }
  }

  const citing = await repo.citing(db, citedForms(summary.number));
  const rows = new Map(
    (await repo.linked(db, [...new Set([...backward.keys(), ...citing.map((c) => c.number)])])).map((r) => [
      r.number,
      r,
    ]),
  );

  const self: Omit<LinkedPatent, "inIndex"> = {
    number: summary.number,
    assignee: patent.firstAssignee,
    cpc: patent.cpc,
    cited: [...backward.keys()],
  };
  const backwardLinked = [...backward.keys()].map((n) => linkedOf(n, rows.get(n)));
  const forwardLinked = citing.map((c) => linkedOf(c.number, rows.get(c.number)));
  const relevance = (q: LinkedPatent) => (q.inIndex ? connectionStrength(self, q).strength : null);

  const backwardItems: CitationItem[] = [...backward.values()].map((b, i) => {
    const row = rows.get(b.number);
    const linked = backwardLinked[i] as LinkedPatent;
    return {
      ...b,
      inIndex: !!row,
      kind: b.kind ?? row?.kind ?? null,
      title: row?.title ?? null,
      abstractExcerpt: excerptOf(row),
      inventors: row?.inventors ?? (officeInventors.has(b.number) ? [officeInventors.get(b.number) as string] : []),
      assignee: row?.assignee ?? null,
      date: b.date ?? row?.publication_date ?? null,
      relevance: relevance(linked),
    };
  });
  const forwardItems: CitationItem[] = citing.map((c, i) => {
    const row = rows.get(c.number);
    return {
      number: c.number,
      kind: row?.kind ?? null,
      inIndex: true,
      title: row?.title ?? null,
      abstractExcerpt: excerptOf(row),
      inventors: row?.inventors ?? [],
      assignee: row?.assignee ?? null,
      date: row?.publication_date ?? null,
      category: c.category,
      office: null,
      relevance: relevance(forwardLinked[i] as LinkedPatent),
      url: publicPageUrl(c.number, row?.kind ?? null),
    };
  });

  const citedBy = await repo.citedByCounts(
    db,
    forwardItems.map((f) => ({ number: f.number, forms: citedForms(f.number) })),
  );
  return {
    patent: summary,
    citations: { forward: forwardItems, backward: backwardItems },
    impact: citationImpact(
      forwardItems.length,
      backwardItems.length,
      citedBy.map((c) => c.n),
    ),
    network: {
      clusters: clustersOf([...forwardLinked, ...backwardLinked]),
      keyConnections: await namedGroups(db, keyConnections(self, forwardLinked, backwardLinked)),
      graph: citationGraph({ ...self, inIndex: summary.inIndex }, forwardLinked, backwardLinked),
    },
    office,
    fallback,
  };
}

/**
 * The office's references join the backward list: one the index already lists gains the office's note (category,
 * examiner or applicant, office action); another is added. A reference without a document number (non-patent
 * literature) is left out: the lists hold patents.
 */
function mergeOfficeCitations(
  backward: Map<string, Omit<CitationItem, "relevance" | "title" | "abstractExcerpt" | "inventors">>,
  inventors: Map<string, string>,
  cited: OfficeCitation[],
): void {
  for (const c of cited) {
    const raw = c.citedDocument ?? (c.publicationNumber ? `${c.country || "US"}${c.publicationNumber}` : null);
    if (!raw || c.nonPatentLiterature) continue;
    const { number, kind } = readCitedNumber(raw);
    const note = { category: c.category, examinerCited: c.examinerCited, officeActionDate: c.officeActionDate };
    const known = backward.get(number);
    if (known) {
      if (!known.office) known.office = note;
      continue;
    }
    backward.set(number, {
      number,
      kind: c.kind ?? kind,
      inIndex: false,
      assignee: null,
      date: null,
      category: c.examinerCited ? "cited by examiner" : "cited by applicant",
      office: note,
      url: publicPageUrl(number, c.kind ?? kind),
    });
    if (c.inventor) inventors.set(number, personName(c.inventor));
  }
}
