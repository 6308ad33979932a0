import { z } from "zod";

/** Spec 001 §2 "Search": four modes, three filters (spec 001 §3 "Search filters"), at most 50 results (§9). */
export const SEARCH_MODES = ["keyword", "inventor", "number", "assignee"] as const;
export const DATE_RANGES = ["all", "1year", "5years", "10years"] as const;
export const PATENT_TYPES = ["all", "utility", "design", "plant"] as const;
export const PATENT_STATUSES = ["all", "published", "granted", "pending"] as const;
export const SEARCH_RESULT_CAP = 50;
export const SEARCH_QUERY_MAX = 1_000;

export const PatentSearchQuery = z.strictObject({
  q: z.string().trim().min(1, "Please enter a search term").max(SEARCH_QUERY_MAX),
  mode: z.enum(SEARCH_MODES).default("keyword"),
  dateRange: z.enum(DATE_RANGES).default("all"),
  patentType: z.enum(PATENT_TYPES).default("all"),
  status: z.enum(PATENT_STATUSES).default("all"),
});
export type PatentSearchQuery = z.infer<typeof PatentSearchQuery>;

/** A CPC symbol and its official title (never shown bare). */
export const CpcClass = z.object({ code: z.string(), title: z.string() });
export type CpcClass = z.infer<typeof CpcClass>;

/**
 * A patent result, normalised (spec 001 §3). `title` is null when the record has none: the screen shows a labelled
 * excerpt of the abstract instead, never an invented title. `similarity` (0–1) comes from the ranking score.
 */
export const PatentResult = z.object({
  number: z.string(),
  kind: z.string().nullable(),
  title: z.string().nullable(),
  abstract: z.string(),
  inventors: z.array(z.string()),
  assignee: z.string(),
  filingDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  status: z.enum(["Granted", "Published", "Pending"]),
  type: z.enum(["utility", "design", "plant", "reissue", "other"]),
  claims: z.number().int(),
  citations: z.number().int(),
  similarity: z.number().min(0).max(1),
  cpc: z.array(CpcClass),
  source: z.enum(["local", "uspto"]),
  /** The office's key for the file: the detail of an office result is asked for by it (a publication number is not). */
  applicationNumber: z.string().nullable(),
});
export type PatentResult = z.infer<typeof PatentResult>;

/**
 * The patent office as this search found it: not tried (no key), answered ("connected"), or failed ("error", with
 * the spec's message for the failure, e.g. 'USPTO API key is invalid or expired').
 */
export const OfficeState = z.object({
  state: z.enum(["none", "connected", "error"]),
  message: z.string().nullable(),
});
export type OfficeState = z.infer<typeof OfficeState>;

export const PatentSearchReply = z.object({
  success: z.literal(true),
  results: z.array(PatentResult),
  /**
   * Where the results came from, and whether the office was tried and failed or found nothing so the local index
   * answered instead (the yellow notice).
   */
  source: z.enum(["local", "uspto"]),
  fallback: z.boolean(),
  office: OfficeState,
});
export type PatentSearchReply = z.infer<typeof PatentSearchReply>;

/** The detail call: the result plus what only a single patent shows. */
export const PatentDetail = PatentResult.extend({
  claimsText: z.array(z.string()),
  citedNumbers: z.array(z.string()),
  grantDate: z.string().nullable(),
});
export type PatentDetail = z.infer<typeof PatentDetail>;
export const PatentDetailReply = z.object({ success: z.literal(true), patent: PatentDetail });
