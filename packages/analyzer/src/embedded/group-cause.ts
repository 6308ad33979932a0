import type { GapClause } from "./gap.js";
import { joinTokens, type Token } from "./nlp.js";
import { subjectOf } from "./phrases.js";

/**
 * "… than those who don't", "… than the ones without", "…, while the lower-rated ones mostly don't": two groups
 * set apart by one thing and compared on another.
 */
const GROUPS =
  /\b(?:than|while|whereas) (?:those|the ones|the others|the (?:[\w-]+ ){0,2}(?:ones|people|teams|shops|kids|members|pupils|students|staff|players|houses|schools|classes|families|users|drivers)) (?:who |that |which )?(?:\w+ )?(?:don't|do not|didn't|did not|aren't|weren't|without|never|haven't|have not)\b/i;

/** A claim that one thing does something to another: credits, causes, keeps, pushes, brings. */
const CREDITS =
  /\b(?:caus\w*|(?:is|are|was|were) (?:\w+ly )?(?:\w+ing|what(?:'s| is) \w+ing)|do(?:es|ing)? (?:\w+ ){0,3}(?:good|harm)|work(?:s|ed)?|keeps? (?:\w+ ){1,3}on track|brings?|bringing|push(?:es|ing)?|help(?:s|ed|ing)?|make[s]? (?:\w+ ){0,3}(?:better|worse|healthier|faster|stronger)|improves?|boosts?|reduces?|raises?|lowers?|cuts?)\b/i;

const QUANTITY = /^(?:nearly |almost |about |roughly )?(?:all|most|many|nearly all|almost all) (?:of )?/i;

/**
 * "People who use the standing desks reported much less back pain than those who don't. The desks are doing
 * people's backs some good.": a difference between two groups shows a cause only if nothing else sets them apart
 * (how they were before, what else they do) and the difference did not come first. Deny it and the comparison says
 * nothing about the cause.
 */
export function groupCause(conclusion: GapClause, premises: GapClause[], aside = ""): string {
  const compared = comparedClause(premises, aside);
  if (!compared) return "";
  const credited = [conclusion, ...premises].some(
    (c) => c !== compared && !GROUPS.test(c.text) && CREDITS.test(c.text),
  );
  const group = groupOf(compared.tokens);
  return credited && group
    ? `Nothing else about ${group} (how they were before, what else they do) accounts for the difference from the others.`
    : "";
}

const APART = /^(?:while|whereas)\b/i;

/**
 * The clause that names the first group. "…, while the lower-rated ones mostly don't" is a unit of its own (and may
 * be read as a concession, `aside`): the group is the clause before it.
 */
function comparedClause(premises: GapClause[], aside: string): GapClause | undefined {
  const k = premises.findIndex((p) => GROUPS.test(p.text));
  if (k < 0)
    return GROUPS.test(aside) && APART.test(aside.trim()) ? premises.find((p) => groupOf(p.tokens)) : undefined;
  return APART.test(premises[k].text.trim()) && k > 0 ? premises[k - 1] : premises[k];
}

const LEAD = /^(?:yet|but|and|so|still)$/i;

/** The group a clause is about: its subject, after an opener ("Looking at last year's numbers,") and a quantity. */
function groupOf(tokens: Token[]): string {
  const comma = tokens.findIndex((t) => t.value === ",");
  const opener = tokens[0]?.pos === "VERB" || LEAD.test(tokens[0]?.value ?? "");
  const clause = opener && comma > 0 && comma < tokens.length - 4 ? tokens.slice(comma + 1) : tokens;
  const start = LEAD.test(clause[0]?.value ?? "") ? 1 : 0;
  let subject = subjectOf(clause.slice(start)).filter((t) => t.pos !== "PUNCT");
  // "the teams that hold a daily stand-up hit …": the subject runs through its relative clause, to the main verb.
  if (/^(?:that|who|which)$/.test(subject.at(-1)?.normal ?? "")) {
    const from = clause.indexOf(subject.at(-1) as Token) + 1;
    // The relative clause's own verb, and an infinitive ("walk to school"), are not the main verb.
    const verb = clause.findIndex((t, i) => i > from && /^(?:VERB|AUX)$/.test(t.pos) && clause[i - 1]?.normal !== "to");
    subject = verb > 0 ? [...subject, ...clause.slice(from, verb)] : [];
  }
  const words = joinTokens(subject).replace(QUANTITY, "");
  const n = words.split(" ").length;
  if (n < 2 || n > 12 || subject[0]?.pos === "VERB") return "";
  return subject[0]?.proper ? words : words[0].toLowerCase() + words.slice(1);
}
