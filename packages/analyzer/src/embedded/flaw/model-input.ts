import { type EvidenceDetail, findEvidenceDetail } from "./evidence.js";
import { flawFeatures } from "./features.js";
import { type RuleHit, ruleHits } from "./rules.js";

export interface ModelInput {
  /** The words of the text, and what the hand-written readers found in it, as the flaw model's features. */
  features: string[];
  /** The types the hand-written readers found, as features: "ev:false_cause", "strong:ad_populum", … */
  parts: string[];
  evidence: EvidenceDetail;
  hits: RuleHit[];
}

/**
 * What the flaw model reads: the words (unigrams, bigrams, cue lexicons) and, as features of their own, the parts
 * of a flaw the hand-written readers found ("ev:" a type's parts, "ex:" shown explicitly, "rule:"/"strong:" a
 * signature). The model learns how far each reader is to be trusted, instead of each reader deciding alone.
 */
export function modelInput(text: string): ModelInput {
  const evidence = findEvidenceDetail(text);
  const hits = ruleHits(text);
  const parts = [
    ...Object.keys(evidence.spans).map((id) => `ev:${id}`),
    ...[...evidence.strong].map((id) => `ex:${id}`),
    ...hits.map((h) => `${h.strong ? "strong" : "rule"}:${h.id}`),
  ];
  return { features: [...flawFeatures(text), ...parts], parts, evidence, hits };
}
