import type { FlawId } from "../../flaw-taxonomy.js";
import { type LinearModel, type TrainOptions, trainSoftmax } from "./linear-model.js";
import { modelInput } from "./model-input.js";

/** Argotario's six labels, as taxonomy ids. */
export const ARGOTARIO_LABELS: Record<string, FlawId> = {
  "No Fallacy": "none",
  "Appeal to Emotion": "appeal_to_emotion",
  "Red Herring": "red_herring",
  "Hasty Generalization": "hasty_generalization",
  "Ad Hominem": "ad_hominem",
  "Irrelevant Authority": "irrelevant_authority",
};

/** The types the model names: Argotario's five and eight more the everyday texts show, and "none". */
export const MODEL_LABELS: FlawId[] = [
  "ad_hominem",
  "ad_populum",
  "appeal_to_emotion",
  "appeal_to_ignorance",
  "circular_reasoning",
  "equivocation",
  "false_cause",
  "false_dilemma",
  "hasty_generalization",
  "irrelevant_authority",
  "none",
  "red_herring",
  "slippery_slope",
  "straw_man",
];

/** Chosen by 5-fold cross-validation on Argotario and the everyday texts (decision 0024, engines 19 and 21). */
export const TRAINING: TrainOptions = { epochs: 20, l2: 1e-5, rate: 0.5, minCount: 2, runs: 5 };

/**
 * Log-odds added to "none" once trained: the model names a flaw only when it leans clearly away from a sound
 * reading (cross-validation: sound everyday texts left alone 451 → 471 of 573 for 651 → 640 of 818 flaws named).
 */
export const NONE_BIAS = 1.5;

export interface LabelledText {
  text: string;
  /** A taxonomy id, or one of Argotario's labels. */
  label: string;
}

export function trainFlawModel(records: LabelledText[]): LinearModel {
  const examples = records
    .map((r) => ({ text: r.text, label: ARGOTARIO_LABELS[r.label] ?? r.label }))
    .filter((r) => MODEL_LABELS.includes(r.label as FlawId))
    .map((r) => ({ features: modelInput(r.text).features, label: r.label }));
  const model = trainSoftmax(examples, MODEL_LABELS, TRAINING);
  const none = MODEL_LABELS.indexOf("none");
  model.bias[none] = Math.round((model.bias[none] + NONE_BIAS) * 1e3) / 1e3;
  return model;
}
