/** SQuAD-style answer normalisation: lower case, no punctuation, no articles. */
export function evalTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 0 && w !== "a" && w !== "an" && w !== "the");
}

export function tokenF1(predicted: string, gold: string, tokens: (text: string) => string[] = evalTokens): number {
  const p = tokens(predicted);
  const g = tokens(gold);
  if (p.length === 0 || g.length === 0) return p.length === g.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const w of g) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of p) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common++;
      counts.set(w, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / g.length;
  return (2 * precision * recall) / (precision + recall);
}

/** The evaluation's matching rule: a prediction counts when its token F1 with the gold text is at least 0.5. */
export const MATCH_F1 = 0.5;

export function matches(predicted: string, gold: string): boolean {
  return tokenF1(predicted, gold) >= MATCH_F1;
}
