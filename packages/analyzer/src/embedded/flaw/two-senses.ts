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
  return [...WORDS, "nothing"].find((w) => has(said, w) && has(claimed, w)) ?? null;
}

/**
 * "Nothing" as a quantifier and as a thing: "nothing is better than a holiday" says no thing beats it; "a sandwich
 * is better than nothing" compares the sandwich with having none. Chaining the two ("so a sandwich is better than a
 * holiday") treats "nothing" as one thing in both. The same comparison must appear in both, with an inference.
 */
const NOTHING_ABOVE = /\bnothing (?:is|was|beats) ((?:better|worse|more \w+|less \w+|\w+er)) than\b[^.;!?]*/;

function nothingAsAThing(t: string): string | null {
  const above = NOTHING_ABOVE.exec(t);
  if (!above) return null;
  const below = new RegExp(String.raw`[^.;!?,]*\b(?:is|are|was|were) ${above[1]} than nothing\b`).exec(t);
  if (!below || !INFERENCE.test(t)) return null;
  return `${above[0].trim()} … ${below[0].trim()}`;
}

// The noun: after a determiner, followed by what a noun takes ("a right to", "the fine for", "a kind of").
const AS_NOUN = new RegExp(
  String.raw`\b(?:a|an|the|this|that|every|no|his|her|their|our|my|your|its|one)\s+(${TWO_SENSES})\s+(?:to|for|of|on|in|at|from|with|and|that|is|was|which)\b` +
    // Or what someone is, ending its clause: "my brother is a minor," (an adjective after "a" would need a noun).
    String.raw`|\b(?:is|was|are|were) (?:a|an) (${TWO_SENSES})(?=[,.;])`,
  "g",
);
// The adjective: after a copula, with at most one adverb ("must be fine", "it is right for me to").
const AS_ADJECTIVE = new RegExp(
  String.raw`\b(?:is|are|was|were|be|been|it's|seems?|looks?|feels?)\s+(?:(?:very|perfectly|quite|so|really|entirely|completely|totally|\w+ly)\s+)?(${TWO_SENSES})\b(?!\s+(?:of|to the)\b)` +
    // Or opening a general rule before a plural noun: "…, and minor problems can be ignored".
    String.raw`|(?:^|[.;]\s+|,\s+and\s+)(${TWO_SENSES})\s+[a-z]+s\s+(?:can|should|must|may|are)\b`,
  "g",
);
const INFERENCE = /\b(?:so|therefore|thus|hence|must|because|since|which means|it follows)\b/;

/** Where the clause holding position `at` starts: after its sentence's start, a comma or semicolon, and an "so". */
function clauseStart(t: string, at: number): number {
  const before = t.slice(0, at);
  const m = /(?:^|[.!?;,]\s+)(?:(?:and\s+)?(?:so|therefore|thus|hence)\b,?\s*)?(?=[^.!?;,]*$)/.exec(before);
  return m ? m.index + m[0].length : 0;
}

/**
 * A word someone else used, given the arguer's own meaning and reasoned on: "the report calls our department
 * 'critical'. Critical means in serious danger, so …", "the bank advertises 'free banking'. Free means without
 * restrictions, so …", "scientists call it a theory. A theory is just a hunch, so …". The reported use and the
 * definition are the two senses; an inference must follow from the definition.
 */
const DEFINED =
  /(?:^|[.!?;:]\s+|,\s*(?:and|but)\s+)(?:(?:a|an|the)\s+)?([a-z]{3,})\s+(?:just |simply |only |literally )?(?:means|meant|is (?:just|simply|only|nothing but) (?:a|an)|is \1\b)/g;
