/**
 * Spec 001 §5 and §9: a single premise longer than 500 characters is split at numbered or bulleted markers.
 * Mirrors packages/analyzer/src/premise-split.ts; the web must not import the analyzer package (it pulls in wink-nlp).
 */
export const LONG_PREMISE_THRESHOLD = 500;

// A marker starts a line or follows sentence punctuation: "1." "2)" "(3)" "-" "*" "•".
const MARKER = /(?:^|\n|(?<=[.;:!?])\s+)\s*(?:\(?\d{1,2}[.)]|[-*•●▪])\s+/g;

export function splitLongPremises(premises: string[]): string[] {
  if (premises.length !== 1 || premises[0].length <= LONG_PREMISE_THRESHOLD) return premises;
  const parts = premises[0]
    .split(MARKER)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts : premises;
}
