import { findingAt } from "../../draft/access.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";
import { clarityTexts } from "./places.js";

const SUBJECTIVE =
  /\b(aesthetically pleasing|pleasing|attractive|beautiful|elegant|stylish|sleek|user[- ]friendly|easy to (use|operate|install|clean|read|understand)|comfortable|comfortably|convenient|conveniently|intuitive|intuitively|unobtrusive|unobtrusively|optimal|optimally|optimum|ideal|ideally|excellent|nice|pleasant|desirable)\b/gi;

/**
 * MPEP 2173.05(b)(IV): a term that depends on someone's opinion ('aesthetically pleasing', 'unobtrusive') is
 * indefinite unless the specification gives an objective standard for it.
 */
export const subjectiveTerms: Check = {
  id: "112b.subjective-terms",
  ground: "112b",
  abstractAndClaims: true,
  run(d) {
    const out: Finding[] = [];
    for (const { section, paragraph, claim } of clarityTexts(d)) {
      for (const m of paragraph.text.matchAll(SUBJECTIVE)) {
        const start = m.index ?? 0;
        out.push(
          findingAt(
            {
              check: this.id,
              ground: this.ground,
              severity: claim ? "should" : "consider",
              why: `'${m[0]}' depends on the reader's opinion; a claim resting on it is indefinite without an objective standard (MPEP 2173.05(b)(IV)).`,
              fix: "Say what makes it so in measurable terms (a force, a time, a dimension), and use that in the claim.",
            },
            section,
            paragraph,
            start,
            start + m[0].length,
          ),
        );
      }
    }
    return out;
  },
};
