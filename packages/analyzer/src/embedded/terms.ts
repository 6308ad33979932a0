import type { Token } from "./nlp.js";

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);

// Words that carry little topic: light verbs, vague nouns, intensifiers.
const GENERIC = new Set([
  "be",
  "have",
  "do",
  "get",
  "make",
  "go",
  "say",
  "think",
  "believe",
  "feel",
  "know",
  "see",
  "seem",
  "want",
  "let",
  "thing",
  "lot",
  "way",
  "one",
  "kind",
  "sort",
  "fact",
  "case",
  "part",
  "time",
  "also",
  "very",
  "really",
  "just",
  "even",
  "well",
  "much",
  "many",
  "more",
  "most",
  "not",
  "only",
  "so",
  "too",
  "then",
  "there",
  "here",
  "now",
  "still",
  "always",
  "never",
  "often",
  "sometimes",
  "however",
  "therefore",
  "thus",
  "hence",
  "because",
  "since",
  "certainly",
  "definitely",
  "probably",
  "actually",
  "simply",
  "rather",
  "quite",
  "far",
  "able",
  "other",
  "such",
  "same",
  "own",
  "lot",
  "yes",
  "no",
  "also",
  "instead",
  "maybe",
  "perhaps",
  "like",
  "use",
  "give",
  "take",
]);

/** Lemmas that can carry an argument's topic, lower-cased and de-duplicated in order. */
export function contentTerms(tokens: Token[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tokens) {
    if (!CONTENT_POS.has(t.pos)) continue;
    const lemma = t.lemma.toLowerCase().replace(/[^a-z0-9-]/g, "");
    if (lemma.length < 3 || GENERIC.has(lemma) || seen.has(lemma)) continue;
    seen.add(lemma);
    out.push(lemma);
  }
  return out;
}

/** Share of a's terms that occur in b (0 when a has none). */
export function coverage(a: string[], b: Set<string>): number {
  if (a.length === 0) return 0;
  return a.filter((t) => b.has(t)).length / a.length;
}

/** Noun-like terms only: the things an argument talks about. */
export function nounTerms(tokens: Token[]): string[] {
  return contentTerms(tokens.filter((t) => t.pos === "NOUN" || t.pos === "PROPN"));
}
