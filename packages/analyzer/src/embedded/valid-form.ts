import type { ParsedAnalysis } from "../types.js";
import { validForm as formOf, type ValidForm } from "./flaw/formal.js";
import { IF_THEN } from "./implied-rule.js";
import { asClause } from "./phrases.js";

/**
 * The valid form of a whole text, if any. "If A, B. If B, C. So C." is no modus ponens: the rule's condition B is
 * only the outcome of another rule, never stated as a fact, so the first condition A is still missing.
 */
export function validForm(text: string): ValidForm | null {
  const valid = formOf(text);
  if (valid?.form !== "categorical syllogism" && valid?.premises.every((p) => IF_THEN.test(p.trim()))) return null;
  return valid;
}

/** The rule of inference each valid form applies, said plainly. */
const RULE: Record<ValidForm["form"], string> = {
  "modus ponens": "When the condition of a rule holds, so does its consequence (modus ponens).",
  "modus tollens": "When the consequence of a rule fails, so does its condition (modus tollens).",
  "categorical syllogism":
    "Two premises that link both terms of the conclusion through a shared middle term, as the rules of the syllogism require, guarantee it (categorical syllogism).",
};

/**
 * What a valid argument leaves unsaid: nothing but the truth of its premises. The gap-filling statements, the
 * "does not by itself show" counter and the inductive method would all misdescribe it, so they are replaced by
 * what is true of it; its flaw and improved version need no change (no flaw is named, nothing is added).
 */
export function validArgumentFindings(
  valid: ValidForm,
  premises: string[],
  conclusion: string,
): Pick<
  ParsedAnalysis,
  "necessaryAssumption" | "sufficientAssumption" | "unstatedRule" | "methodOfReasoning" | "possibleCounter"
> & { unstatedAssumptions: string[] } {
  const stated = premises.map(asClause).join("; ");
  const first = asClause(premises[0] ?? "");
  const truth = `The premises are true as stated: ${stated}.`;
  return {
    methodOfReasoning: `Deductive reasoning (${valid.form})`,
    necessaryAssumption: truth,
    sufficientAssumption: `None is needed: if the premises are true, they already guarantee that ${asClause(conclusion)}.`,
    unstatedRule: RULE[valid.form],
    unstatedAssumptions: [truth],
    possibleCounter: `The form is valid, so the argument can only be answered by denying a premise: is it really true that ${first}?`,
  };
}
