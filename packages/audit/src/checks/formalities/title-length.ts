import { findingAt, paragraphsOf } from "../../draft/access.js";
import { wordCount } from "../../text.js";
import type { Check } from "../check.js";

export const TITLE_MAX_CHARS = 500;
export const TITLE_TIP_WORDS = 15;

/** 37 CFR 1.72(a): a title of at most 500 characters; MPEP 606 asks for a short, specific one. */
export const titleLength: Check = {
  id: "formalities.title-length",
  ground: "formalities",
  abstractAndClaims: true,
  run(d) {
    const p = paragraphsOf(d, "title")[0];
    if (!p) return [];
    const title = p.text;
    if (title.length > TITLE_MAX_CHARS) {
      return [
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "must",
            why: `The title has ${title.length} characters; 37 CFR 1.72(a) allows at most ${TITLE_MAX_CHARS}.`,
            fix: "Shorten the title to name the invention technically, without claims language.",
          },
          "title",
          p,
          TITLE_MAX_CHARS,
          title.length,
        ),
      ];
    }
    const words = wordCount(title);
    if (words >= TITLE_TIP_WORDS) {
      return [
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "consider",
            why: `The title has ${words} words; the USPTO recommends a brief, specific title, preferably under ${TITLE_TIP_WORDS} words (MPEP 606).`,
            fix: "Keep the words that name what the invention is, drop adjectives and purposes.",
          },
          "title",
          p,
          0,
          title.length,
        ),
      ];
    }
    return [];
  },
};
