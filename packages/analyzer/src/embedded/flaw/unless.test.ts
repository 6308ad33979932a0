import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

describe("'unless' with its exception denied", () => {
  it("names no necessary/sufficient confusion when the exception is denied and the outcome drawn", () => {
    const text =
      "Unless the town repairs the dam, the valley will flood in spring. The town has no money for repairs this year. So the valley will flood this spring.";
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("none");
  });

  it("still names it when the outcome is drawn from the exception itself being met", () => {
    const text =
      "Unless the club finds a new sponsor, the youth team will fold next season. The club found a sponsor last week. So the youth team will thrive next season.";
    expect(analyzeEmbeddedDetail(text).flaw.id).not.toBe("none");
  });
});
