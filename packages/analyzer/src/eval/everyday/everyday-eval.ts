/**
 * Everyday arguments written by this project (not drawn from any evaluation set): short texts of the kinds a user
 * pastes, each with the claim it concludes or the flaw it shows ("none" for a sound one). They measure what the
 * LogiQA and microtext figures cannot: whether the engine reads plain everyday wording. Most were written as a
 * held-out check before the rules they now exercise; the engine was then fixed on the misses, so the conclusion
 * figure is a regression check, not a held-out estimate. The flaw texts also train the flaw model, so their figure
 * is cross-validated: each fifth is read by a model fitted without it.
 */
import { readFileSync } from "node:fs";
import { analyzeEmbeddedDetail } from "../../embedded/analyze-embedded.js";
import { type LabelledText, trainFlawModel } from "../../embedded/flaw/train.js";
import { foldOf } from "../folds.js";

interface ConclusionItem {
  text: string;
  conclusion: string;
}
interface FlawItem {
  text: string;
  flaw: string;
}

const read = <T>(name: string): T[] => JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8")) as T[];
const words = (s: string) => s.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/** The engine's claim holds at least 80 % of the wanted words and at most six more. */
function sameClaim(got: string, want: string): boolean {
  const g = new Set(words(got));
  const w = words(want);
  return w.filter((x) => g.has(x)).length / w.length >= 0.8 && g.size <= w.length + 6;
}

/** The everyday flaw texts: a measurement here, and training data for the flaw model with Argotario. */
const everydayFlaws = () => read<FlawItem>("./flaws.json");
/**
 * Blind rounds (rounds.json): sets of 80 (40 sound, 40 fallacies over 13 types) that helpers wrote without seeing
 * the engine, each first run once as a held-out check and then spent. They train the model with the everyday texts.
 */
const blindRounds = () => read<FlawItem>("./rounds.json");
const asLabelled = (items: FlawItem[]): LabelledText[] => items.map((x) => ({ text: x.text, label: x.flaw }));
export const everydayTrainingTexts = () => asLabelled([...everydayFlaws(), ...blindRounds()]);

export interface EverydayResult {
  conclusions: { right: number; n: number; misses: string[] };
  flaws: { right: number; n: number; soundRight: number; sound: number; misses: string[] };
}

/** `extra`: the other texts the shipped flaw model learns from (Argotario), when the evaluation sets are at hand. */
export function evaluateEveryday(extra: LabelledText[] = [], folds = 5): EverydayResult {
  const conclusionItems = read<ConclusionItem>("./conclusions.json");
  const flawItems = everydayFlaws();
  const fold = (item: FlawItem) => foldOf(item.text, folds);
  const training = [...flawItems, ...blindRounds()];
  const models = Array.from({ length: folds }, (_, f) =>
    trainFlawModel([...extra, ...asLabelled(training.filter((x) => fold(x) !== f))]),
  );
  const conclusionMisses: string[] = [];
  let right = 0;
  for (const item of conclusionItems) {
    const r = analyzeEmbeddedDetail(item.text);
    const got = r.notArgument ? "" : r.parsed.conclusion.text;
    if (sameClaim(got, item.conclusion)) right++;
    else conclusionMisses.push(`${item.text.slice(0, 60)}… → "${got}"`);
  }
  const flawMisses: string[] = [];
  let flawRight = 0;
  let soundRight = 0;
  for (const item of flawItems) {
    const r = analyzeEmbeddedDetail(item.text, { model: models[fold(item)] });
    const got = r.notArgument ? "none" : r.flaw.id;
    if (got === item.flaw) {
      flawRight++;
      if (item.flaw === "none") soundRight++;
    } else flawMisses.push(`${item.text.slice(0, 60)}… wanted ${item.flaw}, got ${got}`);
  }
  return {
    conclusions: { right, n: conclusionItems.length, misses: conclusionMisses },
    flaws: {
      right: flawRight,
      n: flawItems.length,
      soundRight,
      sound: flawItems.filter((x) => x.flaw === "none").length,
      misses: flawMisses,
    },
  };
}
