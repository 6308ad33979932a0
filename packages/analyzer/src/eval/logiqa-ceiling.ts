import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { type LogiqaRecord, wordF1, wordTokens } from "./logiqa-eval.js";

/**
 * How far word overlap can go on LogiQA, measured, not assumed. A scorer that SEES the four options (the engine never
 * does) rates each from surface features: how much of it the engine's conclusion, its premises, the first or last
 * sentence or the whole passage share, how much of it is new, its negation, quantifiers, "if", comparison and length.
 * Its weights are fitted on one half (softmax over the four options) and scored on the other, both ways. What it
 * reaches is the most an engine can hope for by choosing which of the passage's words to state.
 * Measurement only: nothing here ships.
 */

const FUNCTION_WORDS = new Set(
  "a an the of to in on for and or but is are was were be been being that this these those it its as at by with from not no can will would should must may might have has had do does did so than then there their they them he she his her we our you your i which who what when where why how if all any some more most other such only also into about over very just because therefore thus hence".split(
    " ",
  ),
);

const stem = (w: string) => w.replace(/(?:ing|ed|es|s|ly)$/, "");
const contentWords = (text: string) =>
  wordTokens(text)
    .filter((w) => !FUNCTION_WORDS.has(w))
    .map(stem);

export interface Item {
  label: number;
  /** One feature vector per option. */
  options: number[][];
}

function featuresOf(record: LogiqaRecord): Item {
  const { parsed } = analyzeEmbeddedDetail(record.text);
  const set = (text: string) => new Set(contentWords(text));
  const conclusion = set(parsed.conclusion.text);
  const premises = set(parsed.premiseSets.explicit.join(" "));
  const passage = set(record.text);
  const sentences = record.text.split(/(?<=[.!?])\s+/);
  const first = set(sentences[0] ?? "");
  const last = set(sentences[sentences.length - 1] ?? "");
  const premiseOnly = new Set([...premises].filter((w) => !conclusion.has(w)));
  const conclusionOnly = new Set([...conclusion].filter((w) => !premises.has(w)));
  const optionCount = new Map<string, number>();
  for (const o of record.options) for (const w of set(o)) optionCount.set(w, (optionCount.get(w) ?? 0) + 1);
  const options = record.options.map((o) => {
    const words = contentWords(o);
    const share = (s: (w: string) => boolean) => (words.length ? words.filter(s).length / words.length : 0);
    const has = (re: RegExp) => (re.test(o) ? 1 : 0);
    return [
      share((w) => conclusion.has(w)),
      share((w) => premises.has(w)),
      share((w) => premiseOnly.has(w)),
      share((w) => conclusionOnly.has(w)),
      share((w) => !passage.has(w)),
      share((w) => first.has(w)),
      share((w) => last.has(w)),
      share((w) => (optionCount.get(w) ?? 0) > 1),
      has(/\b(?:not|no|never|nothing|none|cannot)\b/i),
      has(/\b(?:all|every|always|only)\b/i),
      has(/\b(?:some|at least)\b/i),
      has(/\bif\b/i),
      has(/\b(?:more|less|than)\b/i),
      wordTokens(o).length / 20,
      wordF1(o, record.text),
    ];
  });
  return { label: record.label, options };
}

const dot = (w: number[], x: number[]) => x.reduce((sum, v, i) => sum + v * w[i], 0);

/** Multinomial logistic regression over the options, plain gradient descent: deterministic for the same input. */
export function fitOptionScorer(items: Item[], epochs = 300, rate = 0.1, l2 = 0.01): number[] {
  const w: number[] = new Array(items[0]?.options[0]?.length ?? 0).fill(0);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const item of items) {
      const scores = item.options.map((x) => dot(w, x));
      const top = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - top));
      const z = exp.reduce((a, b) => a + b, 0);
      item.options.forEach((x, k) => {
        const g = exp[k] / z - (k === item.label ? 1 : 0);
        for (let i = 0; i < w.length; i++) w[i] -= rate * (g * x[i] + (l2 * w[i]) / item.options.length);
      });
    }
  }
  return w;
}

/** Right picks of the fitted scorer (a tie goes to the earliest option, as in the engine's scoring). */
export function rightPicks(w: number[], items: Item[]): number {
  return items.filter((item) => {
    const scores = item.options.map((x) => dot(w, x));
    return scores.indexOf(Math.max(...scores)) === item.label;
  }).length;
}

export interface CeilingRow {
  qtype: string;
  n: number;
  /** Fitted on one half, scored on the other, both ways: right picks over both halves. */
  crossHalf: number;
  /** Fitted and scored on the same half (the most such a scorer can memorise). */
  sameHalf: number;
}

export function logiqaCeiling(records: LogiqaRecord[], qtypes: readonly string[]): CeilingRow[] {
  return qtypes.map((qtype) => {
    const halves = ["dev", "test"].map((half) =>
      records.filter((r) => r.qtype === qtype && r.id.includes(`-${half}-`)).map(featuresOf),
    );
    const weights = halves.map((h) => fitOptionScorer(h));
    return {
      qtype,
      n: halves[0].length + halves[1].length,
      crossHalf: rightPicks(weights[0], halves[1]) + rightPicks(weights[1], halves[0]),
      sameHalf: rightPicks(weights[0], halves[0]) + rightPicks(weights[1], halves[1]),
    };
  });
}
