import { CONCLUSION_MARKERS } from "./cues.js";
import { type ArgumentGap, embed, type GapClause, lemmas } from "./gap.js";
import { asInnerCondition } from "./implied-rule.js";
import { joinTokens } from "./nlp.js";
import { subjectOf } from "./phrases.js";

/** The sufficient assumption: the rule that, added to the reasons, makes the conclusion follow. */

/** "So you should adopt one": a unit the text itself marks as drawn from something, not offered as a reason. */
const DRAWN = new RegExp(`^\\W*(?:${CONCLUSION_MARKERS.filter((m) => m !== "clearly").join("|")})\\b`, "i");

/**
 * The reasons the sufficient rule joins: a conclusion-marked unit beside the main claim is a further claim drawn
 * from it ("Cats are clean, so they are great pets. So you should adopt one."), and as a condition of the main claim
 * it would fold the argument back on itself.
 */
export function reasonsOnly<T extends { text: string }>(premises: T[]): T[] {
  const reasons = premises.filter((p) => !DRAWN.test(p.text));
  return reasons.length > 0 ? reasons : premises;
}

/** At most this many premises go into the bridging rule; past it the rule would be the whole text again. */
const RULE_PREMISES = 5;

/**
 * The sufficient assumption: the argument's associated conditional, "if the premises, then the conclusion", which
 * added to the premises makes the conclusion follow. All the reasons go in, in the text's order: a reason that
 * shares no word with the conclusion often carries the step to it (a chain "A; A→B; so B" links through A).
 * A long text keeps the premises that share a term with the conclusion first.
 */
export function bridgingRule(conclusion: GapClause, gap: ArgumentGap, premises: GapClause[] = []): string {
  if (!gap.premise) return "";
  const c = new Set(lemmas(conclusion.tokens));
  const linked = (p: GapClause) => lemmas(p.tokens).some((t) => c.has(t));
  const chosen = new Set(
    premises.length > RULE_PREMISES
      ? [...premises.filter(linked), ...premises.filter((p) => !linked(p))].slice(0, RULE_PREMISES)
      : premises,
  );
  const used = premises.filter((p) => chosen.has(p));
  const clauses = (used.length > 0 ? used : [gap.premise])
    .map((p) => asInnerCondition(embed(p)))
    .filter((s) => s.length > 0);
  // "Cats are great pets because they are clean": the reason's pronoun takes up the claim's subject, and a rule
  // that names it only after the pronoun ("if they are clean, then cats …") reads backwards, so the two swap.
  const claim = embed(conclusion);
  const subject = subjectOf(conclusion.tokens).filter((t) => t.pos !== "PUNCT");
  const head = subject[subject.length - 1];
  // A capitalised first word keeps its "-s" in the lemmatiser, so the number is read from the word itself.
  const plural = head !== undefined && /(?<!s)s$|^(?:people|children|men|women)$/.test(head.normal);
  const pronoun = head?.pos === "NOUN" && subject.length <= 4 ? (plural ? "they" : "it") : "";
  const named = joinTokens(subject).toLowerCase();
  // Not the "it" of "it is true that …", "it is hard to …", which stands for no thing.
  const said = clauses[0] ?? "";
  const referring = said.startsWith(`${pronoun} `) && !/^it (?:is|was) \w+ (?:that|to)\b/.test(said);
  if (pronoun && referring && claim.toLowerCase().startsWith(`${named} `)) {
    clauses[0] = `${named}${clauses[0].slice(pronoun.length)}`;
    return `If ${clauses.join(", and ")}, then ${pronoun}${claim.slice(named.length)}.`;
  }
  return `If ${clauses.join(", and ")}, then ${claim}.`;
}
