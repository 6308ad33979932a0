import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { flawFeatures } from "../embedded/flaw/features.js";
import { predictNaiveBayes } from "../embedded/flaw/naive-bayes.js";
import { ARGOTARIO_LABELS, trainFlawModel } from "../embedded/flaw/train.js";
import type { FlawId } from "../flaw-taxonomy.js";
import type { FallacyRecord } from "./datasets.js";
import { foldOf } from "./folds.js";
import { type ClassScores, classScores } from "./metrics.js";

const TO_ARGOTARIO = Object.fromEntries(Object.entries(ARGOTARIO_LABELS).map(([label, id]) => [id, label])) as Record<
  string,
  string
>;

/** Our taxonomy seen through Argotario's six labels; a type it lacks (e.g. false dilemma) counts as a miss. */
function asArgotario(id: FlawId): string {
  return TO_ARGOTARIO[id] ?? `(${id})`;
}

export interface ArgotarioReport {
  voted: number;
  classifierOnly: ClassScores;
  withRules: ClassScores;
  majorityBaseline: ClassScores;
}

/** 5-fold cross-validation: each fold's model is fitted on the other four fifths, scored on this fifth's voted items. */
export function evaluateArgotario(records: FallacyRecord[], folds = 5): ArgotarioReport {
  const plain: { gold: string; predicted: string }[] = [];
  const ruled: { gold: string; predicted: string }[] = [];
  for (let f = 0; f < folds; f++) {
    const model = trainFlawModel(records.filter((r) => foldOf(r.id, folds) !== f));
    for (const r of records.filter((x) => foldOf(x.id, folds) === f && x.label_source === "voted")) {
      const probs = predictNaiveBayes(model, flawFeatures(r.text));
      plain.push({ gold: r.label, predicted: asArgotario(model.labels[probs.indexOf(Math.max(...probs))] as FlawId) });
      ruled.push({ gold: r.label, predicted: asArgotario(analyzeEmbeddedDetail(r.text, { model }).flaw.id) });
    }
  }
  return {
    voted: plain.length,
    classifierOnly: classScores(plain),
    withRules: classScores(ruled),
    majorityBaseline: classScores(plain.map((p) => ({ gold: p.gold, predicted: "No Fallacy" }))),
  };
}

/** LOGIC's labels in our taxonomy; "fallacy of logic" and "intentional" have no counterpart and stay unmatched. */
const LOGIC_TO_TAXONOMY: Record<string, string> = {
  "faulty generalization": "hasty_generalization",
  "ad hominem": "ad_hominem",
  "ad populum": "ad_populum",
  "false causality": "false_cause",
  "circular reasoning": "circular_reasoning",
  "appeal to emotion": "appeal_to_emotion",
  "fallacy of relevance": "red_herring",
  "fallacy of credibility": "irrelevant_authority",
  "false dilemma": "false_dilemma",
  equivocation: "equivocation",
  "fallacy of extension": "straw_man",
  "fallacy of logic": "(formal fallacy)",
  intentional: "(intentional fallacy)",
};

export interface LogicReport {
  n: number;
  scores: ClassScores;
  /** Every LOGIC item is a fallacy: how often the engine reports some flaw at all. */
  flagged: number;
  /** Accuracy of always answering the most frequent gold label. */
  majorityRate: number;
}

/** A measurement of the shipped engine (classifier fitted on all of Argotario, plus rules) on LOGIC. */
export function evaluateLogic(records: FallacyRecord[]): LogicReport {
  const pairs: { gold: string; predicted: string }[] = [];
  let flagged = 0;
  for (const r of records) {
    const gold = LOGIC_TO_TAXONOMY[r.label] ?? `(${r.label})`;
    const verdict = analyzeEmbeddedDetail(r.text).flaw;
    if (verdict.id !== "none") flagged++;
    pairs.push({ gold, predicted: verdict.id });
  }
  const counts = new Map<string, number>();
  for (const p of pairs) counts.set(p.gold, (counts.get(p.gold) ?? 0) + 1);
  const majority = Math.max(0, ...counts.values());
  return {
    n: records.length,
    scores: classScores(pairs),
    flagged,
    majorityRate: pairs.length ? majority / pairs.length : 0,
  };
}
