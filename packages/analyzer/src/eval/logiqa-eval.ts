import { analyzeEmbeddedDetail, type DetailOptions } from "../embedded/analyze-embedded.js";
import { tokenF1 } from "./token-f1.js";

/** The README's scoring: token F1 over lower-cased word tokens (articles kept, unlike the microtext matching). */
export function wordTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

export function wordF1(predicted: string, gold: string): number {
  return tokenF1(predicted, gold, wordTokens);
}

export interface LogiqaRecord {
  id: string;
  text: string;
  question: string;
  options: string[];
  label: number;
  qtype: string;
}

export const LOGIQA_TYPES = [
  "main_conclusion",
  "necessary_assumption",
  "sufficient_assumption",
  "flaw",
  "method_of_reasoning",
] as const;

export interface LogiqaScore {
  n: number;
  correct: number;
  floor: number;
  /** Assumption questions scored on the necessary assumption alone: the bridge measured on its own. */
  necessaryOnly: number;
}

/** The index of the highest score; a tie goes to the earliest option, as a reader scanning top-down would pick. */
function argmax(scores: number[]): number {
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i] > scores[best]) best = i;
  return best;
}

/** The floor: the option sharing most words with the whole passage (the same token F1, against the passage). */
export function overlapPick(text: string, options: string[]): number {
  return argmax(options.map((o) => wordF1(o, text)));
}

/** What the engine says that the question type asks about. */
export function engineAnswers(text: string, qtype: string, options: DetailOptions = {}): string[] {
  return answersOf(analyzeEmbeddedDetail(text, options).parsed, qtype);
}

function answersOf(parsed: ReturnType<typeof analyzeEmbeddedDetail>["parsed"], qtype: string): string[] {
  switch (qtype) {
    case "main_conclusion":
      return [parsed.conclusion.text];
    case "necessary_assumption":
    case "sufficient_assumption":
      return [
        parsed.necessaryAssumption,
        parsed.sufficientAssumption,
        ...parsed.unstatedAssumptions,
        ...parsed.premiseSets.implicit,
      ].filter((s) => s.trim().length > 0);
    case "flaw":
      return parsed.logicalFlaws;
    case "method_of_reasoning":
      return [parsed.methodOfReasoning];
    default:
      return [];
  }
}

/** The engine's pick: the option with the highest token F1 against any of its answers for the question type. */
export function enginePick(answers: string[], options: string[]): number {
  return argmax(options.map((o) => Math.max(0, ...answers.map((a) => wordF1(a, o)))));
}

export function evaluateLogiqa(records: LogiqaRecord[]): Record<string, LogiqaScore> {
  const out: Record<string, LogiqaScore> = {};
  for (const r of records) {
    const s = out[r.qtype] ?? { n: 0, correct: 0, floor: 0, necessaryOnly: 0 };
    out[r.qtype] = s;
    s.n++;
    const { parsed } = analyzeEmbeddedDetail(r.text);
    if (enginePick(answersOf(parsed, r.qtype), r.options) === r.label) s.correct++;
    const necessary = parsed.necessaryAssumption.trim();
    if (necessary && enginePick([necessary], r.options) === r.label) s.necessaryOnly++;
    if (overlapPick(r.text, r.options) === r.label) s.floor++;
  }
  return out;
}
