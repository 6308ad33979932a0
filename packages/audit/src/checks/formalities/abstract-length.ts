import { findingAt, paragraphsOf } from "../../draft/access.js";
import { wordsOf } from "../../text.js";
import type { Check } from "../check.js";

export const ABSTRACT_MAX_WORDS = 150;

/** 37 CFR 1.72(b): the abstract is at most 150 words. The excess is highlighted from its 151st word. */
export const abstractLength: Check = {
  id: "formalities.abstract-length",
  ground: "formalities",
  abstractAndClaims: true,
  run(d) {
    const paragraphs = paragraphsOf(d, "abstract");
    const counted = paragraphs.flatMap((p) =>
      p.text
        .split(/\s+/)
        .filter(Boolean)
        .map(() => p),
    );
    if (counted.length <= ABSTRACT_MAX_WORDS) return [];
    const p = counted[ABSTRACT_MAX_WORDS];
    const before = counted.slice(0, ABSTRACT_MAX_WORDS).filter((q) => q === p).length;
    const start = wordsAtToken(p.text, before);
    return [
      findingAt(
        {
          check: this.id,
          ground: this.ground,
          severity: "must",
          why: `The abstract has ${counted.length} words; 37 CFR 1.72(b) allows at most ${ABSTRACT_MAX_WORDS}.`,
          fix: "Cut the abstract to what the invention is and its main parts; leave advantages and details to the description.",
        },
        "abstract",
        p,
        start,
        p.text.length,
      ),
    ];
  },
};

/** The offset of the n-th whitespace-separated token (0-based) of a text. */
function wordsAtToken(text: string, n: number): number {
  const tokens = [...text.matchAll(/\S+/g)];
  return tokens[n]?.index ?? (wordsOf(text)[0]?.start || 0);
}
