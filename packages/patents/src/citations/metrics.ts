/**
 * The citation metrics of spec 001 §9, exactly as written there, and one measure the spec does not have (the
 * h-index over the citing patents' own forward citations), labelled apart. docs/citations.md, "Metrics".
 */

export type Level = "High" | "Medium" | "Low";

export interface CitationImpact {
  /** forward + backward. */
  citationCount: number;
  /** The spec's rule: max(1, floor(citationCount / 2)). Not an h-index in the bibliometric sense. */
  hIndex: number;
  /**
   * The bibliometric h-index over the citing patents: the largest h such that h of them are each cited by at least h
   * patents of the index. Null when no citing patent is in the index (nothing to count).
   */
  citingHIndex: number | null;
  /** min(1, citationCount / 20). */
  influenceScore: number;
  /** High if forward > 10, Medium if forward > 5, else Low. */
  technologyImpact: Level;
  /** High if forward > 5, else Medium. */
  marketRelevance: Exclude<Level, "Low">;
  /** High if forward > 8, Medium if forward > 3, else Low. */
  innovationLevel: Level;
}

export const specHIndex = (total: number) => Math.max(1, Math.floor(total / 2));
export const influenceScore = (total: number) => Math.min(1, total / 20);
export const technologyImpact = (forward: number): Level => (forward > 10 ? "High" : forward > 5 ? "Medium" : "Low");
export const marketRelevance = (forward: number): "High" | "Medium" => (forward > 5 ? "High" : "Medium");
export const innovationLevel = (forward: number): Level => (forward > 8 ? "High" : forward > 3 ? "Medium" : "Low");

/** The largest h such that h of the counts are each at least h (0 for none). */
export function hIndexOf(counts: readonly number[]): number {
  const sorted = [...counts].sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && (sorted[h] as number) >= h + 1) h++;
  return h;
}

/**
 * The impact of a patent from its forward and backward citation counts; `citingCounts` holds, for each citing patent
 * found in the index, how many patents of the index cite it in turn.
 */
export function citationImpact(
  forward: number,
  backward: number,
  citingCounts: readonly number[] = [],
): CitationImpact {
  const total = forward + backward;
  return {
    citationCount: total,
    hIndex: specHIndex(total),
    citingHIndex: citingCounts.length ? hIndexOf(citingCounts) : null,
    influenceScore: influenceScore(total),
    technologyImpact: technologyImpact(forward),
    marketRelevance: marketRelevance(forward),
    innovationLevel: innovationLevel(forward),
  };
}
