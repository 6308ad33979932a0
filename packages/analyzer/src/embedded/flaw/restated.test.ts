import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { restatedVerdict } from "./restated.js";

// Arguments written for this test: a verdict given as its own reason in other words, and near texts whose reason
// adds something of its own.
describe("a claim restated in other words as its reason", () => {
  it("names a verdict restated by a word of the same meaning, quoting both", () => {
    const { flaw } = analyzeEmbeddedDetail("Littering is wrong because it is immoral.");
    expect(flaw.id).toBe("circular_reasoning");
    expect(flaw.evidence).toBe("Littering is wrong … it is immoral");
    expect(restatedVerdict("taking the last biscuit is unfair, since it is simply unjust to do it.")).not.toBeNull();
    expect(restatedVerdict("the ladder is unsafe. so it is dangerous.")).not.toBeNull();
  });

  it("names a superlative restated as 'none is as good'", () => {
    expect(
      restatedVerdict("this bakery is the best in the valley because no other bakery makes bread as good as it."),
    ).not.toBeNull();
  });

  it("is quiet when the reason adds content of its own, or the verdicts differ", () => {
    expect(analyzeEmbeddedDetail("Littering is wrong because it harms birds and blocks drains.").flaw.id).not.toBe(
      "circular_reasoning",
    );
    expect(restatedVerdict("the ladder is unsafe because two of its rungs are cracked.")).toBeNull();
    expect(restatedVerdict("the ladder is unsafe because it is old.")).toBeNull();
    expect(restatedVerdict("this bakery is the best in the valley because it won the county prize twice.")).toBeNull();
  });
});
