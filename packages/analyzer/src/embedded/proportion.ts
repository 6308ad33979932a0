import type { GapClause } from "./gap.js";
import { asClause, capitalise } from "./phrases.js";
import { innerClaim } from "./shapes.js";

/**
 * Proportion and amount (Damer's "fallacy of the misleading statistic"; the textbook "numbers versus rates"): a
 * premise that counts ("300 complaints", "twice as many umbrellas", "more cyclists were injured") and a claim about
 * a rate, a share or a risk ("a larger share", "more dangerous", "worse service") rest on the count not being just
 * a bigger total; a premise about an average and a claim about most of a group rest on the average not being moved
 * by a few. Deny either and the figures say nothing about the claim. Both sides are the text's own words.
 */

/**
 * A count of things: a number, "twice as many", "more" before a plural noun (a percentage is a rate already);
 * "spends more on roads" counts no things.
 */
const COUNT =
  /\b(?:\d[\d,]*(?![\d,]*\s*(?:%|per\s?cent))|twice as many|(?:two|three|four|five|ten) times as many|half as many|more|fewer)\s+(?:(?!(?:on|in|at|of|for|to|than|with|by|the|a|an)\s)[a-z]+\s+)?[a-z]+s\b/i;
/** A premise that already gives a rate or a share has no amount to confuse with one. */
const GIVES_RATE = /%|\b(?:per\s?cent|percentage|proportion|share|rate|ratio|per|out of|average|mean|on average)\b/i;
/** A claim about a rate, a share, a risk, how fast or how common, or a quality of service: what a count cannot show. */
const RATE =
  /\b(?:share|proportion|percentage|rate|likel(?:y|ier|iest)|dangerous|safer|safest|riskier|risky|worse|better|poorer|faster|slower|(?:more|less) (?:common|widespread|prevalent)|commoner)\b/i;
/** A premise about an average, and a claim about most of a group or a typical member. */
const AVERAGE = /\b(?:average|mean)\b/i;
const MOST = /\b(?:most|majority|typical|everyone|every|all)\b/i;

/** Longer than this, a clause quoted in the statement is the text again. */
const MAX_WORDS = 16;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

export function proportionAssumption(conclusion: GapClause, premises: GapClause[]): string {
  const claim = asClause(innerClaim(conclusion).text);
  if (!claim || words(claim) > MAX_WORDS || /\d/.test(claim)) return "";
  const average = premises.find((p) => AVERAGE.test(p.text) && words(p.text) <= MAX_WORDS);
  if (average && MOST.test(claim) && !AVERAGE.test(claim))
    return `${capitalise(asClause(average.text))} because ${claim}, not because of a few large changes.`;
  const count = premises.find((p) => COUNT.test(p.text) && !GIVES_RATE.test(p.text) && words(p.text) <= MAX_WORDS);
  if (!count || !RATE.test(claim) || GIVES_RATE.test(claim.replace(/\b(?:share|proportion|percentage|rate)\b/gi, "")))
    return "";
  return `The count in the reasons (${asClause(count.text)}) reflects that ${claim}, not just a bigger total to count from.`;
}
