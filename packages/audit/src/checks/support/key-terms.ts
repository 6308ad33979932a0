import { findingAt, paragraphsOf, textOf } from "../../draft/access.js";
import { GENERIC, STOPWORDS, stem, wordsOf } from "../../text.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";

/** Noun phrases of a text as they are introduced: up to three words after 'a', 'an', 'the' or 'each'. */
export function nounPhrases(text: string): { words: string[]; start: number; end: number }[] {
  const words = wordsOf(text);
  const out: { words: string[]; start: number; end: number }[] = [];
  words.forEach((w, i) => {
    if (!/^(a|an|the|each|said)$/.test(w.lower)) return;
    const phrase = [];
    for (let j = i + 1; j < words.length && phrase.length < 3; j++) {
      const next = words[j];
      if (STOPWORDS.has(next.lower) || /[,.;:()\d]/.test(text.slice(words[j - 1].end, next.start))) break;
      if (phrase.length > 0 && /ed$/.test(next.lower)) break;
      phrase.push(next);
    }
    if (phrase.length > 0)
      out.push({ words: phrase.map((p) => p.text), start: phrase[0].start, end: phrase[phrase.length - 1].end });
  });
  return out;
}

/**
 * 35 U.S.C. 112(a), MPEP 2163: what the summary presents as the invention must be described in the detailed
 * description. A noun phrase of the summary (of two words or more, or a word the summary uses twice) none of whose
 * words the detailed description (and the drawings' description) uses is reported once, at its first use: sharing
 * no word at all, it cannot be described there.
 * Patent boilerplate ('the invention') is ignored.
 */
export const keyTerms: Check = {
  id: "112a.key-terms",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    if (!textOf(d, "detailedDescription").trim()) return [];
    const description = `${textOf(d, "detailedDescription")}\n${textOf(d, "drawings")}`;
    const known = new Set(wordsOf(description).map((w) => stem(w.lower)));
    const reported = new Set<string>();
    const out: Finding[] = [];
    const summary = paragraphsOf(d, "summary");
    const uses = new Map<string, number>();
    for (const p of summary)
      for (const w of wordsOf(p.text)) uses.set(stem(w.lower), (uses.get(stem(w.lower)) ?? 0) + 1);
    for (const p of summary) {
      for (const phrase of nounPhrases(p.text)) {
        const head = phrase.words[phrase.words.length - 1];
        const key = stem(head);
        if (head.length <= 2 || GENERIC.has(head.toLowerCase()) || reported.has(key)) continue;
        if (phrase.words.some((w) => known.has(stem(w))) || /ly$/.test(head)) continue;
        // A key element has a name of two words or more, or comes back in the summary; a lone word said once
        // ('teachings', 'interior') is prose, not an element.
        if (phrase.words.length < 2 && (uses.get(key) ?? 0) < 2) continue;
        reported.add(key);
        const term = phrase.words.join(" ");
        out.push(
          findingAt(
            {
              check: this.id,
              ground: this.ground,
              severity: "should",
              why: `The summary names '${term}' but the detailed description never uses any of its words; what is only summarised is not described (35 U.S.C. 112(a)).`,
              fix: `Describe the ${head} in the detailed description: what it is, how it is made or works, with its reference numeral.`,
            },
            "summary",
            p,
            phrase.start,
            phrase.end,
          ),
        );
      }
    }
    return out;
  },
};
