import { describe, expect, it } from "vitest";
import { foldOf } from "./folds.js";
import { classScores } from "./metrics.js";
import { evalTokens, matches, tokenF1 } from "./token-f1.js";

describe("token F1", () => {
  it("ignores case, punctuation and articles", () => {
    expect(evalTokens("The cat, a dog!")).toEqual(["cat", "dog"]);
    expect(tokenF1("The city should ban cars.", "city should ban cars")).toBe(1);
  });

  it("scores partial overlap as the harmonic mean of precision and recall", () => {
    // 2 shared of 4 predicted and 2 gold: P = 0.5, R = 1, F1 = 2/3.
    expect(tokenF1("ban cars now please", "ban cars")).toBeCloseTo(2 / 3);
    expect(matches("ban cars now please", "ban cars")).toBe(true);
    expect(matches("tax bikes", "ban cars")).toBe(false);
  });
});

describe("classScores", () => {
  it("computes accuracy and macro-F1 over the gold labels", () => {
    const s = classScores([
      { gold: "a", predicted: "a" },
      { gold: "a", predicted: "b" },
      { gold: "b", predicted: "b" },
      { gold: "b", predicted: "b" },
    ]);
    expect(s.accuracy).toBe(0.75);
    // a: P 1, R 0.5, F1 2/3; b: P 2/3, R 1, F1 0.8.
    expect(s.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2);
  });
});

describe("foldOf", () => {
  it("assigns a fold from the id alone, spreading ids over all folds", () => {
    expect(foldOf("item-1", 5)).toBe(foldOf("item-1", 5));
    const folds = new Set(Array.from({ length: 50 }, (_, i) => foldOf(`item-${i}`, 5)));
    expect(folds.size).toBe(5);
  });
});
