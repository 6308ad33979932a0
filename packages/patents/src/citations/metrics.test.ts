import { describe, expect, it } from "vitest";
import {
  citationImpact,
  hIndexOf,
  influenceScore,
  innovationLevel,
  marketRelevance,
  specHIndex,
  technologyImpact,
} from "./metrics.js";

describe("spec 001 §9 citation metrics", () => {
  it("citation count is forward + backward", () => {
    expect(citationImpact(3, 7).citationCount).toBe(10);
    expect(citationImpact(0, 0).citationCount).toBe(0);
  });

  it("h-index by the spec's rule: max(1, floor(total / 2))", () => {
    expect(specHIndex(0)).toBe(1);
    expect(specHIndex(1)).toBe(1);
    expect(specHIndex(2)).toBe(1);
    expect(specHIndex(5)).toBe(2);
    expect(specHIndex(296)).toBe(148);
  });

  it("influence is min(1, total / 20)", () => {
    expect(influenceScore(0)).toBe(0);
    expect(influenceScore(5)).toBe(0.25);
    expect(influenceScore(19)).toBe(0.95);
    expect(influenceScore(20)).toBe(1);
    expect(influenceScore(296)).toBe(1);
  });

  it("technology impact: High above 10 forward, Medium above 5, else Low", () => {
    expect([5, 6, 10, 11].map(technologyImpact)).toEqual(["Low", "Medium", "Medium", "High"]);
  });

  it("market relevance: High above 5 forward, else Medium", () => {
    expect([0, 5, 6].map(marketRelevance)).toEqual(["Medium", "Medium", "High"]);
  });

  it("innovation level: High above 8 forward, Medium above 3, else Low", () => {
    expect([3, 4, 8, 9].map(innovationLevel)).toEqual(["Low", "Medium", "Medium", "High"]);
  });

  it("backward citations move the count, h-index and influence but none of the forward levels", () => {
    expect(citationImpact(0, 12)).toEqual({
      citationCount: 12,
      hIndex: 6,
      citingHIndex: null,
      influenceScore: 0.6,
      technologyImpact: "Low",
      marketRelevance: "Medium",
      innovationLevel: "Low",
    });
  });
});

describe("the citing patents' h-index (not in the spec, labelled apart)", () => {
  it("is the largest h with h counts of at least h", () => {
    expect(hIndexOf([])).toBe(0);
    expect(hIndexOf([0, 0])).toBe(0);
    expect(hIndexOf([1])).toBe(1);
    expect(hIndexOf([3, 0, 6, 1, 5])).toBe(3);
    expect(hIndexOf([10, 10, 10])).toBe(3);
  });

  it("is null when no citing patent is in the index", () => {
    expect(citationImpact(0, 3).citingHIndex).toBeNull();
    expect(citationImpact(2, 3, [2, 1]).citingHIndex).toBe(1);
  });
});
