import type { ShownPassage } from "./excerpt.js";
import type { MatchStatus } from "./match.js";

export type { ShownPassage } from "./excerpt.js";
export type { MatchStatus } from "./match.js";

/** One element or relation of the invention against this patent. */
export interface ItemMatch {
  id: string;
  text: string;
  /** 0–1, two decimals. */
  match: number;
  status: MatchStatus;
  /** The item's words found in the passage, and those not found, as the user wrote them. */
  matchedWords: string[];
  missingWords: string[];
  /** The best-matching passage; null when no passage holds any of its words. */
  passage: ShownPassage | null;
}

export interface RelationMatch extends ItemMatch {
  from: string;
  to: string;
  link: string;
}

/** Spec 001 §3 and §9 vocabularies, extended: novelty Medium, nonObviousness Low, utility Unclear (docs/patentability.md). */
export type NoveltyRating = "High" | "Medium" | "Low";
export type NonObviousnessRating = "High" | "Medium" | "Low";
export type UtilityRating = "High" | "Unclear";
export type DescriptionRating = "Adequate" | "Insufficient";

export interface Criterion<R extends string> {
  rating: R;
  /** 0–1: this criterion's share in the overall score. */
  score: number;
  /** One line built from the data: why the rating is what it is. */
  reason: string;
  /** What was rated: the invention against this patent, or the user's description by itself. */
  basis: "patent" | "description";
}

export interface Criteria {
  novelty: Criterion<NoveltyRating>;
  nonObviousness: Criterion<NonObviousnessRating>;
  utility: Criterion<UtilityRating>;
  writtenDescription: Criterion<DescriptionRating>;
  enablement: Criterion<DescriptionRating>;
}

export interface Coverage {
  total: number;
  disclosed: number;
  partly: number;
  notFound: number;
  /** (disclosed + partly / 2) / total, 0–1. */
  share: number;
}

/** What the description says besides its parts, quoted: the evidence of utility and enablement. */
export interface DescriptionEvidence {
  purposes: string[];
  actions: string[];
  quantities: string[];
  materials: string[];
  steps: string[];
}

export interface PatentabilityAnalysis {
  elements: ItemMatch[];
  relations: RelationMatch[];
  coverage: Coverage;
  /** Null when the text names no element to compare (then only a recommendation says what to write). */
  criteria: Criteria | null;
  overallScore: number | null;
  recommendations: string[];
  evidence: DescriptionEvidence;
  /** The formulas' version (docs/patentability.md), so a stored figure can be told from a later one. */
  method: string;
}
