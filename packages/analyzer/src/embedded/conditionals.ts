import { asClause, asSentence } from "./phrases.js";

export interface Conditional {
  antecedent: string;
  consequent: string;
  /** "only if" and "unless" state a necessary condition, not a sufficient one. */
  kind: "if" | "only-if" | "unless";
}

const PATTERNS: { re: RegExp; kind: Conditional["kind"]; order: "ac" | "ca" }[] = [
  { re: /\bonly if\s+([^,.;!?]+?),?\s+(?:then\s+)?([^.;!?]+)/i, kind: "only-if", order: "ac" },
  { re: /([^.;!?]+?)\s+only if\s+([^.;!?]+)/i, kind: "only-if", order: "ca" },
  { re: /\bunless\s+([^,.;!?]+?),\s*([^.;!?]+)/i, kind: "unless", order: "ac" },
  { re: /([^.;!?]+?)\s+unless\s+([^.;!?]+)/i, kind: "unless", order: "ca" },
  { re: /\b(?:if|when|whenever|as long as|provided that)\s+([^.;!?]+?)(?:,\s*then\s+|,\s*|\s+then\s+)([^.;!?]+)/i, kind: "if", order: "ac" },
  { re: /([^.;!?]{8,}?)\s+(?:if|as long as|provided that)\s+([^.;!?]+)/i, kind: "if", order: "ca" },
];

/** Conditionals stated in the text, in reading order. */
export function findConditionals(text: string): Conditional[] {
  const found: Conditional[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const { re, kind, order } of PATTERNS) {
      const m = re.exec(sentence);
      if (!m) continue;
      const [a, c] = order === "ac" ? [m[1], m[2]] : [m[2], m[1]];
      if (a.trim().split(/\s+/).length < 2 || c.trim().split(/\s+/).length < 2) continue;
      found.push({ antecedent: asClause(a), consequent: asClause(c), kind });
      break;
    }
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
  const aboutConclusion = stated.find((c) => (c.consequent.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => conclusionWords.has(w)));
  if (aboutConclusion) return formatConditional(aboutConclusion);
  if (premises.length === 0 || !conclusion) return stated[0] ? formatConditional(stated[0]) : "";
  const reasons = premises.slice(0, 2).map(asClause).join(" and ");
  return asSentence(`if ${reasons}, then ${asClause(conclusion)}`);
}
