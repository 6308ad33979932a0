import { findingAt, paragraphsOf } from "../../draft/access.js";
import { sentencesOf } from "../../text.js";
import type { Finding, SpecSection } from "../../types.js";
import type { Check } from "../check.js";

const QUANTITY =
  /\b\d+(?:\.\d+)?\s?(?:%|°C|°F|°|mm|cm|m|km|nm|µm|um|inch(?:es)?|in\.|ft|g|kg|mg|lbs?|ms|s|seconds?|minutes?|hours?|Hz|kHz|MHz|GHz|V|volts?|mA|A|W|kW|ohms?|ml|mL|L|liters?|litres?|psi|Pa|kPa|MPa|N|rpm|degrees?|percent)(?![A-Za-z])/;
const RANGE =
  /\b(between|from|range|ranging|at least|at most|up to|or more|or less|less than|greater than|more than|no more than|no less than|about|approximately|around|preferably|for example|e\.g\.|such as|min(imum)?|max(imum)?)\b|±|\d\s?(-|–|to)\s?\d/i;
const MATERIAL =
  /\b(made of|made from|formed of|formed from|composed of|constructed of|molded from|moulded from)\s+([a-z-]+)/i;
const MATERIAL_ALTERNATIVE = /\b(or|such as|for example|e\.g\.|any|other|suitable|including)\b/i;

/**
 * 35 U.S.C. 112(a), MPEP 2163.05 III: a single value or a single material supports claims to that value or
 * material only. Each sentence giving one number with a unit and no range, or one material with no alternative,
 * is reported once.
 */
export const quantities: Check = {
  id: "112a.quantities",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    const out: Finding[] = [];
    for (const section of ["summary", "detailedDescription"] as SpecSection[]) {
      for (const p of paragraphsOf(d, section)) {
        for (const s of sentencesOf(p.text)) {
          const q = QUANTITY.exec(s.text);
          const material = MATERIAL.exec(s.text);
          const single =
            q && !RANGE.test(s.text) ? q : material && !MATERIAL_ALTERNATIVE.test(s.text) ? material : null;
          if (!single) continue;
          const start = s.start + (single.index ?? 0);
          out.push(
            findingAt(
              {
                check: this.id,
                ground: this.ground,
                severity: "consider",
                why:
                  single === q
                    ? `'${single[0]}' is a single value with no range; it supports claims to that exact value only.`
                    : `'${single[0]}' names one material with no alternative; it supports claims to that material only.`,
                fix:
                  single === q
                    ? "Give the range that works (and a preferred narrower one), e.g. 'between 2 and 8 mm, preferably 5 mm'."
                    : "Name the other materials that would work, or the property that matters ('a rigid polymer such as …').",
              },
              section,
              p,
              start,
              start + single[0].length,
            ),
          );
        }
      }
    }
    return out;
  },
};
