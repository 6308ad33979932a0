import { describe, expect, it } from "vitest";
import { findEvidence } from "./evidence.js";

// Texts written for this test: a source's word turned into a verdict of truth, and near texts that do not lean on it.
describe("someone's word taken as proof", () => {
  const authority = (text: string) => findEvidence(text).irrelevant_authority;

  it("names a verdict of truth drawn from what a source says", () => {
    expect(authority("My yoga teacher says the moon controls our moods, so it must be true.")).toMatch(
      /^says the moon controls our moods, so it must be true$/,
    );
    expect(authority("A famous rapper endorsed this diet pill, so it must work.")).toBeDefined();
  });

  it("is quiet on the writer's own word and on a source the text disputes", () => {
    expect(
      authority("My word on gardens is final. The hedge stays because I decided so, and my decisions stand."),
    ).toBeUndefined();
    expect(
      authority("My uncle says the bridge is safe, but I don't believe him, so the claim is not true."),
    ).toBeUndefined();
  });
});
