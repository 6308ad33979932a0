import type { ParsedAnalysis } from "../types.js";
import { validForm as formOf, negated, sentencesOf, stems, type ValidForm } from "./flaw/formal.js";
import { IF_THEN } from "./implied-rule.js";
import { asClause } from "./phrases.js";

/**
 * The valid form of a whole text, if any. "If A, B. If B, C. So C." is no modus ponens: the rule's condition B is
 * only the outcome of another rule, never stated as a fact, so the first condition A is still missing.
 */
export function validForm(text: string): ValidForm | null {
  const valid = formOf(text) ?? singularSyllogism(text) ?? disjunctiveSyllogism(text);
  if (valid?.form !== "categorical syllogism" && valid?.premises.every((p) => IF_THEN.test(p.trim()))) return null;
  return valid;
}

/** "All members of the club pay a fee", "no reptile has fur": a rule for every member of a class. */
const RULE_FOR_ALL = /^(all|every|each|no|nothing) (.+)$/;
/** "Priya is a member of the club", "a snake is a reptile": one thing placed in a class. */
const MEMBER = /^(.{2,40}?) (?:is|was) (?:a |an )?(.{2,60})$/;
/**
 * "The paprika is one of the jars in the top cupboard", "the bus belongs to the Greenline fleet", "the raincoat came
 * off the clearance rack": one thing placed among the things a wider phrase of the rule names.
 */
const AMONG =
  /^(.{2,40}?) (?:is one of|was one of|belongs to|came off|came from|comes from|is in|was in) (?:the )?(.{2,60})$/;
const MARKER = /^(?:and )?(?:so|therefore|thus|hence|consequently),?\s+/;

/**
 * "All members of the chess club pay a fee. Priya is a member of the chess club. So Priya pays a fee.": a rule for
 * every member of a class, one thing placed in the class, and the rule said of that thing is a syllogism with a
 * singular term (read, as the textbooks do, as a class of one). The claim must say the rule's own predicate of the
 * thing, denied exactly when the rule is a "no"; anything more is a gap the other readers name.
 */
/** The same content words, by stem ("members of the club", "a member of the club"; "pay a fee", "pays no fee"). */
function sameTerm(a: string, b: string): boolean {
  const [x, y] = [stems(a), stems(b)];
  return x.size > 0 && x.size === y.size && [...x].every((w) => y.has(w));
}

/** The kind's words all in the rule's class ("jars in the top cupboard" within "spice jar in the top cupboard"). */
function among(cls: string, kind: string): boolean {
  const [x, y] = [stems(cls), stems(kind)];
  return y.size > 0 && [...y].every((w) => x.has(w));
}

function singularSyllogism(text: string): ValidForm | null {
  // The rule and the member may share a sentence ("Every jar … is old, and the paprika is one of the jars …"), and
  // a heading may stand before them ("Bad news about the raincoat."): the last three statements are read.
  const sentences = sentencesOf(text)
    .flatMap((s) => s.replace(/^[^:]{2,40}:\s*/, "").split(/,? and (?=(?:the|my|our|your|this|that) )/))
    .slice(-3);
  if (sentences.length !== 3 || !MARKER.test(sentences[2])) return null;
  const rule = RULE_FOR_ALL.exec(sentences[0]);
  const placed = AMONG.exec(sentences[1]);
  const member = placed ?? MEMBER.exec(sentences[1]);
  // "Priya is not a member" places her outside the class, where the rule says nothing.
  if (!rule || !member || negated(sentences[1])) return null;
  const [, thing, kind] = member;
  const ofKind = (cls: string) => (placed ? among(cls, kind) : sameTerm(cls, kind));
  const claim = sentences[2].replace(MARKER, "");
  if (!claim.startsWith(`${thing} `)) return null;
  const said = claim.slice(thing.length + 1);
  // The rule's words split where its class ends: the class must be the thing's kind, the rest what the claim says.
  const words = rule[2].split(" ");
  for (let k = 1; k < words.length; k++) {
    const [cls, predicate] = [words.slice(0, k).join(" "), words.slice(k).join(" ")];
    if (!ofKind(cls) || !sameTerm(predicate, said)) continue;
    const denied = rule[1] === "no" || rule[1] === "nothing";
    if (negated(said) !== (denied || negated(predicate))) return null;
    return { form: "categorical syllogism", premises: [sentences[0], sentences[1]] };
  }
  return null;
}

const EITHER_OR = /^either (.{3,80}?),? or (.{3,80})$/;

/** Every content stem of a within b ("they are not in the car" within "the keys are in the car"), and one at least. */
function within(a: string, b: string): boolean {
  const [x, y] = [stems(a), stems(b)];
  return x.size > 0 && [...x].every((w) => y.has(w));
}

/**
 * "Either the keys are in the car or they are in the kitchen. They are not in the car. So they are in the kitchen.":
 * two options of fact, one denied, the other drawn. Whether the two are all there are is a question about the first
 * premise, which the counter asks; the form itself is valid.
 */
function disjunctiveSyllogism(text: string): ValidForm | null {
  const sentences = sentencesOf(text);
  if (sentences.length !== 3 || !MARKER.test(sentences[2])) return null;
  const options = EITHER_OR.exec(sentences[0]);
  const denial = sentences[1];
  const claim = sentences[2].replace(MARKER, "");
  // Options of what we or you must do ("either we raise taxes or the schools close") are the arguer's framing of a
  // choice, where the false dilemma lives; options of what is the case are a question of fact.
  const choice = /\b(?:we|you|us)\b/.test(sentences[0]);
  if (!options || choice || !negated(denial) || negated(claim) || negated(options[1]) || negated(options[2]))
    return null;
  const [, a, b] = options;
  const drawn = (ruledOut: string, left: string) => within(denial, ruledOut) && within(claim, left);
  return drawn(a, b) || drawn(b, a) ? { form: "disjunctive syllogism", premises: [sentences[0], denial] } : null;
}

/** The rule of inference each valid form applies, said plainly. */
const RULE: Record<ValidForm["form"], string> = {
  "modus ponens": "When the condition of a rule holds, so does its consequence (modus ponens).",
  "modus tollens": "When the consequence of a rule fails, so does its condition (modus tollens).",
  "categorical syllogism":
    "Two premises that link both terms of the conclusion through a shared middle term, as the rules of the syllogism require, guarantee it (categorical syllogism).",
  "disjunctive syllogism": "When one of two options is ruled out, the other holds (disjunctive syllogism).",
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
