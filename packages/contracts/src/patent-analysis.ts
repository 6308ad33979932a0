import { z } from "zod";
import { SEARCH_QUERY_MAX } from "./patents.js";

/**
 * Spec 001 §2 and §3: the modal's AI Patentability Analysis, computed from the user's description of the invention
 * against one patent (docs/patentability.md). The description is the search text, or what the user typed in the
 * modal; as long as a search query at most.
 */
export const DESCRIBE_INVENTION = "Please describe your invention";
export const PatentAnalysisQuery = z.strictObject({
  q: z.string().trim().min(1, DESCRIBE_INVENTION).max(SEARCH_QUERY_MAX),
});
export type PatentAnalysisQuery = z.infer<typeof PatentAnalysisQuery>;

const Text = z.string().max(5_000);
const Share = z.number().min(0).max(1);

export const MatchStatus = z.enum(["disclosed", "partly", "not found"]);
export type MatchStatus = z.infer<typeof MatchStatus>;

/** A passage of the patent as shown: its place, its text (or windows of it) and the matched words' ranges. */
export const ShownPassage = z.object({
  location: z.string().max(100),
  text: Text,
  highlights: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).max(200),
});
export type ShownPassage = z.infer<typeof ShownPassage>;

export const ItemMatch = z.object({
  id: z.string().max(10),
  text: Text,
  match: Share,
  status: MatchStatus,
  matchedWords: z.array(z.string().max(200)).max(100),
  missingWords: z.array(z.string().max(200)).max(100),
  passage: ShownPassage.nullable(),
});
export type ItemMatch = z.infer<typeof ItemMatch>;

export const RelationMatch = ItemMatch.extend({ from: z.string().max(10), to: z.string().max(10), link: Text });
export type RelationMatch = z.infer<typeof RelationMatch>;

const criterion = <const R extends readonly [string, ...string[]]>(ratings: R) =>
  z.object({
    rating: z.enum(ratings),
    score: Share,
    reason: Text,
    /** 'patent': the invention against this patent; 'description': the user's description by itself. */
    basis: z.enum(["patent", "description"]),
  });

/**
 * The five criteria of spec 001 §3. The spec's vocabularies (§9) are extended where the data can say more:
 * novelty Medium, nonObviousness Low, utility Unclear (docs/patentability.md, docs/spec-deviations.md).
 */
export const PatentabilityCriteria = z.object({
  novelty: criterion(["High", "Medium", "Low"]),
  nonObviousness: criterion(["High", "Medium", "Low"]),
  utility: criterion(["High", "Unclear"]),
  writtenDescription: criterion(["Adequate", "Insufficient"]),
  enablement: criterion(["Adequate", "Insufficient"]),
});
export type PatentabilityCriteria = z.infer<typeof PatentabilityCriteria>;

const Quotes = z.array(Text).max(200);

export const PatentAnalysis = z.object({
  patentNumber: z.string(),
  /** The description that was analysed, trimmed. */
  invention: Text,
  elements: z.array(ItemMatch).max(50),
  relations: z.array(RelationMatch).max(50),
  coverage: z.object({
    total: z.number().int().min(0),
    disclosed: z.number().int().min(0),
    partly: z.number().int().min(0),
    notFound: z.number().int().min(0),
    share: Share,
  }),
  /** Null (with overallScore) when the description names no element to compare. */
  criteria: PatentabilityCriteria.nullable(),
  overallScore: z.number().int().min(0).max(100).nullable(),
  recommendations: z.array(Text).max(20),
  evidence: z.object({ purposes: Quotes, actions: Quotes, quantities: Quotes, materials: Quotes, steps: Quotes }),
  /** Whether word weights came from the index's document frequencies or from the built-in defaults. */
  weights: z.enum(["index", "default"]),
  method: z.string().max(50),
});
export type PatentAnalysis = z.infer<typeof PatentAnalysis>;

export const PatentAnalysisReply = z.object({ success: z.literal(true), analysis: PatentAnalysis });
export type PatentAnalysisReply = z.infer<typeof PatentAnalysisReply>;
