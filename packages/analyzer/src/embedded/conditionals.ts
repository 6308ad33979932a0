import { asInnerCondition } from "./implied-rule.js";
import { asClause, asSentence } from "./phrases.js";

export interface Conditional {
  antecedent: string;
  consequent: string;
  /** "only if" and "unless" state a necessary condition, not a sufficient one. */
  kind: "if" | "only-if" | "unless";
}

const KEYWORD = /\b(only if|unless|if|whenever|when|as long as|provided that)\b/i;
const OPENER = /^(?:and|but|so|then|yet|or)?[\s,]*$/i;

function kindOf(keyword: string): Conditional["kind"] {
  const k = keyword.toLowerCase();
  return k === "only if" ? "only-if" : k === "unless" ? "unless" : "if";
}

/** Splits one sentence at its conditional keyword; plain string work, so long texts cannot backtrack. */
function conditionalIn(sentence: string): Conditional | null {
  const m = KEYWORD.exec(sentence);
  if (!m || m.index === undefined) return null;
  const before = sentence.slice(0, m.index);
  const after = sentence.slice(m.index + m[0].length).replace(/[.!?]+\s*$/, "");
  let antecedent: string;
  let consequent: string;
  if (OPENER.test(before)) {
    // "If A, (then) B" / "If A then B": the antecedent ends at "then" or the first comma.
    const then = /\s+then\s+/i.exec(after);
    const comma = after.indexOf(",");
    const cut = then && (comma < 0 || then.index < comma) ? then.index : comma;
    if (cut < 0) return null;
    antecedent = after.slice(0, cut);
    consequent = after.slice(cut).replace(/^[,\s]*(?:then\s+)?/i, "");
  } else {
    if (m[1].toLowerCase() === "when") return null;
    antecedent = after;
    consequent = before.replace(/[,\s]+$/, "");
  }
  if (antecedent.trim().split(/\s+/).length < 2 || consequent.trim().split(/\s+/).length < 2) return null;
  return { antecedent: asClause(antecedent), consequent: asClause(consequent), kind: kindOf(m[1]) };
}

/** Conditionals stated in the text, in reading order. */
export function findConditionals(text: string): Conditional[] {
  const found: Conditional[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const c = conditionalIn(sentence);
    if (c) found.push(c);
  }
  return found;
}

export function formatConditional(c: Conditional): string {
  if (c.kind === "only-if") return asSentence(`only if ${c.antecedent}, ${c.consequent}`).replace(/^Only/, "Only");
  if (c.kind === "unless") return asSentence(`if not ${c.antecedent}, then ${c.consequent}`);
  return asSentence(`if ${c.antecedent}, then ${c.consequent}`);
}

/** The argument read as one conditional: a stated one about the conclusion, else "if the reasons, then the claim". */
export function ifThenStructure(text: string, premises: string[], conclusion: string): string {
  const stated = findConditionals(text);
  const conclusionWords = new Set(conclusion.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const aboutConclusion = stated.find((c) =>
    (c.consequent.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => conclusionWords.has(w)),
  );
  if (aboutConclusion) return formatConditional(aboutConclusion);
  if (premises.length === 0 || !conclusion) return stated[0] ? formatConditional(stated[0]) : "";
  const reasons = premises
    .slice(0, 2)
    .map((p) => asInnerCondition(asClause(p)))
    .join(" and ");
  return asSentence(`if ${reasons}, then ${asClause(conclusion)}`);
}
