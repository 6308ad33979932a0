import { IF_THEN } from "./implied-rule.js";
import { asClause, capitalise } from "./phrases.js";

/**
 * A rule "if A, then B" and what it still needs to yield the claim (conditionalLink): the converse when the claim
 * runs back from the outcome, the condition when it is never stated, "B only if A" when the condition is denied.
 */
export const clause = (s: string) => asClause(s.trim());

/**
 * "If A, B", or the rule someone is reported to have given: "When the plumber came he told us that if the
 * pressure drops, the radiators go cold."
 */
function ruleOf(premise: string): RegExpExecArray | null {
  const told =
    /^.*?\b(?:told (?:us|me|him|her|them)|says|said|explained|warned(?: us| me)?|reckons)(?: that)?\s+(?=if\b)/i;
  return IF_THEN.exec(clause(premise)) ?? IF_THEN.exec(clause(premise.replace(told, "")));
}

/** Word stems of a clause ("rained" and "rains" share "rain"), for telling which part of a rule a clause repeats. */
export function stems(s: string): Set<string> {
  return new Set(
    (s.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      .filter((w) => !/^(?:the|and|not|was|were|has|have|had|does|did|will|been|get|gets|got|goes|went)$/.test(w))
      .map((w) => w.slice(0, 4)),
  );
}

function repeats(a: string, b: string): boolean {
  const [x, y] = [stems(a), stems(b)];
  return x.size > 0 && [...x].every((w) => y.has(w));
}

/**
 * "If it rains, the match is cancelled. The match was cancelled. So it rained.": the step from the outcome back to
 * the condition needs the outcome to happen only under that condition.
 */
function converse(premises: string[], claim: string): string {
  for (const p of premises) {
    const m = ruleOf(p);
    if (!m) continue;
    const [condition, outcome] = [m[1], m[2]];
    // "The car will not start" restates "it will not start": a pronoun leaves either side with fewer words.
    const restated = (q: string) => repeats(clause(q), outcome) || repeats(outcome, clause(q));
    // "The boiler pressure must have dropped again": the inference names the condition, with its modal.
    const named = claim.replace(/\bmust (?:have |be )?/i, "").replace(/\s+again\b/i, "");
    if (premises.some((q) => q !== p && restated(q)) && repeats(named, condition)) {
      // "It will not start only if the car is out of fuel" names the car after its pronoun: the two swap.
      const thing = THING.exec(condition);
      const pronoun = /^(?:it|they)\s/i.exec(outcome);
      if (thing && pronoun)
        return `${capitalise(thing[1])} ${outcome.slice(pronoun[0].length)} only if ${pronoun[0]}${condition.slice(thing[1].length + 1)}.`;
      return `${capitalise(outcome)} only if ${condition}.`;
    }
  }
  return "";
}

/** "the car is …", "our old van has …": a thing named with its determiner, before its verb. */
const THING =
  /^((?:the|this|that|our|my|your|his|her|their)\s+(?:\w+\s+){0,2}?\w+)\s+(?:is|are|was|were|has|have|had)\b/i;

/**
 * "If the train is late, I will miss the meeting. So I will miss the meeting.": a rule and its outcome, with the
 * condition never stated. The condition is the missing premise: denying it leaves the outcome unsupported, and
 * adding it makes the conclusion follow (modus ponens).
 */
function missingCondition(premises: string[], claim: string): string {
  const rules = premises.flatMap((p) => {
    const m = ruleOf(p);
    return m ? [{ condition: m[1], outcome: m[2] }] : [];
  });
  // A fact is a premise that is no rule: "if the river floods, the road closes" does not state that the road closes.
  const facts = premises.filter((p) => !IF_THEN.test(clause(p)));
  const same = (a: string, b: string) => repeats(a, b) && repeats(b, a);
  let rule = rules.find((r) => same(claim, r.outcome));
  // "If A, B. If B, C. So C.": the chain goes back, rule by rule, to the first condition; that one is never stated.
  for (let step = 0; rule && step < rules.length; step++) {
    const condition = rule.condition;
    if (facts.some((q) => repeats(condition, clause(q)))) return "";
    const earlier = rules.find((r) => r !== rule && same(condition, r.outcome));
    if (!earlier) return `${capitalise(condition)}.`;
    rule = earlier;
  }
  return "";
}

/**
 * What a rule "if A, then B" still needs to yield the claim: "B only if A" when the claim goes back from B to A,
 * the condition A when the claim is B and A is never stated. Each is both necessary (its denial leaves the claim
 * unsupported) and sufficient (added to the premises, the claim follows).
 */
export function conditionalLink(premises: string[], conclusion: string): string {
  const claim = clause(conclusion);
  return converse(premises, claim) || missingCondition(premises, claim) || inverse(premises, claim);
}

const NEGATION = /\b(?:not|no|never)\b|n't\b/i;

/**
 * "If the heating is on, the room is warm. The heating is not on. So the room is not warm.": the rule denied at its
 * condition says nothing of the outcome unless the condition is the only way to it: "B only if A". Its denial
 * leaves the claim unsupported; added to the premises, the claim follows (modus tollens on "B only if A").
 */
function inverse(premises: string[], claim: string): string {
  for (const p of premises) {
    const m = ruleOf(p);
    if (!m || NEGATION.test(m[1]) || NEGATION.test(m[2])) continue;
    const [condition, outcome] = [m[1], m[2]];
    const denied = premises.some((q) => q !== p && NEGATION.test(q) && repeats(condition, clause(q)));
    if (denied && NEGATION.test(claim) && repeats(outcome, claim))
      return `${capitalise(outcome)} only if ${condition}.`;
  }
  return "";
}
