import type { Token } from "./nlp.js";
import { asClause } from "./phrases.js";
import type { Unit } from "./segment.js";

/**
 * Nouns that name an act, with the verb that performs it: "They decided to X. Their decision is foolish." A claim
 * whose subject names an earlier act is a verdict on that act, and read alone it does not say which act.
 */
const ACT_VERB: Record<string, string> = {
  decision: "decide",
  plan: "plan",
  proposal: "propose",
  suggestion: "suggest",
  recommendation: "recommend",
  choice: "choose",
  claim: "claim",
  argument: "argue",
  conclusion: "conclude",
  prediction: "predict",
  promise: "promise",
  refusal: "refuse",
  attempt: "attempt",
};

const POINTING = /^(?:this|that|their|his|her|its|our|your|the|such|these|those)$/;

/**
 * The claim with the act it refers back to spelt out in brackets after the noun that names it:
 * "Their decision (the club has decided to sell its stadium …) is a mistake." Only when an earlier unit performs that
 * very act (its verb is the noun's verb), so an ordinary "the plan" with no earlier planning is left alone.
 */
export function withActSpelledOut(claim: Unit, earlier: Unit[], text: string): string {
  const words = claim.tokens.filter((t) => t.pos !== "PUNCT");
  const start = words.findIndex((t) => !/^(?:and|but|so|yet|however)$/.test(t.normal));
  const [det, noun] = [words[start], words[start + 1]] as [Token | undefined, Token | undefined];
  if (!det || !noun || !POINTING.test(det.normal)) return text;
  const verb = ACT_VERB[noun.normal];
  if (!verb) return text;
  const act = [...earlier].reverse().find((u) => u.tokens.some((t) => t.lemma === verb && t.pos === "VERB"));
  if (!act) return text;
  const at = text.toLowerCase().indexOf(`${det.normal} ${noun.normal}`);
  if (at < 0) return text;
  const end = at + det.normal.length + 1 + noun.normal.length;
  return `${text.slice(0, end)} (${asClause(act.text)})${text.slice(end)}`;
}
