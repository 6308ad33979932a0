import { findingAt } from "../../draft/access.js";
import type { Finding, Paragraph, SectionId } from "../../types.js";
import type { Check } from "../check.js";

/** A reference numeral as used: 'the lever 12', 'a first spring 14a'. */
export interface NumeralUse {
  numeral: string;
  /** The part's name without its article, lower case: 'first spring'. */
  name: string;
  /** Its last word, singular: 'spring'. */
  head: string;
  section: SectionId;
  paragraph: Paragraph;
  start: number;
  end: number;
}

// Words that cannot be part of a part's name: they end the name looking leftwards from the numeral.
const BREAK = new Set(
  (
    "a an the said each its their his her this that these those of to in on at by for from with into onto over " +
    "under between about than and or is are be was were has have approximately nearly around up only exceeds " +
    "fig figs figure figures claim claims step steps page pages line lines col column table example embodiment " +
    "equation formula item paragraph section chapter no number numbers version level levels"
  ).split(" "),
);
// A number followed by a unit is a quantity, not a numeral. 'in' and 'a' are left out: 'housing 10 in which' and
// 'lever 12 a' are numerals far more often than inches or amperes.
const UNIT =
  /^\s*(%|°|percent|degrees?|mm|cm|m|km|nm|µm|um|inch|inches|ft|feet|g|kg|mg|lb|lbs|s|sec|seconds?|ms|min|minutes?|h|hours?|days?|weeks?|months?|years?|hz|khz|mhz|ghz|v|volts?|amps?|w|watts?|kw|ohms?|°c|°f|c|f|l|ml|liters?|litres?|bits?|bytes?|kb|mb|gb|psi|pa|kpa|mpa|n|rpm|times|x)\b/i;

const SINGULAR = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

export function numeralUses(section: SectionId, p: Paragraph): NumeralUse[] {
  const out: NumeralUse[] = [];
  for (const m of p.text.matchAll(/\b(\d{1,4}[a-z]?)('*)(?![\d.,/:-]\d)/g)) {
    const at = m.index ?? 0;
    if (UNIT.test(p.text.slice(at + m[0].length))) continue;
    const from = Math.max(0, at - 60);
    const left = p.text.slice(from, at);
    // The numeral follows its name directly: 'lever 12', not 'lever, 12' or 'FIG. 12'.
    if (!/[A-Za-z]\s+$/.test(left)) continue;
    const words = [...left.matchAll(/[A-Za-z][A-Za-z-]*/g)];
    // The name: up to three lower-case words immediately left of the numeral, stopped by a function word.
    const name: RegExpMatchArray[] = [];
    for (let i = words.length - 1; i >= 0 && name.length < 3; i--) {
      const w = words[i][0];
      if (BREAK.has(w.toLowerCase()) || w !== w.toLowerCase()) break;
      if (i < words.length - 1 && !/^\s+$/.test(left.slice((words[i].index ?? 0) + w.length, words[i + 1].index)))
        break;
      name.unshift(words[i]);
    }
    if (name.length === 0) continue;
    const last = name[name.length - 1][0];
    out.push({
      numeral: m[1] + m[2],
      name: name.map((w) => w[0]).join(" "),
      head: SINGULAR(last),
      section,
      paragraph: p,
      start: from + (name[0].index ?? 0),
      end: at + m[0].length,
    });
  }
  return out;
}

const DESCRIPTIVE: ReadonlySet<SectionId> = new Set(["summary", "drawings", "detailedDescription", "abstract"]);

/**
 * 37 CFR 1.84(p)(4): the same part keeps the same reference numeral throughout, and one numeral never designates
 * two parts. Parts are compared by their head noun ('pivoting lever 12' and 'lever 12' are one part), so
 * 'lever 12 … spring 12' is two parts on one numeral, and 'housing 10 … housing 11' one part on two numerals.
 */
export const numerals: Check = {
  id: "formalities.numerals",
  ground: "formalities",
  abstractAndClaims: false,
  run(d) {
    const uses = d.sections
      .filter((s) => DESCRIPTIVE.has(s.id))
      .flatMap((s) => s.paragraphs.flatMap((p) => numeralUses(s.id, p)));
    const out: Finding[] = [];
    const byNumeral = new Map<string, NumeralUse[]>();
    for (const u of uses) byNumeral.set(u.numeral, [...(byNumeral.get(u.numeral) ?? []), u]);
    for (const [numeral, list] of byNumeral) {
      const first = list[0];
      const other = list.find((u) => u.head !== first.head);
      if (!other) continue;
      out.push(
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "should",
            why: `Numeral ${numeral} names '${first.name}' and also '${other.name}'; one numeral must designate one part (37 CFR 1.84(p)(4)).`,
            fix: `Give '${other.name}' its own numeral, or call the part by one name throughout.`,
          },
          other.section,
          other.paragraph,
          other.start,
          other.end,
        ),
      );
    }
    // The same full name on two numerals: only when the name is the whole of it ('housing 10', 'housing 11'), as
    // 'first spring 14' and 'second spring 16' are rightly two parts.
    const byName = new Map<string, NumeralUse[]>();
    for (const u of uses) byName.set(u.name, [...(byName.get(u.name) ?? []), u]);
    for (const [name, list] of byName) {
      const first = list[0];
      const other = list.find((u) => u.numeral !== first.numeral);
      if (!other || /^(first|second|third|fourth|another|other|further|additional)\b/.test(name)) continue;
      if (byNumeral.get(other.numeral)?.some((u) => u.name !== name && u.head === other.head)) continue;
      out.push(
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: "should",
            why: `'${name}' is numbered ${first.numeral} and also ${other.numeral}; a part keeps one numeral throughout (37 CFR 1.84(p)(4)).`,
            fix: `Use ${first.numeral} everywhere for '${name}', or name the two parts differently (e.g. 'first' and 'second').`,
          },
          other.section,
          other.paragraph,
          other.start,
          other.end,
        ),
      );
    }
    return out;
  },
};
