/** Spec 001 §5 and §9: a single premise longer than this is split at list markers. */
export const LONG_PREMISE_THRESHOLD = 500;

// A marker starts a line or follows sentence punctuation: "1." "2)" "(3)" "-" "*" "•".
const MARKER = /(?:^|\n|(?<=[.;:!?])\s+)\s*(?:\(?\d{1,2}[.)]|[-*•●▪])\s+/g;

export function splitLongPremise(premise: string): string[] {
  if (premise.length <= LONG_PREMISE_THRESHOLD) return [premise];
  const parts = premise
    .split(MARKER)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts : [premise];
}

export function splitLongPremises(premises: string[]): string[] {
  if (premises.length !== 1) return premises;
  return splitLongPremise(premises[0]);
}
