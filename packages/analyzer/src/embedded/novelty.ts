import type { GapClause } from "./gap.js";
import { capitalise, subjectOf } from "./phrases.js";

/** "X is new", "X is novel and not obvious", "X is the first …": a claim that nothing before was X. */
const NOVEL =
  /^(.+?)\s+(?:is|are)\s+(?:(?:truly|genuinely|entirely|completely)\s+)?(?:new|novel|original|unprecedented|non-obvious|not obvious|the first)\b/i;

const DEFINITE = /^(?:the|my|our|this|its|their|his|her)\s+/i;

/**
 * A claim that something is new assumes that nothing earlier already was it: the test an examiner makes against
 * the prior art. An indefinite subject describes the thing ("a ladder whose pin enters the hinge"), so the
 * assumption names it whole; a definite one ("my rack") is described by the reason about it, which the assumption
 * denies of every earlier one ("No earlier rack tilts each plate by ten degrees").
 */
export function noveltyAssumption(conclusion: GapClause, premises: GapClause[]): string {
  // The caller passes the claim without its frame ("Therefore, …"): shapes.ts innerClaim.
  const m = NOVEL.exec(conclusion.text.trim());
  if (!m) return "";
  const subject = m[1].trim();
  if (/^(?:a|an)\s+/i.test(subject)) return `Nothing known before is ${subject[0].toLowerCase()}${subject.slice(1)}.`;
  const head = subjectOf(conclusion.tokens)
    .filter((t) => t.pos === "NOUN")
    .pop()
    ?.lemma.toLowerCase();
  if (!head || !DEFINITE.test(subject)) return "";
  for (const p of premises) {
    const own = subjectOf(p.tokens);
    const last = own[own.length - 1];
    if (!last || last.lemma.toLowerCase() !== head || !DEFINITE.test(`${own[0].value} `)) continue;
    const rest = p.text
      .trim()
      .slice(p.text.trim().indexOf(last.value) + last.value.length)
      .replace(/[,;.]+\s*$/, "")
      .trim();
    if (rest.split(/\s+/).length >= 2 && rest.split(/\s+/).length <= 16)
      return `${capitalise(`no earlier ${head}`)} ${rest}.`;
  }
  return "";
}
