import type { Token } from "./nlp.js";

/** Lower-cased text of a token run with each token's offset, for matching multi-word cue phrases. */
export interface TextIndex {
  lower: string;
  offsets: number[];
}

export function indexTokens(tokens: Token[]): TextIndex {
  let lower = "";
  const offsets: number[] = [];
  tokens.forEach((t, i) => {
    if (i > 0) lower += t.space.length > 0 ? " " : "";
    offsets.push(lower.length);
    lower += t.value.toLowerCase().replace(/[’‘]/g, "'");
  });
  return { lower, offsets };
}

const WORD_CHAR = /[a-z0-9]/;

/** Whether a cue phrase starts exactly at token i and ends at a word boundary. */
export function phraseAt(index: TextIndex, i: number, phrase: string): boolean {
  const at = index.offsets[i];
  if (at === undefined || !index.lower.startsWith(phrase, at)) return false;
  const next = index.lower[at + phrase.length];
  return next === undefined || !WORD_CHAR.test(next) || !WORD_CHAR.test(phrase[phrase.length - 1]);
}

/** The longest of the phrases that starts at token i, if any. */
export function phraseFrom(index: TextIndex, i: number, phrases: string[]): string | null {
  let best: string | null = null;
  for (const p of phrases) if (phraseAt(index, i, p) && (best === null || p.length > best.length)) best = p;
  return best;
}

/** Number of tokens a matched phrase spans, counted from token i. */
export function tokensIn(index: TextIndex, i: number, phrase: string): number {
  const end = index.offsets[i] + phrase.length;
  let n = 0;
  while (i + n < index.offsets.length && index.offsets[i + n] < end) n++;
  return Math.max(1, n);
}
