import {
  CAUSAL_PATTERNS,
  COMPARATIVE_PATTERNS,
  EVALUATIVE_WORDS,
  NORMATIVE_PATTERNS,
  PREDICTION_PATTERNS,
} from "./claim-cues.js";
import { EPISTEMIC_MUST } from "./modals.js";

/** A claim about what will happen: "will", "going to", "is likely to", "soon" (on lower-cased text). */
export const FORECAST = /\b(?:will|won't|going to|is likely to|are likely to|in the future|soon)\b|\w'll\b/;

export type ConclusionType =
  | "Conditional Claim"
  | "Policy Recommendation"
  | "Comparative Claim"
  | "Prediction"
  | "Causal Claim"
  | "Value Judgment"
  | "Factual Claim";

const CAUSAL_VERBS =
  /\b(?:help|helps|helped|harm|harms|hurt|hurts|protects?|damages?|improves?|worsens?|saves?|prevents?|kills?|destroys?|creates?|enables?|allows?)\b/;

/**
 * A verdict given by its noun or verb, not by an evaluative adjective: "The sequel is a disappointment", "He is
 * mistaken", "The ban is the right call", "The switch has paid off", "It deserves five stars". Without it "ban" or
 * "deserves" read as a recommendation and the rest as a plain fact.
 */
const VERDICT =
  /\b(?:is|are|was|were) (?:(?:a|an|the|not|simply|just|clearly|such|complete|total|real|big|huge) )*(?:disappointment|letdown|mistake|error|blunder|waste|disaster|failure|success|folly|scandal|shame|disgrace|triumph|masterpiece|bargain|wishful thinking|mistaken|misguided|(?:right|wrong) (?:call|choice|decision|move))\b|\b(?:has|have) (?:\w+ly )?(?:paid off|backfired)\b|\bdeserves? (?:\w+ )?(?:stars?|praise|a medal|an award)\b/;

/** The kind of claim, checked from the most to the least specific form. */
export function classifyConclusion(conclusion: string): ConclusionType {
  const c = conclusion.toLowerCase();
  // "…, even if they run half empty" grants a case; it sets no condition on the claim.
  if (/\b(?:if|unless|only if|provided that|as long as)\b/.test(c.replace(/\b(?:even|as) if\b/g, " ")))
    return "Conditional Claim";
  if (VERDICT.test(c) && !/\b(?:should|must|ought|need to)\b/.test(c)) return "Value Judgment";
  // "I'd recommend …", and advice in the imperative: "Don't just take her word for it", "Let's book the hall".
  if (/\bi (?:would |strongly |highly |do )?(?:not )?recommend\b|^(?:please )?(?:don't|do not|let's|let us)\b/.test(c))
    return "Policy Recommendation";
  // "Parliament was right to pass it": a verdict on an act already done judges it; it recommends nothing.
  if (/\b(?:was|were) (?:\w+ly )?(?:right|wrong|wise|unwise|foolish|mistaken) to\b/.test(c)) return "Value Judgment";
  // "It has to be the bottom bracket" infers what is so, as "it must be" does (modals.ts); it recommends nothing.
  const inferred = c.replace(EPISTEMIC_MUST, " ");
  if (NORMATIVE_PATTERNS.some((p) => p.test(inferred))) return "Policy Recommendation";
  if (
    /\b(?:better|worse|more|less|fewer|superior|inferior)\b.*\bthan\b|\b(?:best|worst)\b|\bcompared (?:to|with)\b/.test(
      c,
    )
  ) {
    return "Comparative Claim";
  }
  if (FORECAST.test(c)) return "Prediction";
  if (CAUSAL_PATTERNS.some((p) => p.test(c)) || CAUSAL_VERBS.test(c)) return "Causal Claim";
  // "the obvious upgrade", "the sensible choice": an option rated.
  if (/\b(?:obvious|sensible|smart|logical) (?:choice|upgrade|option|answer|step|winner|pick|candidate)\b/.test(c))
    return "Value Judgment";
  // "worth joining", "not worth the money": a judgement of value, though "worth" is too common a word to be a cue.
  if (c.split(/[^a-z']+/).some((w) => EVALUATIVE_WORDS.has(w) || w === "worth")) return "Value Judgment";
  if (COMPARATIVE_PATTERNS.some((p) => p.test(c)) && /\bthan\b/.test(c)) return "Comparative Claim";
  if (PREDICTION_PATTERNS.some((p) => p.test(c)) && /\bwill\b/.test(c)) return "Prediction";
  return "Factual Claim";
}
