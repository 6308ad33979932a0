import { findingOnDraft, paragraphsOf, STEP_OF, textOf } from "../../draft/access.js";
import { wordCount } from "../../text.js";
import type { Check } from "../check.js";
import { numeralUses } from "../formalities/numerals.js";

/** Below this many words per numbered part, a part is named rather than described. */
export const WORDS_PER_ELEMENT = 40;
export const MIN_WORDS = 150;

/**
 * 35 U.S.C. 112(a) enablement, MPEP 2164: a skilled reader must be able to make and use each part. A detailed
 * description shorter than 150 words, or with fewer than 40 words per reference numeral it introduces, is too thin.
 */
export const descriptionLength: Check = {
  id: "112a.description-length",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    const text = textOf(d, "detailedDescription");
    if (!text.trim()) return [];
    const words = wordCount(text);
    const elements = new Set(
      paragraphsOf(d, "detailedDescription").flatMap((p) =>
        numeralUses("detailedDescription", p).map((u) => u.numeral),
      ),
    ).size;
    const needed = Math.max(MIN_WORDS, elements * WORDS_PER_ELEMENT);
    if (words >= needed) return [];
    return [
      findingOnDraft(
        {
          check: this.id,
          ground: this.ground,
          severity: "should",
          why:
            elements > 0
              ? `The detailed description has ${words} words for ${elements} numbered parts; a part given fewer than ${WORDS_PER_ELEMENT} words is named rather than described.`
              : `The detailed description has ${words} words, too few to teach a skilled reader how to make and use the invention.`,
          fix: "For each part, say what it is, what it is made of, how it connects to the others and how it works; then walk through operation.",
        },
        STEP_OF.detailedDescription,
      ),
    ];
  },
};
