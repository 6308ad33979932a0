import type { GapClause } from "./gap.js";
import { meansOf } from "./means.js";
import { asClause, capitalise, nounPhrases } from "./phrases.js";

/** What a concession names when it is a price to pay: money, a budget, time or effort given up. */
const COST =
  /\b(?:costs?|costly|expensive|price|budget|afford|pounds|dollars|euros|money|spend|spending|fees?|taxes?|years? to build|loses?)\b/i;

/** "even though", "although", "despite the fact that": the marker that opens the concession, not part of it. */
const CONCEDING =
  /^(?:even though|even if|although|though|while|despite the fact that|granted(?: that)?|admittedly),?\s+/i;

/** The concession speaks of the act or its agent: "it will cost …", "its budget is tight", "the bill will be …". */
const OWN_PRICE = /^(?:it|they|this|these|that|those|doing so|its|their|our|the (?:cost|price|bill|fees?))\b/i;

/**
 * "build one" after "A new sports hall would …": the act's "one" or "them" is the premise's thing, named so the
 * assumption reads on its own.
 */
function namedAct(act: string, premises: GapClause[]): string {
  const pronoun = / (one|them|it)$/.exec(act);
  if (!pronoun) return act;
  const plural = pronoun[1] === "them";
  for (const p of premises) {
    const phrase = nounPhrases(p.tokens).find((np) => {
      const first = np.tokens[0]?.normal ?? "";
      const last = np.tokens[np.tokens.length - 1];
      // "one" stands for a thing named with "a"; "them" for a plural thing.
      return plural ? /s$/.test(last?.normal ?? "") && np.tokens.length > 1 : /^(?:a|an)$/.test(first);
    });
    if (phrase) {
      const text = phrase.tokens.map((t) => t.value).join(" ");
      return `${act.slice(0, pronoun.index)} ${text[0].toLowerCase()}${text.slice(1)}`;
    }
  }
  return act;
}

/**
 * A recommendation that concedes its price ("the school should build one, even though it will cost two million
 * pounds") rests on the gain being worth that price: deny it and the writer's own concession defeats the claim.
 * The act and the price are both the text's words; "" when the claim recommends no act or the concession names
 * no cost.
 */
export function worthItsCost(conclusion: GapClause, concession: string, premises: GapClause[]): string {
  const price = asClause(concession).replace(CONCEDING, "");
  // The price of this act ("it will cost …", "its budget is tight"), not an advantage of another option ("small
  // cars are less expensive than …"), which is a comparison the claim weighs, not a cost it concedes.
  if (!OWN_PRICE.test(price) || !COST.test(price) || /\bthan\b/i.test(price)) return "";
  const means = meansOf(conclusion);
  if (!means || means.refrain) return "";
  return `${capitalise(namedAct(means.act, premises))} is worth it even though ${price}.`;
}
