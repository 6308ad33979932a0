import { throughSentence } from "./sentences.js";

/**
 * One word in two senses across an inference (equivocation; Copi, Damer): "the council gave us a fine for the
 * bonfire, so the bonfire was fine" uses "fine" as a thing (a penalty) in the reason and as a verdict (all right) in
 * the claim.
 * Without sense information the engine can see this only for words whose noun and adjective are different words
 * in meaning, and only when the grammar shows both: the noun after a determiner ("a fine for"), the adjective after
 * a copula ("is fine"), an inference between them. A hand-written list, not mined from any evaluation text.
 * Input: lower-cased text with straight apostrophes.
 */
const WORDS = [
  "right",
  "fine",
  "fair",
  "kind",
  "mean",
  "sound",
  "novel",
  "patient",
  "present",
  "content",
  "light",
  "plain",
  "flat",
  "firm",
  "cross",
  "minor",
  "major",
  "stable",
  "square",
];
const TWO_SENSES = WORDS.join("|");

/** The word of two senses that both quoted phrases use, for the explanation ("right"), or null. */
export function wordInTwoSenses(said: string, claimed: string): string | null {
  const has = (s: string, w: string) => new RegExp(String.raw`\b${w}\b`, "i").test(s);
  return WORDS.find((w) => has(said, w) && has(claimed, w)) ?? null;
}

// The noun: after a determiner, followed by what a noun takes ("a right to", "the fine for", "a kind of").
const AS_NOUN = new RegExp(
  String.raw`\b(?:a|an|the|this|that|every|no|his|her|their|our|my|your|its|one)\s+(${TWO_SENSES})\s+(?:to|for|of|on|in|at|from|with|and|that|is|was|which)\b`,
  "g",
);
// The adjective: after a copula, with at most one adverb ("must be fine", "it is right for me to").
const AS_ADJECTIVE = new RegExp(
  String.raw`\b(?:is|are|was|were|be|been|it's|seems?|looks?|feels?)\s+(?:(?:very|perfectly|quite|so|really|entirely|completely|totally|\w+ly)\s+)?(${TWO_SENSES})\b(?!\s+(?:of|to the)\b)`,
  "g",
);
const INFERENCE = /\b(?:so|therefore|thus|hence|must|because|since|which means|it follows)\b/;

/** Where the clause holding position `at` starts: after its sentence's start, a comma or semicolon, and an "so". */
function clauseStart(t: string, at: number): number {
  const before = t.slice(0, at);
  const m = /(?:^|[.!?;,]\s+)(?:(?:and\s+)?(?:so|therefore|thus|hence)\b,?\s*)?(?=[^.!?;,]*$)/.exec(before);
  return m ? m.index + m[0].length : 0;
}

/** The noun use and the adjective use of one word across an inference, quoted, or null. */
export function twoSenses(t: string): string | null {
  const nouns = [...t.matchAll(AS_NOUN)];
  if (nouns.length === 0) return null;
  for (const adjective of t.matchAll(AS_ADJECTIVE)) {
    const at = adjective.index ?? 0;
    for (const noun of nouns) {
      const from = noun.index ?? 0;
      if (noun[1] !== adjective[1]) continue;
      const [first, last] = from < at ? [from, at] : [at, from];
      const between = t.slice(first, last);
      // One inference joins the two uses, and they are in different clauses.
      if (!INFERENCE.test(between) || !/[,;.!?]|\b(?:so|because|since)\b/.test(between)) continue;
      const nounClause = throughSentence(t, from)
        .split(/,\s*(?:so|therefore|thus)\b/)[0]
        .replace(/[.,;]+$/, "");
      const adjectiveClause = throughSentence(t, clauseStart(t, at)).replace(/[.,;!?]+$/, "");
      return from < at ? `${nounClause} … ${adjectiveClause}` : `${adjectiveClause} … ${nounClause}`;
    }
  }
  return null;
}
