import { findingOnDraft, STEP_OF, textOf } from "../../draft/access.js";
import type { Check } from "../check.js";

/** Wording by which a description shows more than one way of making the invention. */
export const ALTERNATIVES =
  /\b(alternatively|alternative|in (another|other|some|certain|further|one or more) (embodiments?|examples?|implementations?|variations?)|other embodiments?|variations?|modifications?|instead of|instead|such as|for example|e\.g\.|may (also|instead|be replaced)|can (also|instead)|or (other|any)|any suitable|not limited to)\b/i;

/**
 * 35 U.S.C. 112(a), MPEP 2163 II.A.3(a)(ii): claims broader than the one example described risk a written-description
 * rejection, and a provisional with one embodiment supports only claims that narrow. Fires when the detailed
 * description never offers an alternative.
 */
export const singleEmbodiment: Check = {
  id: "112a.single-embodiment",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    const text = textOf(d, "detailedDescription");
    if (!text.trim() || ALTERNATIVES.test(text)) return [];
    return [
      findingOnDraft(
        {
          check: this.id,
          ground: this.ground,
          severity: "should",
          why: "The detailed description shows one way of making the invention and no alternative, so it supports only claims as narrow as that one example.",
          fix: "Add the variations you can foresee: other materials, shapes, arrangements or steps that work too ('alternatively, …', 'in another embodiment, …').",
        },
        STEP_OF.detailedDescription,
      ),
    ];
  },
};
