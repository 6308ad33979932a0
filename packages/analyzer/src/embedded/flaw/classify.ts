import { type FlawId, flawTypeById } from "../../flaw-taxonomy.js";
import { flawFeatures } from "./features.js";
import { FLAW_MODEL } from "./flaw-model.generated.js";
import { type NaiveBayesModel, predictNaiveBayes } from "./naive-bayes.js";
import { restatesPremise, ruleHits } from "./rules.js";

export interface FlawVerdict {
  id: FlawId;
  /** The classifier's probability for its label, or 1 for a strong rule. */
  confidence: number;
  evidence: string;
  source: "rule" | "classifier" | "structure";
}

export interface FlawContext {
  conclusion: string;
  premises: string[];
}

/**
 * Log-odds added to "no fallacy" before the classifier's verdict is read. Chosen by cross-validation on
 * Argotario: it costs 0.01 macro-F1 there and raises no-fallacy recall from 0.63 to 0.72, because telling
 * a sound argument it is fallacious is the worse mistake for users.
 */
export const NONE_BIAS = 1;

/**
 * The most likely flaw: the Argotario-fitted classifier for its six labels, rules for the fallacies it
 * never saw (ad populum, false dilemma, slippery slope, false cause, straw man, circular reasoning).
 */
export function classifyFlaw(text: string, context: FlawContext, model: NaiveBayesModel = FLAW_MODEL): FlawVerdict {
  const probs = predictNaiveBayes(model, flawFeatures(text));
  const score = probs.map((p, i) => Math.log(p) + (model.labels[i] === "none" ? NONE_BIAS : 0));
  let top = 0;
  for (let i = 1; i < score.length; i++) if (score[i] > score[top]) top = i;
  const predicted = model.labels[top] as FlawId;
  const verdict: FlawVerdict = { id: predicted, confidence: probs[top], evidence: "", source: "classifier" };

  const hits = ruleHits(text);
  // A strong rule is the textbook signature of a fallacy the classifier never saw, so it takes precedence.
  const strong = hits.find((h) => h.strong);
  if (strong) return { id: strong.id, confidence: 1, evidence: strong.evidence, source: "rule" };
  const circular = context.conclusion ? restatesPremise(context.conclusion, context.premises) : null;
  if (circular && predicted === "none")
    return { id: "circular_reasoning", confidence: 1, evidence: circular, source: "structure" };
  // A weak rule is a specific wording (an insult aimed at a person, a story followed by "all"), so where it
  // fires it names the flaw; the classifier's n-grams only say which flaw texts like this one usually had.
  const agreeing = hits.find((h) => h.id === predicted);
  if (agreeing) verdict.evidence = agreeing.evidence;
  else {
    const weak = hits.find((h) => !h.strong);
    if (weak) return { id: weak.id, confidence: 0.5, evidence: weak.evidence, source: "rule" };
  }
  return verdict;
}

export function flawName(id: FlawId): string {
  return flawTypeById(id).name;
}
