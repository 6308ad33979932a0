import { describe, expect, it } from "vitest";
import { analyzeEmbedded } from "./analyze-embedded.js";
import { validForm } from "./valid-form.js";

const form = (text: string) => validForm(text.toLowerCase())?.form ?? null;

describe("valid forms", () => {
  it("recognises modus ponens, modus tollens and valid syllogisms", () => {
    expect(form("If it rains, the match is cancelled. It is raining. So the match is cancelled.")).toBe("modus ponens");
    expect(form("If the bridge is safe, trucks may cross. Trucks may not cross. So the bridge is not safe.")).toBe(
      "modus tollens",
    );
    expect(form("No reptiles are warm-blooded. Snakes are reptiles. So no snake is warm-blooded.")).toBe(
      "categorical syllogism",
    );
    expect(form("Some students are athletes. All athletes are fit. So some students are fit.")).toBe(
      "categorical syllogism",
    );
  });

  it("does not call an invalid form valid", () => {
    // Undistributed middle, affirming the consequent, an affirmative conclusion from a negative premise.
    expect(form("All robins are birds. All sparrows are birds. So all sparrows are robins.")).toBeNull();
    expect(form("If it rains, the match is cancelled. The match is cancelled. So it is raining.")).toBeNull();
    expect(form("No fish are mammals. All trout are fish. So all trout are mammals.")).toBeNull();
    // A particular premise cannot give a universal conclusion.
    expect(form("Some students are athletes. All athletes are fit. So all students are fit.")).toBeNull();
  });

  it("describes a valid argument as valid: no gap, a deductive method, a counter aimed at a premise", () => {
    const a = analyzeEmbedded(
      "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.",
    );
    expect(a.methodOfReasoning).toBe("Deductive reasoning (categorical syllogism)");
    expect(a.necessaryAssumption).toBe(
      "The premises are true as stated: all mammals are warm-blooded; all whales are mammals.",
    );
    expect(a.possibleCounter).toBe(
      "The form is valid, so the argument can only be answered by denying a premise: is it really true that all mammals are warm-blooded?",
    );
    expect(a.logicalFlaws).toEqual([]);
    expect(a.improvedVersion).toBe(
      "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.",
    );
  });

  it("leaves an invalid argument to the gap analysis", () => {
    const a = analyzeEmbedded("All robins are birds. All sparrows are birds. So all sparrows are robins.");
    expect(a.methodOfReasoning).not.toMatch(/^Deductive/);
    expect(a.logicalFlaws.length).toBe(1);
  });
});
