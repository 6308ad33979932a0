import { type Invention, isNum, UNITS } from "./elements.js";
import { spanText, type Token } from "./nlp.js";

/** What the user's own text says beyond naming parts: the inputs of utility, written description and enablement. */
export interface DescriptionFacts {
  /** What it is for or what results it gives: "for cooling the chip", "to cool the engine", "reduces noise". */
  purposes: string[];
  /** What its parts do: "draws water", "lowers the parcel", "powered by a dynamo". */
  actions: string[];
  /** Numbers with their unit or object: "2 mm", "70 °C", "12 diodes". */
  quantities: string[];
  /** Named materials: "aluminium", "gallium nitride", "copper". */
  materials: string[];
  /** Words that order steps: "first", "then", "after", "step". */
  steps: string[];
  /** Ids of the elements that take part in at least one relation. */
  linked: Set<string>;
}

/** Verbs that place or join parts (how they connect, read by written description), not what the invention does. */
const STRUCTURAL_VERBS = new Set(
  "be have comprise include contain consist couple connect attach mount fix fasten secure join link dispose locate position arrange place form make say use provide configure adapt design base situate set define locate extend surround embed integrate"
    .split(" ")
    .filter(Boolean),
);
/** Verbs that state a result by themselves: "reduces noise", "prevents leaks". */
const RESULT_VERBS = new Set(
  "reduce increase improve prevent enable allow avoid save protect ensure eliminate minimize minimise maximize maximise lower extend simplify lessen speed enhance facilitate permit decrease"
    .split(" ")
    .filter(Boolean),
);
const PURPOSE_OPENERS = [
  ["so", "that"],
  ["in", "order", "to"],
  ["so", "as", "to"],
  ["such", "that"],
  ["thereby"],
  ["whereby"],
];
const STEP_WORDS = new Set(
  "first firstly then next after afterwards subsequently finally lastly before step steps stage stages followed".split(
    " ",
  ),
);
/** Common engineering materials; "made of / formed from X" names a material whatever X is. */
const MATERIALS = new Set(
  "steel aluminium aluminum copper brass bronze iron titanium nickel zinc tin lead gold silver platinum chromium magnesium lithium silicon germanium gallium graphite graphene carbon glass ceramic porcelain quartz sapphire plastic polymer resin epoxy nylon polyethylene polypropylene polycarbonate polyester polyurethane pvc ptfe teflon acrylic silicone rubber latex foam wood bamboo cork paper cardboard cotton wool silk leather fabric textile concrete cement stone sand clay gel wax oil water alcohol ethanol acid salt sugar nitride oxide carbide hydroxide sulfate chloride alloy fibre fiber kevlar"
    .split(" ")
    .filter(Boolean),
);
const MATERIAL_OPENERS = new Set(["made", "formed", "composed", "manufactured", "fabricated", "constructed", "cast"]);

/** A phrase from token i: up to the end of the next noun, at most `max` tokens, as written. */
function phraseFrom(text: string, s: Token[], i: number, max = 6): string {
  let end = i;
  for (let k = i + 1; k < s.length && k < i + max; k++) {
    if (s[k].pos === "PUNCT" || s[k].pos === "CCONJ" || isNum(s[k])) break;
    end = k;
    if ((s[k].pos === "NOUN" || s[k].pos === "PROPN") && !(s[k + 1]?.pos === "NOUN" || s[k + 1]?.pos === "PROPN"))
      break;
  }
  return spanText(text, s.slice(i, end + 1));
}

const matchesAt = (s: Token[], i: number, words: string[]) => words.every((w, k) => s[i + k]?.normal === w);

/** An attributive participle ("a rotating shaft") modifies a noun; it says nothing about what the part does. */
const attributive = (s: Token[], i: number) =>
  /(ing|ed)$/.test(s[i].normal) &&
  (s[i + 1]?.pos === "NOUN" || s[i + 1]?.pos === "ADJ") &&
  (i === 0 || ["DET", "ADJ"].includes(s[i - 1].pos));

export function describe(inv: Invention): DescriptionFacts {
  const { text } = inv;
  const facts: DescriptionFacts = {
    purposes: [],
    actions: [],
    quantities: [],
    materials: [],
    steps: [],
    linked: new Set(inv.relations.flatMap((r) => [r.from, r.to])),
  };
  const add = (list: string[], phrase: string) => {
    // A phrase that ends the sentence may end in its full stop ("12 V."): shown without it.
    const value = phrase.replace(/(\p{L})\.$/u, "$1");
    if (value && !list.includes(value)) list.push(value);
  };
  for (const s of inv.sentences) {
    for (let i = 0; i < s.length; i++) {
      const t = s[i];
      const next = s[i + 1];
      // Purpose: "for cooling …", "to cool …", "so that …", "in order to …", or a result verb.
      if (t.normal === "for" && next?.pos === "VERB" && next.normal.endsWith("ing"))
        add(facts.purposes, phraseFrom(text, s, i));
      else if (t.normal === "to" && t.pos === "PART" && next?.pos === "VERB")
        add(facts.purposes, phraseFrom(text, s, i));
      else if (PURPOSE_OPENERS.some((w) => matchesAt(s, i, w)) && s[i - 1]?.normal !== "so")
        add(facts.purposes, phraseFrom(text, s, i, 8));
      else if (t.pos === "VERB" && RESULT_VERBS.has(t.lemma)) add(facts.purposes, phraseFrom(text, s, i));
      // Action: a verb of what a part does ("draws water", "for cooling the chip"), other than joining or placing
      // parts (read by written description) or a bare result ("reduces noise", a purpose).
      if (t.pos === "VERB" && !STRUCTURAL_VERBS.has(t.lemma) && !RESULT_VERBS.has(t.lemma) && !attributive(s, i))
        add(facts.actions, phraseFrom(text, s, i));
      // Quantities: a number with its unit or with what it counts.
      if (isNum(t) && /\d/.test(t.value)) {
        let end = i;
        if (next && (next.value === "°" || next.value === "%")) end = i + 1;
        if (s[end + 1] && (UNITS.has(s[end + 1].normal.replace(/\.$/, "")) || s[end + 1].pos === "NOUN")) end += 1;
        add(facts.quantities, spanText(text, s.slice(i, end + 1)));
      }
      if (STEP_WORDS.has(t.normal) && t.pos !== "DET") add(facts.steps, t.value.toLowerCase());
      if ((t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ") && MATERIALS.has(t.normal))
        add(facts.materials, t.value);
      if (MATERIAL_OPENERS.has(t.normal) && ["of", "from"].includes(next?.normal ?? "") && s[i + 2])
        add(facts.materials, phraseFrom(text, s, i + 2).replace(/^(an?|the)\s+/i, ""));
    }
  }
  // "gallium nitride" (made of …) already names "gallium" and "nitride".
  facts.materials = facts.materials.filter(
    (m) => !facts.materials.some((o) => o !== m && ` ${o.toLowerCase()} `.includes(` ${m.toLowerCase()} `)),
  );
  // "first … then …": one ordering word alone (e.g. "first sensor") does not make steps.
  if (facts.steps.length < 2 && !facts.steps.some((w) => w.startsWith("step"))) facts.steps = [];
  return facts;
}
