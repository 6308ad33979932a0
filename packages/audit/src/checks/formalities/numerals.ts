import { findingAt } from "../../draft/access.js";
import type { Finding, Paragraph, SectionId } from "../../types.js";
import type { Check } from "../check.js";

/** A reference numeral as used: 'the lever 12', 'a first spring 14a'. */
export interface NumeralUse {
  numeral: string;
  /** The part's name without its article, lower case: 'first spring'. */
  name: string;
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
    "fig figs figure figures claim claims step steps page pages line lines col column table embodiment " +
    "equation formula item paragraph section chapter no number numbers version level levels above below least " +
    "more less but exceed designated indicated shown labeled labelled denoted referenced numbered marked " +
    "identified generally example examples compound compounds sample samples run runs through until also as " +
    "reference numeral numerals range ranges"
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
      if (BREAK.has(w.toLowerCase()) || w !== w.toLowerCase() || w.length < 2 || /ly$/.test(w)) break;
      if (i < words.length - 1 && !/^\s+$/.test(left.slice((words[i].index ?? 0) + w.length, words[i + 1].index)))
        break;
      name.unshift(words[i]);
    }
    if (name.length === 0) continue;
    const last = name[name.length - 1][0];
    // A name ends in a noun: not an ordinal ('the second 34'), nor a verb's participle ('produced 80').
    if (/^(first|second|third|fourth|one|other|another)$/.test(last) || (/ed$/.test(last) && last.length > 5)) continue;
    out.push({
      numeral: m[1] + m[2],
      name: name.map((w) => w[0]).join(" "),
      section,
      paragraph: p,
      start: from + (name[0].index ?? 0),
      end: at + m[0].length,
    });
  }
  return out;
}

const DESCRIPTIVE: ReadonlySet<SectionId> = new Set(["summary", "drawings", "detailedDescription", "abstract"]);

const words = (name: string) => new Set(name.split(" ").map(SINGULAR));
/**
 * Two names can be one part's: they share a word ('nozzle' and 'nozzle assembly', 'magnetic holder' and 'magnetic
 * holding device') or differ only by a space ('cross bar', 'crossbar'). Only names with nothing in common are two parts.
 */
export function sameThing(a: string, b: string): boolean {
  if (a.replace(/[\s-]/g, "") === b.replace(/[\s-]/g, "")) return true;
  const left = words(a);
  return [...words(b)].some((w) => left.has(w));
}

/** 22a and 22b, 40 and 140: instances or embodiments of one part, numbered by the usual conventions. */
const related = (x: string, y: string) => {
  const base = (n: string) => n.replace(/[a-z']+$/, "");
  return base(x) === base(y) || (Number(base(x)) % 100 === Number(base(y)) % 100 && base(x) !== "" && base(y) !== "");
};

/** Listed with others ('delay circuits 41 and 42'): introduced in the list, not a stray number. */
const listed = (u: NumeralUse) =>
  new RegExp(`\\d[a-z']*\\s*(,|and|or)\\s*${u.numeral}\\b|\\b${u.numeral}\\s*(,|and|or)\\s*\\d`).test(u.paragraph.text);

/** The numeral a name is most often used with, and how often. */
function dominant(list: NumeralUse[], key: (u: NumeralUse) => string): Map<string, { value: string; count: number }> {
  const counts = new Map<string, Map<string, number>>();
  for (const u of list) {
    const k = key(u);
    const inner = counts.get(k) ?? new Map<string, number>();
    const v = k === u.name ? u.numeral : u.name;
    inner.set(v, (inner.get(v) ?? 0) + 1);
    counts.set(k, inner);
  }
  const out = new Map<string, { value: string; count: number }>();
  for (const [k, inner] of counts) {
    const [value, count] = [...inner.entries()].sort((x, y) => y[1] - x[1])[0];
    out.set(k, { value, count });
  }
  return out;
}

/**
 * 37 CFR 1.84(p)(4): the same part keeps the same reference numeral throughout, and one numeral never designates
 * two parts. Drafts call one part by several names ('void 145', 'space 145'), which the rule allows, and number
 * several like parts apart ('piston 14', 'piston 16'; 22a, 22b; 40 and 140 in another embodiment). What it forbids
 * shows as two events, each reported once:
 * - a part that has its own numeral appears under another part's numeral ('the catch 14', where the catch is 18
 *   and 14 is the return spring);
 * - a part used under its numeral at least twice is referred back to once ('the', 'said') under a numeral used
 *   nowhere else ('the housing 11' after 'housing 10' twice), unless the numbers are lettered or hundred-series
 *   variants or listed together.
 */
export const numerals: Check = {
  id: "formalities.numerals",
  ground: "formalities",
  abstractAndClaims: false,
  run(d) {
    const uses = d.sections
      .filter((s) => DESCRIPTIVE.has(s.id))
      .flatMap((s) => s.paragraphs.flatMap((p) => numeralUses(s.id, p)));
    const nameOf = dominant(uses, (u) => u.numeral);
    const numeralOf = dominant(uses, (u) => u.name);
    const perNumeral = new Map<string, number>();
    for (const u of uses) perNumeral.set(u.numeral, (perNumeral.get(u.numeral) ?? 0) + 1);
    const out: Finding[] = [];
    const reported = new Set<string>();
    const report = (u: NumeralUse, why: string, fix: string) => {
      if (reported.has(`${u.name} ${u.numeral}`)) return;
      reported.add(`${u.name} ${u.numeral}`);
      out.push(
        findingAt(
          { check: this.id, ground: this.ground, severity: "should", why, fix },
          u.section,
          u.paragraph,
          u.start,
          u.end,
        ),
      );
    };
    for (const u of uses) {
      const owner = nameOf.get(u.numeral);
      const own = numeralOf.get(u.name);
      if (
        owner &&
        own &&
        !sameThing(owner.value, u.name) &&
        own.value !== u.numeral &&
        !related(own.value, u.numeral)
      ) {
        report(
          u,
          `Numeral ${u.numeral} is the ${owner.value}'s, but here it names the ${u.name}, numbered ${own.value} elsewhere; one numeral must designate one part (37 CFR 1.84(p)(4)).`,
          `Write '${u.name} ${own.value}', or give this part its own numeral.`,
        );
      } else if (
        own &&
        own.count >= 2 &&
        own.value !== u.numeral &&
        perNumeral.get(u.numeral) === 1 &&
        // 'the housing 11' refers back to a housing 11 that was never introduced; 'a piston 16' introduces one.
        /\b(the|said)\s+$/i.test(u.paragraph.text.slice(Math.max(0, u.start - 8), u.start)) &&
        !related(own.value, u.numeral) &&
        !listed(u)
      ) {
        report(
          u,
          `The ${u.name} is numbered ${own.value} everywhere else but ${u.numeral} here; a part keeps one numeral throughout (37 CFR 1.84(p)(4)).`,
          `Use ${own.value}, or if this is another ${u.name}, introduce it ('a second ${u.name} ${u.numeral}').`,
        );
      }
    }
    return out;
  },
};