const ANYTHING = /\b(?:anything|everything|whatever is) ([a-z]{3,}) (?:has|is|means|can|must)\b/g;
const REPORTED =
  /\b(?:says?|said|call(?:s|ed)?|advertis(?:es|ed)|list(?:s|ed)|label(?:s|led|ed)|promised|found|told|describ(?:es|ed)|report(?:s|ed)?|rang to say|sign|leaflet|letter|listing)\b|['"‘“]/;

function redefined(t: string): string | null {
  const sentences = t.split(/(?<=[.!?])\s+/);
  for (const re of [DEFINED, ANYTHING])
    for (const m of t.matchAll(re)) {
      const word = m[1];
      const at = m.index ?? 0;
      if (/^(?:this|that|which|what|it|he|she|they|there|one)$/.test(word)) continue;
      // The word in an earlier sentence that reports or quotes someone's use of it.
      const earlier = sentences.find(
        (s) =>
          t.indexOf(s) < at &&
          !s.includes(m[0].trim()) &&
          new RegExp(String.raw`\b${word}\b`).test(s) &&
          REPORTED.test(s),
      );
      // Something is drawn after the reported use: the definition serves an inference.
      if (earlier && /\b(?:so|therefore|thus|which means)\b/.test(t.slice(t.indexOf(earlier) + earlier.length))) {
        const definition = throughSentence(t, at + (m[0].match(/^[^a-z]*/)?.[0].length ?? 0));
        return `${earlier.trim()} … ${definition.trim()}`;
      }
    }
  return null;
}

// A word in its technical sense ("statistically significant"), then drawn on without the qualifier ("so the plan
// makes a significant difference").
const QUALIFIED =
  /\b(?:statistically|technically|legally|officially|clinically|nominally|scientifically) ([a-z]{4,})\b/g;

function qualifierDropped(t: string): string | null {
  for (const m of t.matchAll(QUALIFIED)) {
    const after = t.slice((m.index ?? 0) + m[0].length);
    const drawn = new RegExp(
      String.raw`\b(?:so|therefore|thus|which means)\b[^.!?]*?(?<!\b(?:statistically|technically|legally|officially|clinically|nominally|scientifically) )\b${m[1]}\b`,
    ).exec(after);
    if (!drawn) continue;
    // Quoted from the start of the qualifier's sentence.
    const at = m.index ?? 0;
    const start = Math.max(t.lastIndexOf(". ", at), t.lastIndexOf("? ", at), t.lastIndexOf("! ", at));
    return `${throughSentence(t, start < 0 ? 0 : start + 2).trim()} … ${throughSentence(after, drawn.index).trim()}`;
  }
  return null;
}

/** The noun use and the adjective use of one word across an inference, quoted, or null. */
export function twoSenses(t: string): string | null {
  const nothing = nothingAsAThing(t) ?? redefined(t) ?? qualifierDropped(t);
  if (nothing) return nothing;
  const nouns = [...t.matchAll(AS_NOUN)];
  if (nouns.length === 0) return null;
  for (const adjective of t.matchAll(AS_ADJECTIVE)) {
    const word = adjective[1] ?? adjective[2];
    // Where the word itself stands: a rule's adjective is matched from the ", and" before it.
    const at = (adjective.index ?? 0) + (adjective[2] ? adjective[0].lastIndexOf(word) : 0);
    for (const noun of nouns) {
      if ((noun[1] ?? noun[2]) !== word) continue;
      // "X is a minor," is quoted from its clause's start; "a fine for …" from its determiner.
      const from = noun[2] ? clauseStart(t, noun.index ?? 0) : (noun.index ?? 0);
      const [first, last] = from < at ? [(noun.index ?? 0) + noun[0].lastIndexOf(word), at] : [at, from];
      const between = t.slice(first, last);
      // One inference joins the two uses, and they are in different clauses; or both are premises of a rule and a
      // case, and the next sentence draws the conclusion ("X is a minor, and minor problems can be ignored. So …").
      // The drawn conclusion is about the one the noun names ("my brother").
      const drawn = /^[^.!?]*[.!?]\s+((?:so|therefore|thus|hence)\b[^.!?]*)/.exec(t.slice(last))?.[1] ?? "";
      const named = t.slice(from, (noun.index ?? 0) + 1).match(/[a-z]{4,}/g) ?? [];
      const drawnNext = named.some((w) => new RegExp(String.raw`\b${w}\b`).test(drawn));
      if (!(INFERENCE.test(between) || drawnNext) || !/[,;.!?]|\b(?:so|because|since)\b/.test(between)) continue;
      const nounClause = throughSentence(t, from)
        .split(/,\s*(?:so|therefore|thus|and)\b/)[0]
        .replace(/[.,;]+$/, "");
      const adjectiveClause = throughSentence(t, clauseStart(t, at))
        .replace(/^and\s+/, "")
        .replace(/[.,;!?]+$/, "");
      return from < at ? `${nounClause} … ${adjectiveClause}` : `${adjectiveClause} … ${nounClause}`;
    }
  }
  return null;
}
