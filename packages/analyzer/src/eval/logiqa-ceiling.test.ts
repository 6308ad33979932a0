import { describe, expect, it } from "vitest";
import { fitOptionScorer, type Item, rightPicks } from "./logiqa-ceiling.js";

describe("LogiQA surface ceiling", () => {
  // The right option is the one whose first feature is high; the second feature is noise that favours option 0.
  const items: Item[] = [0, 1, 2, 3, 1, 2].map((label) => ({
    label,
    options: [0, 1, 2, 3].map((k) => [k === label ? 1 : 0, k === 0 ? 0.5 : 0]),
  }));

  it("learns a feature that tells the right option and scores it on items it did not see", () => {
    const w = fitOptionScorer(items.slice(0, 4));
    expect(w[0]).toBeGreaterThan(w[1]);
    expect(rightPicks(w, items.slice(4))).toBe(2);
  });

  it("without training it picks the first option of a tie, as the engine's scoring does", () => {
    expect(rightPicks([0, 0], items)).toBe(1);
  });
});
