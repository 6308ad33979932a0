import type { InventionElement, InventionRelation, Term } from "./elements.js";
import type { Passage } from "./passages.js";
import { GENERIC_WEIGHT } from "./terms.js";

export type MatchStatus = "disclosed" | "partly" | "not found";

/** docs/patentability.md, "Match score". */
export const HEAD_FACTOR = 2;
/** A modifier counts only this many words or fewer from the head it qualifies ("optical … sensor"). */
export const WINDOW = 8;
export const DISCLOSED_AT = 0.75;
export const PARTLY_AT = 0.4;
/** A relation whose link words are missing from the passage keeps this share of its elements' score. */
export const MISSING_LINK_FACTOR = 0.5;

export type TermWeight = (stem: string) => number | undefined;

export const statusOf = (score: number): MatchStatus =>
  score >= DISCLOSED_AT ? "disclosed" : score >= PARTLY_AT ? "partly" : "not found";

export interface PassageMatch {
  score: number;
  /** Stems of the item's words found in the passage. */
  matched: Set<string>;
  /** Indexes of the passage's tokens that matched, for highlighting. */
  tokens: number[];
}

const NONE: PassageMatch = { score: 0, matched: new Set(), tokens: [] };

export function weightOf(term: Term, termWeight?: TermWeight): number {
  const base = termWeight?.(term.stem) ?? (term.generic ? GENERIC_WEIGHT : 1);
  return base * (term.head ? HEAD_FACTOR : 1);
}

function positions(passage: Passage, stem: string): number[] {
  const out: number[] = [];
  passage.tokens.forEach((t, i) => {
    if (t.stem === stem) out.push(i);
  });
  return out;
}

/** The occurrence closest to `anchor` within WINDOW words, if any. */
function nearest(list: number[], anchor: number): number | undefined {
  let best: number | undefined;
  for (const p of list) {
    const d = Math.abs(p - anchor);
    if (d <= WINDOW && (best === undefined || d < Math.abs(best - anchor))) best = p;
  }
  return best;
}

/**
 * How much of an element one passage holds: the weight of its words found there over the weight of all its words.
 * Where the head noun occurs, a modifier counts only within WINDOW words of that occurrence (the best occurrence
 * wins); with no head in the passage, its modifiers count wherever they are, which can reach at most "partly".
 */
export function matchElement(e: InventionElement, passage: Passage, termWeight?: TermWeight): PassageMatch {
  const weights = e.terms.map((t) => weightOf(t, termWeight));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return NONE;
  const at = e.terms.map((t) => positions(passage, t.stem));
  const headIndex = e.terms.findIndex((t) => t.head);
  const anchors = headIndex >= 0 && at[headIndex].length ? at[headIndex] : [null];
  let best = NONE;
  for (const anchor of anchors) {
    let sum = 0;
    const matched = new Set<string>();
    const tokens: number[] = [];
    e.terms.forEach((term, k) => {
      const near = anchor === null ? at[k][0] : nearest(at[k], anchor);
      if (near === undefined) return;
      sum += weights[k];
      matched.add(term.stem);
      tokens.push(near);
    });
    const score = sum / total;
    if (score > best.score) best = { score, matched, tokens };
  }
  return best;
}

/**
 * A relation in one passage: both elements there, and its link (a verb's stem, or the preposition) there too. The
 * score is the lower of the two elements' scores, halved when the link is missing. A link of composition ("having",
 * "comprising") is taken as present wherever both elements are: claims list parts that way.
 */
export function matchRelation(
  r: InventionRelation,
  a: PassageMatch,
  b: PassageMatch,
  passage: Passage,
): PassageMatch & { linkFound: boolean } {
  if (a.score === 0 || b.score === 0) return { ...NONE, linkFound: false };
  let linkTokens: number[] = [];
  if (r.preposition) {
    const first = r.preposition.split(" ")[0];
    const i = passage.tokens.findIndex((t) => t.normal === first);
    if (i >= 0) linkTokens = [i];
  } else if (r.linkTerms.length) {
    for (const term of r.linkTerms) {
      const i = passage.tokens.findIndex((t) => t.stem === term.stem);
      if (i >= 0) linkTokens.push(i);
    }
  }
  const linkFound = (!r.preposition && !r.linkTerms.length) || linkTokens.length > 0;
  const score = Math.min(a.score, b.score) * (linkFound ? 1 : MISSING_LINK_FACTOR);
  const matched = new Set([
    ...a.matched,
    ...b.matched,
    ...r.linkTerms.filter((t) => linkTokens.some((i) => passage.tokens[i].stem === t.stem)).map((t) => t.stem),
  ]);
  return { score, matched, tokens: [...a.tokens, ...b.tokens, ...linkTokens], linkFound };
}
