import { describe, expect, it } from "vitest";
import { enginePick, overlapPick, wordF1, wordTokens } from "./logiqa-eval.js";

describe("LogiQA scoring", () => {
  it("keeps articles and apostrophes in its word tokens", () => {
    expect(wordTokens("The dog's bone, a toy!")).toEqual(["the", "dog's", "bone", "a", "toy"]);
    // 2 shared of 3 predicted and 2 gold: P = 2/3, R = 1, F1 = 0.8.
    expect(wordF1("the cat sleeps", "the cat")).toBeCloseTo(0.8);
  });

  it("picks the option closest to any of the engine's answers, the earliest on a tie", () => {
    const options = ["Prices will fall.", "All whales are mammals.", "Taxes should rise.", "Nothing at all."];
    expect(enginePick(["Whales are mammals, so they breathe air.", "Income is high"], options)).toBe(1);
    expect(enginePick([], options)).toBe(0);
  });

  it("floors with the option sharing most words with the passage", () => {
    const passage = "Every whale is a mammal, and every mammal breathes air.";
    expect(overlapPick(passage, ["Fish swim.", "Every mammal breathes air.", "Birds fly south."])).toBe(1);
  });
});
