import { findingAt, paragraphsOf } from "../../draft/access.js";
import { sentencesOf } from "../../text.js";
import type { Finding, Paragraph, SpecSection } from "../../types.js";
import type { Check } from "../check.js";
import { numeralUses } from "../formalities/numerals.js";

const UNITS =
  "%|°C|°F|°|mm|cm|m|km|nm|µm|um|inch(?:es)?|in\\.|ft|g|kg|mg|lbs?|ms|s|seconds?|minutes?|hours?|Hz|kHz|MHz|GHz|V|volts?|mA|A|W|kW|ohms?|ml|mL|L|liters?|litres?|psi|Pa|kPa|MPa|N|rpm|degrees?|percent";
/** A number and its unit; not a figure's view ('FIG. 2A'). */
const QUANTITY = new RegExp(`(?<!FIGS?\\.?\\s*)\\b\\d+(?:\\.\\d+)?\\s?(${UNITS})(?![A-Za-z])`, "g");
const RANGE =
  /\b(between|from|range|ranging|at least|at most|up to|or more|or less|less than|greater than|more than|no more than|no less than|about|approximately|around|preferably|for example|e\.g\.|such as|min(imum)?|max(imum)?)\b|±|\d\s?(-|–|to)\s?\d/i;
const MATERIAL =
  /\b(?:made of|made from|formed of|formed from|composed of|constructed of|molded from|moulded from)\s+(?:a |an |the )?([a-z][a-z-]+)/gi;
const MATERIAL_ALTERNATIVE = /\b(or|such as|for example|e\.g\.|any|other|suitable|including)\b/i;
const unitOf = (q: string) => q.replace(/^[\d.\s]+/, "").toLowerCase();

/**
 * 35 U.S.C. 112(a), MPEP 2163.05 III: a description that gives one value supports claims to that value only. A unit
 * in which the description states a value of the invention (in the summary, or for a numbered part) but never a range (nowhere 'between 2 and 8 mm', 'at least 5 mm') is
 * reported once, at its first value; one range in that unit shows the values are examples. Likewise a material
 * named with no alternative anywhere ('made of polyethylene', never 'or another polyolefin').
 */
export const quantities: Check = {
  id: "112a.quantities",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    const sentences = (["summary", "detailedDescription"] as SpecSection[]).flatMap((section) =>
      paragraphsOf(d, section).flatMap((p) => sentencesOf(p.text).map((s) => ({ section, p, s }))),
    );
    const ranged = new Set<string>();
    const single = new Map<string, { section: SpecSection; p: Paragraph; start: number; text: string }>();
    for (const { section, p, s } of sentences) {
      // A value counts when it describes the invention: in the summary, or for a drawn part (a sentence with a
      // reference numeral). Conditions of a worked example ('stirred for 30 minutes', 'NMR at 400 MHz') do not.
      const describesPart = section === "summary" || numeralUses(section, { number: 0, text: s.text }).length > 0;
      for (const m of s.text.matchAll(QUANTITY)) {
        const unit = unitOf(m[0]);
        if (RANGE.test(s.text)) ranged.add(unit);
        else if (describesPart && !single.has(unit))
          single.set(unit, { section, p, start: s.start + (m.index ?? 0), text: m[0] });
      }
    }
    const out: Finding[] = [];
    for (const [unit, q] of single) {
      if (ranged.has(unit)) continue;
      out.push(
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "consider",
            why: `'${q.text}' is a single value, and the description gives no range in ${unit} anywhere; it supports claims to that exact value only.`,
            fix: "Give the range that works (and a preferred narrower one), e.g. 'between 2 and 8 mm, preferably 5 mm'.",
          },
          q.section,
          q.p,
          q.start,
          q.start + q.text.length,
        ),
      );
    }
    const materials = new Map<
      string,
      { section: SpecSection; p: Paragraph; start: number; text: string; alone: boolean }
    >();
    for (const { section, p, s } of sentences) {
      for (const m of s.text.matchAll(MATERIAL)) {
        const key = m[1].toLowerCase();
        const alone = !MATERIAL_ALTERNATIVE.test(s.text);
        const seen = materials.get(key);
        if (!seen) materials.set(key, { section, p, start: s.start + (m.index ?? 0), text: m[0], alone });
        else if (!alone) seen.alone = false;
      }
    }
    for (const m of materials.values()) {
      if (!m.alone) continue;
      out.push(
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "consider",
            why: `'${m.text}' names one material with no alternative; it supports claims to that material only.`,
            fix: "Name the other materials that would work, or the property that matters ('a rigid polymer such as …').",
          },
          m.section,
          m.p,
          m.start,
          m.start + m.text.length,
        ),
      );
    }
    return out;
  },
};
