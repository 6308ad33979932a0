import type { FlawId } from "../../flaw-taxonomy.js";
import { flawFeatures } from "./features.js";
import { type NaiveBayesModel, type TrainOptions, trainNaiveBayes } from "./naive-bayes.js";

/** Argotario's six labels, as taxonomy ids. */
export const ARGOTARIO_LABELS: Record<string, FlawId> = {
  "No Fallacy": "none",
  "Appeal to Emotion": "appeal_to_emotion",
  "Red Herring": "red_herring",
  "Hasty Generalization": "hasty_generalization",
  "Ad Hominem": "ad_hominem",
  "Irrelevant Authority": "irrelevant_authority",
};

export const MODEL_LABELS: FlawId[] = Object.values(ARGOTARIO_LABELS).sort();

/** Chosen by 5-fold cross-validation on Argotario (CC0) alone; see docs/decisions/0009. */
export const TRAINING: TrainOptions = { alpha: 1, minCount: 2, uniformPrior: true };

export interface LabelledText {
  text: string;
  label: string;
}

export function trainFlawModel(records: LabelledText[]): NaiveBayesModel {
  const examples = records
    .filter((r) => r.label in ARGOTARIO_LABELS)
    .map((r) => ({ features: flawFeatures(r.text), label: ARGOTARIO_LABELS[r.label] }));
  return trainNaiveBayes(examples, MODEL_LABELS, TRAINING);
}
