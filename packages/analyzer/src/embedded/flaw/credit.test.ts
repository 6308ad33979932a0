import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { keptForCredit } from "./signatures.js";

describe("credit given to what came first, and acted on", () => {
  it("names false cause when a run of results since a change is the only reason to keep the change", () => {
    const text = "The choir has won every contest since we got the new banner. Keep the banner.";
    expect(keptForCredit(text.toLowerCase())).toBe("since we got the new banner. keep the banner");
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("false_cause");
  });

  it("stays quiet when the advice is about the thing's care, not about keeping it", () => {
    expect(keptForCredit("since we bought the new kiln, the pots have cracked less. keep the kiln clean.")).toBeNull();
  });
});
