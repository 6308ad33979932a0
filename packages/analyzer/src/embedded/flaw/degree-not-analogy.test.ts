import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

describe("'just as' before a degree is a comparison, not an analogy", () => {
  it("names no false analogy for 'did just as well'", () => {
    const text =
      "Homework should be dropped in primary schools. Children already spend six hours a day in class, and pupils in schools without homework did just as well in tests.";
    expect(analyzeEmbeddedDetail(text).flaw.id).not.toBe("false_analogy");
  });

  it("still reads 'just as' before a case as an analogy", () => {
    const text =
      "Just as a car needs fuel to run, a child needs praise to learn. So teachers should praise every child.";
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("false_analogy");
  });
});
