import { asClause } from "./phrases.js";

export interface ImproveInput {
  text: string;
  conclusion: string;
  conclusionImplicit: boolean;
  /** The assumption specific to this argument's gap, or "" when it shows none (a stock one is never stated). */
  assumption: string;
  /** One sentence on what would repair the flaw the text shows, or "". */
  flawFix: string;
}

/**
 * The argument as written, with what it leaves unsaid made explicit: its unstated conclusion, the assumption
 * that bridges its gap, and what its flaw would need. Nothing the writer said is rewritten, so no quantifier or
 * negation changes and a valid argument keeps its meaning (and its words) exactly.
 */
export function improveArgument(input: ImproveInput): string {
  let improved = input.text.trim();
  if (!improved) return "";
  if (!/[.!?]["')\]]?$/.test(improved)) improved += ".";
  if (input.conclusionImplicit && input.conclusion) improved += ` So, ${asClause(input.conclusion)}.`;
  // "That P is a sign that C" after "assumes that" would read "assumes that that P": the clause is named instead.
  const assumed = asClause(input.assumption).replace(/^that\s/, "the fact that ");
  if (input.assumption) improved += ` This assumes that ${assumed}.`;
  if (input.flawFix) improved += ` ${input.flawFix}`;
  return improved;
}
