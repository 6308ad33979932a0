import type { Token } from "./nlp.js";

/** Lower-cased text of a token run with each token's offset, for matching multi-word cue phrases. */
export interface TextIndex {
  lower: string;
  offsets: number[];
  words: string[];
}

export function indexTokens(tokens: Token[]): TextIndex {
  let lower = "";
  const offsets: number[] = [];
  const words: string[] = [];
  tokens.forEach((t, i) => {
    if (i > 0) lower += t.space.length > 0 ? " " : "";
    offsets.push(lower.length);
    const word = t.value.toLowerCase().replace(/[’‘]/g, "'");
    words.push(word);
    lower += word;
  });
  return { lower, offsets, words };
}

const WORD_CHAR = /[a-z0-9]/;

/** Whether a cue phrase starts exactly at token i and ends at a word boundary. */
export function phraseAt(index: TextIndex, i: number, phrase: string): boolean {
  const at = index.offsets[i];
  if (at === undefined || !index.lower.startsWith(phrase, at)) return false;
  const next = index.lower[at + phrase.length];
  return next === undefined || !WORD_CHAR.test(next) || !WORD_CHAR.test(phrase[phrase.length - 1]);
}

// Cue lists are fixed, so each is grouped once by its first word; a token then checks only its own group.
const byFirstWord = new WeakMap<string[], Map<string, string[]>>();

function groups(phrases: string[]): Map<string, string[]> {
  let map = byFirstWord.get(phrases);
  if (!map) {
    map = new Map();
    for (const p of phrases) {
      const first = /^[^\s,']+/.exec(p)?.[0] ?? p;
      map.set(first, [...(map.get(first) ?? []), p]);
    }
    byFirstWord.set(phrases, map);
  }
  return map;
}

/** The longest of the phrases that starts at token i, if any. */
export function phraseFrom(index: TextIndex, i: number, phrases: string[]): string | null {
  const word = index.words[i];
  if (word === undefined) return null;
  const candidates = groups(phrases).get(/^[^\s,']+/.exec(word)?.[0] ?? word);
  if (!candidates) return null;
  let best: string | null = null;
  for (const p of candidates) if (phraseAt(index, i, p) && (best === null || p.length > best.length)) best = p;
  return best;
}

/** Number of tokens a matched phrase spans, counted from token i. */
export function tokensIn(index: TextIndex, i: number, phrase: string): number {
  const end = index.offsets[i] + phrase.length;
  let n = 0;
  while (i + n < index.offsets.length && index.offsets[i + n] < end) n++;
  return Math.max(1, n);
}
