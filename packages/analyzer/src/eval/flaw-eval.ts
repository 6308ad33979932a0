import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { predict } from "../embedded/flaw/linear-model.js";
import { modelInput } from "../embedded/flaw/model-input.js";
import { ARGOTARIO_LABELS, type LabelledText, trainFlawModel } from "../embedded/flaw/train.js";
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

/**
 * 5-fold cross-validation: each fold's model is fitted on the other four fifths and the other texts the shipped
 * model learns from (`extra`: the everyday texts), and scored on this fifth's voted items.
 */
export function evaluateArgotario(records: FallacyRecord[], extra: LabelledText[], folds = 5): ArgotarioReport {
  const plain: { gold: string; predicted: string }[] = [];
  const ruled: { gold: string; predicted: string }[] = [];
  for (let f = 0; f < folds; f++) {
    const model = trainFlawModel([...records.filter((r) => foldOf(r.id, folds) !== f), ...extra]);
    for (const r of records.filter((x) => foldOf(x.id, folds) === f && x.label_source === "voted")) {
      const probs = predict(model, modelInput(r.text).features);
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

/** Our taxonomy seen through LOGIC's 13 labels, the way Argotario's items are scored through its six. */
const TAXONOMY_TO_LOGIC: Partial<Record<FlawId, string>> = {
  hasty_generalization: "faulty generalization",
  ad_hominem: "ad hominem",
  ad_populum: "ad populum",
  false_cause: "false causality",
  circular_reasoning: "circular reasoning",
  appeal_to_emotion: "appeal to emotion",
  red_herring: "fallacy of relevance",
  irrelevant_authority: "fallacy of credibility",
  false_dilemma: "false dilemma",
  equivocation: "equivocation",
  straw_man: "fallacy of extension",
  // LOGIC has no label of their own for these; its items that show them are filed under the labels below
  // (error analysis by category: where each type fires on LOGIC, see docs/decisions/0024).
  slippery_slope: "faulty generalization",
  formal_fallacy: "fallacy of logic",
  false_analogy: "fallacy of logic",
  appeal_to_ignorance: "intentional",
  loaded_question: "intentional",
};

export interface LogicReport {
  n: number;
  scores: ClassScores;
  /** The same, counting only the eleven types LOGIC names itself (no projection of the five it files elsewhere). */
  strictScores: ClassScores;
  /** Every LOGIC item is a fallacy: how often the engine reports some flaw at all. */
  flagged: number;
  /** Accuracy of always answering the most frequent gold label. */
  majorityRate: number;
}

/** A measurement of the shipped engine (its flaw model fitted on Argotario and the everyday texts) on LOGIC. */
export function evaluateLogic(records: FallacyRecord[]): LogicReport {
  const pairs: { gold: string; predicted: string }[] = [];
  const strict: { gold: string; predicted: string }[] = [];
  const direct = new Set(Object.keys(TAXONOMY_TO_LOGIC).slice(0, 11));
  let flagged = 0;
  for (const r of records) {
    const verdict = analyzeEmbeddedDetail(r.text).flaw;
    if (verdict.id !== "none") flagged++;
    const predicted = TAXONOMY_TO_LOGIC[verdict.id] ?? `(${verdict.id})`;
    pairs.push({ gold: r.label, predicted });
    strict.push({ gold: r.label, predicted: direct.has(verdict.id) ? predicted : `(${verdict.id})` });
  }
  const counts = new Map<string, number>();
  for (const p of pairs) counts.set(p.gold, (counts.get(p.gold) ?? 0) + 1);
  const majority = Math.max(0, ...counts.values());
  return {
    n: records.length,
    scores: classScores(pairs),
    strictScores: classScores(strict),
    flagged,
    majorityRate: pairs.length ? majority / pairs.length : 0,
  };
}
