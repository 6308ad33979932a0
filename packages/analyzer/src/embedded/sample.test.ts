import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const hiddenOf = (text: string) => analyzeEmbeddedDetail(text).parsed.unstatedAssumptions;

describe("the group studied is typical", () => {
  it("an argument from a survey needs the surveyed group to stand for the conclusion's group", () => {
    expect(
      hiddenOf("A survey of 500 city nurses found that most of them sleep badly. So nurses need shorter shifts."),
    ).toContain("The 500 city nurses in the survey are typical of nurses in the way the conclusion needs.");
  });

  it("stays quiet when the conclusion's subject is not a group the sample could stand for", () => {
    const hidden = hiddenOf(
      "A study of 40 families found that pets lower stress. So the government should fund pet ownership.",
    );
    expect(hidden.some((a) => /typical of/.test(a))).toBe(false);
  });
});
