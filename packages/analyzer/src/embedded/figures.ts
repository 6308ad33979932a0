import type { GapClause } from "./gap.js";

/** "cheaper", "more expensive", "better value", "charging almost double": a claim that compares what things cost. */
const COMPARES_COST =
  /\b(?:cheaper|dearer|pricier|more expensive|less expensive|better value|worse value|costs? (?:more|less)|charging (?:almost |nearly |over )?(?:double|twice|more|less))\b/i;

/** "£78 for June", "1.2¢ per page", "£146": a sum with what it is for. */
const FIGURE =
  /(?:[£$€]\s?\d[\d,.]*\d|[£$€]\s?\d|\d[\d,.]*\s?¢)(?:\s(?:for|in|per|a|each)\s(?:the\s)?[\w']+(?:\s(?!(?:and|but|or|so|which|with)\b)[\w']+)?)?/g;
const PERIOD =
  /\b(?:for|in) (?:the )?(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|month|year|week)\b/i;

/** The figures a sentence tells, each with its period when the sentence names one apart ("for January, was £146"). */
function figuresIn(text: string): string[] {
  const period = PERIOD.exec(text)?.[0];
  return [...text.matchAll(FIGURE)].map(([figure]) =>
    period && !/\s(?:for|in|per|a|each)\s/.test(figure) ? `${figure} ${period}` : figure,
  );
}

/** "for June" and "in July" are periods; "per page" and "per page" the same unit. */
function alike(a: string, b: string): boolean {
  const kind = (figure: string) =>
    PERIOD.test(figure) ? "period" : (/\s(?:per|a|each)\s(?:the\s)?([\w']+)/.exec(figure)?.[1] ?? "");
  return kind(a) !== "" && kind(a) === kind(b);
}

/**
 * "Our first bill: £78 for June. The last one from British Gas, for January, was £146. Octopus is loads cheaper": a
 * comparison of two figures holds only if they count the same thing (the same use, the same length of time, the
 * same things included). Deny it (June's bill has no heating in it) and the figures no longer compare the suppliers.
 */
export function likeFigures(conclusion: GapClause, premises: GapClause[]): string {
  if (!COMPARES_COST.test(conclusion.text)) return "";
  const told = [...new Set(premises.flatMap((p) => figuresIn(p.text)))];
  // The pair compared is told alike: each for a period ("£78 for June", "£146 for January") or each per the same
  // unit ("per page"). A fee and the loan it is charged on, or a fare and its return, are no such pair.
  const pair = told.flatMap((a, i) => told.slice(i + 1).map((b) => [a, b])).find(([a, b]) => alike(a, b));
  if (!pair) return "";
  return `The figures compared (${pair[0]}; ${pair[1]}) count the same thing: the same use over the same length of time, with nothing left out of either.`;
}
