import type { PatentDetail, PatentResult } from "@app/contracts";

/** The parts of an Open Data Portal patent file wrapper we read (odp-common-base.yaml, PatentDataResponse). */
export interface OdpMetaData {
  inventionTitle?: string;
  patentNumber?: string;
  grantDate?: string;
  filingDate?: string;
  effectiveFilingDate?: string;
  earliestPublicationNumber?: string;
  earliestPublicationDate?: string;
  applicationTypeCode?: string;
  applicationTypeLabelName?: string;
  applicationStatusDescriptionText?: string;
  firstApplicantName?: string;
  firstInventorName?: string;
  inventorBag?: { inventorNameText?: string; firstName?: string; lastName?: string }[];
  cpcClassificationBag?: string[];
}

export interface OdpFileWrapper {
  applicationNumberText?: string;
  applicationMetaData?: OdpMetaData;
  assignmentBag?: { assigneeBag?: { assigneeNameText?: string }[] }[];
}

export interface OdpPatentDataResponse {
  count?: number;
  patentFileWrapperDataBag?: OdpFileWrapper[];
}

/** One reference an examiner cited in an office action (the enriched citations data set, v3). */
export interface OdpCitationDoc {
  patentApplicationNumber?: string;
  citedDocumentIdentifier?: string;
  publicationNumber?: string;
  kindCode?: string;
  countryCode?: string;
  inventorNameText?: string;
  citationCategoryCode?: string;
  officeActionDate?: string;
  examinerCitedReferenceIndicator?: boolean;
  nplIndicator?: boolean;
}

/** A backward citation of an application: a document the examiner cited against it. */
export interface OfficeCitation {
  applicationNumber: string;
  /** As the office writes it, e.g. "US 2013/0341529 A1"; null for a non-patent reference without one. */
  citedDocument: string | null;
  publicationNumber: string | null;
  kind: string | null;
  country: string | null;
  inventor: string | null;
  /** X, Y, A… (the search-report category). */
  category: string | null;
  officeActionDate: string | null;
  examinerCited: boolean;
  nonPatentLiterature: boolean;
}

/** Turns a CPC code into a title: supplied by whoever holds the CPC title table (the patents module). */
export type CpcTitles = (code: string) => string;

const TYPES: Record<string, PatentResult["type"]> = { UTL: "utility", DES: "design", PLT: "plant", REI: "reissue" };

const blankToNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);

/** "H01M  50/46" (the office pads the main group) → "H01M50/46", as the local index and the CPC title list write it. */
export const cpcCode = (s: string) => s.replace(/\s+/g, "");

/** "US20240362478A1" → number US20240362478, kind A1. */
function splitPublication(pub: string): { number: string; kind: string | null } {
  const m = /^([A-Z]{2}\d+)([A-Z]\d?)$/.exec(pub.replace(/\s+/g, ""));
  return m ? { number: m[1] as string, kind: m[2] as string } : { number: pub, kind: null };
}

/**
 * Similarity from the office's order (it ranks by relevance when no sort is asked): the first result 1.0, the last
 * 0.5, linearly in between; a single result (or a lookup by number) is 1. Written down in docs/decisions/0016.
 */
export const rankSimilarity = (index: number, total: number) =>
  total <= 1 ? 1 : Math.round((1 - (0.5 * index) / (total - 1)) * 100) / 100;

/** One file wrapper as the shared PatentResult. The office's bibliographic data has no abstract, claims or citation counts. */
export function toPatentResult(w: OdpFileWrapper, similarity: number, cpcTitle: CpcTitles): PatentResult {
  const m = w.applicationMetaData ?? {};
  const granted = blankToNull(m.patentNumber);
  const published = blankToNull(m.earliestPublicationNumber);
  const { number, kind } = granted
    ? { number: `US${granted}`, kind: null }
    : published
      ? splitPublication(published)
      : { number: w.applicationNumberText ?? "", kind: null };
  const inventors = (m.inventorBag ?? [])
    .map((i) => blankToNull(i.inventorNameText) ?? blankToNull([i.firstName, i.lastName].filter(Boolean).join(" ")))
    .filter((n): n is string => !!n);
  const assignee =
    w.assignmentBag?.flatMap((a) => a.assigneeBag ?? []).find((a) => a.assigneeNameText?.trim())?.assigneeNameText ??
    m.firstApplicantName ??
    "";
  const codes = [...new Set((m.cpcClassificationBag ?? []).map(cpcCode).filter(Boolean))];
  return {
    number,
    kind,
    title: blankToNull(m.inventionTitle),
    abstract: "",
    inventors: inventors.length ? inventors : m.firstInventorName ? [m.firstInventorName] : [],
    assignee: assignee.trim(),
    filingDate: blankToNull(m.filingDate) ?? blankToNull(m.effectiveFilingDate),
    publicationDate: blankToNull(m.grantDate) ?? blankToNull(m.earliestPublicationDate),
    status: granted ? "Granted" : published ? "Published" : "Pending",
    type: TYPES[m.applicationTypeCode ?? ""] ?? "other",
    claims: 0,
    citations: 0,
    similarity,
    cpc: codes.map((code) => ({ code, title: cpcTitle(code) })),
    source: "uspto",
    applicationNumber: blankToNull(w.applicationNumberText),
  };
}

export function toPatentDetail(w: OdpFileWrapper, cpcTitle: CpcTitles): PatentDetail {
  return {
    ...toPatentResult(w, 1, cpcTitle),
    claimsText: [],
    citedNumbers: [],
    grantDate: blankToNull(w.applicationMetaData?.grantDate),
  };
}

export function toCitation(d: OdpCitationDoc): OfficeCitation {
  return {
    applicationNumber: d.patentApplicationNumber ?? "",
    citedDocument: blankToNull(d.citedDocumentIdentifier),
    publicationNumber: blankToNull(d.publicationNumber),
    kind: blankToNull(d.kindCode),
    country: blankToNull(d.countryCode),
    inventor: blankToNull(d.inventorNameText),
    category: blankToNull(d.citationCategoryCode),
    officeActionDate: blankToNull(d.officeActionDate?.slice(0, 10)),
    examinerCited: d.examinerCitedReferenceIndicator === true,
    nonPatentLiterature: d.nplIndicator === true,
  };
}
