import { z } from "zod";
import { CpcClass, OfficeState } from "./patents.js";

/**
 * Spec 001 §2 "Citations", §3 (citation item, set and analysis result), §9 (citation metrics): GET
 * /api/patents/:number/citations. Every figure has a formula in docs/citations.md; nothing is random.
 */
export const PATENT_NUMBER_MAX = 40;
export const PatentNumberParams = z.strictObject({
  number: z.string().trim().min(1, "Please enter a patent number").max(PATENT_NUMBER_MAX),
});
export type PatentNumberParams = z.infer<typeof PatentNumberParams>;

const Name = z.string().max(1_000);
const Level = z.enum(["High", "Medium", "Low"]);

/** What the Open Data Portal's enriched citations say of a reference cited against the application. */
export const OfficeCitationNote = z.object({
  /** X, Y, A… (the search-report category), or null when the office gives none. */
  category: z.string().max(10).nullable(),
  /** Cited by the examiner (else by the applicant). */
  examinerCited: z.boolean(),
  /** The office action that cited it, 'YYYY-MM-DD'. */
  officeActionDate: z.string().max(10).nullable(),
});
export type OfficeCitationNote = z.infer<typeof OfficeCitationNote>;

/**
 * A citation item (spec 001 §3). A patent outside the index still has its number, date (as published, possibly
 * 'YYYY-MM-00'), kind and public page; its title, inventors and assignee are then unknown (null / empty), never
 * invented. `relevance` is the key-connection strength (docs/citations.md), null when it cannot be computed.
 */
export const CitationItem = z.object({
  number: Name,
  kind: z.string().max(10).nullable(),
  inIndex: z.boolean(),
  title: Name.nullable(),
  /** A short excerpt of the abstract, for an index patent without a title. */
  abstractExcerpt: Name.nullable(),
  inventors: z.array(Name),
  assignee: Name.nullable(),
  date: z.string().max(10).nullable(),
  /** How the citing patent lists it: 'cited by examiner', 'cited by applicant', 'cited by other', or null. */
  category: z.string().max(100).nullable(),
  /** Present when the office's enriched citations list it. */
  office: OfficeCitationNote.nullable(),
  relevance: z.number().min(0).max(1).nullable(),
  /** Its page on a public patent site; null when the number names no country. */
  url: z.string().max(300).nullable(),
});
export type CitationItem = z.infer<typeof CitationItem>;

export const CitationSet = z.object({ forward: z.array(CitationItem), backward: z.array(CitationItem) });
export type CitationSet = z.infer<typeof CitationSet>;

/** The analysed patent's summary. */
export const CitedPatentSummary = z.object({
  number: Name,
  kind: z.string().max(10).nullable(),
  title: Name.nullable(),
  abstract: z.string(),
  assignee: Name.nullable(),
  inventors: z.array(Name),
  filingDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  applicationNumber: z.string().nullable(),
  cpc: z.array(CpcClass),
  inIndex: z.boolean(),
  url: z.string().max(300).nullable(),
});
export type CitedPatentSummary = z.infer<typeof CitedPatentSummary>;

export const CitationImpact = z.object({
  citationCount: z.number().int().min(0),
  hIndex: z.number().int().min(0),
  citingHIndex: z.number().int().min(0).nullable(),
  influenceScore: z.number().min(0).max(1),
  technologyImpact: Level,
  marketRelevance: z.enum(["High", "Medium"]),
  innovationLevel: Level,
});
export type CitationImpact = z.infer<typeof CitationImpact>;

export const CitationCluster = z.object({
  name: Name,
  patents: z.number().int().min(0),
  companies: z.array(Name),
  influence: z.enum(["High", "Medium"]),
});
export type CitationCluster = z.infer<typeof CitationCluster>;

export const KeyConnection = z.object({
  from: Name,
  to: Name,
  fromAssignee: Name.nullable(),
  toAssignee: Name.nullable(),
  strength: z.number().min(0).max(1),
  sharedCitations: z.number().int().min(0),
  /** The CPC subclasses and main groups both patents carry, each with its title. */
  sharedCpc: z.array(CpcClass),
  type: z.enum(["Technology Transfer", "Prior Art"]),
});
export type KeyConnection = z.infer<typeof KeyConnection>;

export const GraphNode = z.object({
  id: Name,
  label: Name,
  kind: z.enum(["patent", "citing", "cited", "assignee"]),
  inIndex: z.boolean(),
});
export type GraphNode = z.infer<typeof GraphNode>;
export const GraphEdge = z.object({ source: Name, target: Name, kind: z.enum(["cites", "assigned"]) });
export type GraphEdge = z.infer<typeof GraphEdge>;

export const CitationNetwork = z.object({
  clusters: z.array(CitationCluster),
  keyConnections: z.array(KeyConnection),
  graph: z.object({
    nodes: z.array(GraphNode),
    edges: z.array(GraphEdge),
    shownCitations: z.number().int().min(0),
    totalCitations: z.number().int().min(0),
  }),
});
export type CitationNetwork = z.infer<typeof CitationNetwork>;

export const CitationAnalysisReply = z.object({
  success: z.literal(true),
  patent: CitedPatentSummary,
  citations: CitationSet,
  impact: CitationImpact,
  network: CitationNetwork,
  /**
   * Whether the office's enriched citations were asked for (a key exists) and how that went; `fallback` when they
   * failed and the index answered alone (the yellow notice).
   */
  office: OfficeState,
  fallback: z.boolean(),
});
export type CitationAnalysisReply = z.infer<typeof CitationAnalysisReply>;
