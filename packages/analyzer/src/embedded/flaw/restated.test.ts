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

  it("reads a verdict after 'seems', after 'the … thing to do', and after 'so'", () => {
    expect(restatedVerdict("the plan is immoral because it is a wrong thing to do.")).not.toBeNull();
    expect(restatedVerdict("the new coach is unfit for the squad because she seems unsuitable for it.")).not.toBeNull();
    expect(restatedVerdict("my parrot is the most intelligent bird here because she's so clever.")).not.toBeNull();
  });

  it("names a superlative restated as a comparison with all the rest", () => {
    expect(
      restatedVerdict("our choir is the finest in the county because it is better than all the others."),
    ).not.toBeNull();
    expect(restatedVerdict("rex is the most loyal dog because no other dog is so loyal.")).not.toBeNull();
    expect(restatedVerdict("our choir is the finest in the county because it has won the most contests.")).toBeNull();
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
    expect(restatedVerdict("a famous chef says that raw flour is unsafe. therefore, it is dangerous.")).toBeNull();
    expect(restatedVerdict("this bakery is the best in the valley because it won the county prize twice.")).toBeNull();
  });
});

// Written for round flaw17: a verdict on looks restated by a word of the same meaning.
describe("a verdict on looks restated", () => {
  it("names 'beautiful because lovely', not 'beautiful because of its colours'", () => {
    expect(analyzeEmbeddedDetail("The old harbour is beautiful because it is pretty to look at.").flaw.id).toBe(
      "circular_reasoning",
    );
    expect(
      analyzeEmbeddedDetail("The old harbour is beautiful because its boats are painted in bright colours.").flaw.id,
    ).not.toBe("circular_reasoning");
  });
});
