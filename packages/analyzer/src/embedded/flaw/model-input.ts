import type { FlawId } from "../../flaw-taxonomy.js";
import { clearances } from "./clearances.js";
import { type EvidenceDetail, findEvidenceDetail } from "./evidence.js";
import { flawFeatures } from "./features.js";
import { type RuleHit, ruleHits } from "./rules.js";

export interface ModelInput {
  /** The words of the text, and what the hand-written readers found in it, as the flaw model's features. */
  features: string[];
  /** The types the hand-written readers found, as features: "ev:false_cause", "strong:ad_populum", … */
  parts: string[];
  /** The types whose parts the text answers (clearances.ts). */
  cleared: FlawId[];
  evidence: EvidenceDetail;
  hits: RuleHit[];
}

/**
 * What the flaw model reads: the words (unigrams, bigrams, cue lexicons) and, as features of their own, the parts
 * of a flaw the hand-written readers found ("ev:" a type's parts, "ex:" shown explicitly, "rule:"/"strong:" a
 * signature), and what they clear ("clear:" a type's parts answered: a source on its own field, a gap that leads to
 * caution). The model learns how far each reader is to be trusted, instead of each reader deciding alone.
 */
export function modelInput(text: string): ModelInput {
  const evidence = findEvidenceDetail(text);
  const hits = ruleHits(text);
  const parts = [
    ...Object.keys(evidence.spans).map((id) => `ev:${id}`),
    ...[...evidence.strong].map((id) => `ex:${id}`),
    ...hits.map((h) => `${h.strong ? "strong" : "rule"}:${h.id}`),
  ];
  const cleared = clearances(text);
  return {
    features: [...flawFeatures(text), ...parts, ...cleared.map((id) => `clear:${id}`)],
    parts,
    cleared,
    evidence,
    hits,
  };
}
