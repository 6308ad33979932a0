import { QUANTIFIERS } from "./claim-cues.js";

const BY_LENGTH = [...new Set(QUANTIFIERS)].sort((a, b) => b.length - a.length);
const PATTERN = new RegExp(`\\b(?:${BY_LENGTH.map((q) => q.replace(/ /g, "\\s+")).join("|")})\\b`, "gi");
// "no" and "more" are quantifiers only before a noun-ish word; "no," as an answer is not.
const NOT_QUANTIFIER = /^(?:no|more|less|any|much|only)$/;

/** Quantifiers that speak of every case (or none): the claim admits no exception. */
export const UNIVERSAL_QUANTIFIERS: ReadonlySet<string> = new Set([
  "all",
  "every",
  "everyone",
  "everybody",
  "always",
  "never",
  "nobody",
  "no one",
  "none",
  "nothing",
]);

/** Quantifier words in the order they first appear, lower-cased. */
export function findQuantifiers(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(PATTERN)) {
    const q = m[0].toLowerCase().replace(/\s+/g, " ");
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 2);
    if (NOT_QUANTIFIER.test(q) && !/^\s[a-z]/i.test(after)) continue;
    if (q === "no" && /^\s*(?:matter|longer|doubt)\b/i.test(text.slice((m.index ?? 0) + 2, (m.index ?? 0) + 12)))
      continue;
    seen.add(q);
  }
  return [...seen];
}
