import { contentWords, stem } from "../../text.js";

/**
 * Words that tie a claim's parts together rather than name what must be described: a description shows parts
 * 'located' and 'connected' without always using those words.
 */
export const CONNECTIVE: ReadonlySet<string> = new Set(
  (
    "located positioned disposed arranged formed connected coupled attached mounted secured conducted thereafter " +
    "therebetween operation operable apart way least respectively contact relative respect extending extends " +
    "defined defining selected group consisting"
  ).split(" "),
);

export interface Limitation {
  text: string;
  start: number;
  end: number;
  /** Its content words, stemmed. */
  terms: string[];
}

const TRANSITION =
  /\b(comprising|comprises|including|consisting of|consisting essentially of|having|characterized in that)\s*:?/i;

/**
 * The limitations of a claim: the body after the transition word, cut at semicolons, colons, 'wherein' and
 * ', and', keeping pieces with at least two content words. The preamble is left out: it names the invention.
 */
/** A dependent claim's preamble ('The latch of claim 1,') refers to its parent: its body starts after it. */
const PARENT_PREAMBLE = /^[^.;:]*?\bclaims?\s+\d+\s*,?\s*(further comprising:?|comprising:?)?/i;

/** A claim without its reference to a parent claim: what it adds. */
export const withoutParentPreamble = (claim: string): string => claim.replace(PARENT_PREAMBLE, "");

export function limitationsOf(claim: string): Limitation[] {
  const parent = PARENT_PREAMBLE.exec(claim);
  const t = parent ? null : TRANSITION.exec(claim);
  const bodyStart = parent ? parent[0].length : t ? (t.index ?? 0) + t[0].length : 0;
  const out: Limitation[] = [];
  const cut = /;|:|,?\s*\bwherein\b|,?\s*\bwhereby\b|,\s*and\b/gi;
  let from = bodyStart;
  const pieces: [number, number][] = [];
  for (const m of claim.slice(bodyStart).matchAll(cut)) {
    const at = bodyStart + (m.index ?? 0);
    pieces.push([from, at]);
    from = at + m[0].length;
  }
  pieces.push([from, claim.length]);
  for (const [a, b] of pieces) {
    const raw = claim.slice(a, b);
    const text = raw
      .trim()
      .replace(/^and\s+/i, "")
      .replace(/[.,]$/, "");
    const lead = raw.length - raw.trimStart().length + (raw.trim().match(/^and\s+/i)?.[0].length ?? 0);
    const terms = [
      ...new Set(
        contentWords(text)
          .filter((w) => !CONNECTIVE.has(w.lower))
          .map((w) => stem(w.text)),
      ),
    ];
    if (terms.length >= 2) out.push({ text, start: a + lead, end: a + lead + text.length, terms });
  }
  return out;
}
