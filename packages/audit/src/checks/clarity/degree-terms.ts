import { findingAt, textOf } from "../../draft/access.js";
import { sentencesOf } from "../../text.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";
import { clarityTexts } from "./places.js";

// 'about' is left out: in claims it is mostly a preposition ('pivots about an axis'), and before a number it is
// already measured.
const DEGREE =
  /\b(substantially|approximately|relatively|significantly|essentially|slightly|considerably|sufficiently|roughly|nearly|generally|virtually|comparatively|appreciably|reasonably|fairly|somewhat|largely)\s+(?:the\s+|a\s+|an\s+)?([a-z-]+)/gi;
/** A standard for measuring: a number, a tolerance, a comparison with something named. */
const STANDARD =
  /\d|±|\bwithin\b|\bpercent\b|\btolerance\b|\b(than|relative to|compared (to|with)|as measured|measured (by|as|in)|defined as|means that|refers to)\b/i;

/**
 * MPEP 2173.05(b): a term of degree is definite only when the specification gives a standard for measuring it.
 * Quiet when the sentence itself has one, or when the detailed description uses the same phrase beside one.
 */
export const degreeTerms: Check = {
  id: "112b.degree-terms",
  ground: "112b",
  abstractAndClaims: true,
  run(d) {
    const description = sentencesOf(textOf(d, "detailedDescription"));
    const definedInDescription = (phrase: string) =>
      description.some((s) => s.text.toLowerCase().includes(phrase) && STANDARD.test(s.text));
    const out: Finding[] = [];
    for (const { section, paragraph, claim } of clarityTexts(d)) {
      for (const s of sentencesOf(paragraph.text)) {
        for (const m of s.text.matchAll(DEGREE)) {
          const phrase = m[0].toLowerCase();
          if (STANDARD.test(s.text) || definedInDescription(phrase)) continue;
          const start = s.start + (m.index ?? 0);
          out.push(
            findingAt(
              {
                check: this.id,
                ground: this.ground,
                severity: claim ? "should" : "consider",
                why: `'${m[0]}' is a term of degree with no standard for measuring it nearby; an examiner may find a claim using it indefinite (MPEP 2173.05(b)).`,
                fix: `Say in the detailed description what '${phrase}' means in measurable terms (a tolerance, a range or a test), or state the value instead.`,
              },
              section,
              paragraph,
              start,
              start + m[0].length,
            ),
          );
        }
      }
    }
    return out;
  },
};
