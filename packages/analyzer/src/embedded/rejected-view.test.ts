import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const text =
  "Many people say that loud music damages plants. But the greenhouse next to the concert hall has the best tomato yields in the county. The idea is a myth.";

describe("a reported view called false", () => {
  it("takes the verdict as the claim and the reported view as the other side", () => {
    const { parsed } = analyzeEmbeddedDetail(text);
    expect(parsed.conclusion.text).toBe("The idea is a myth.");
    expect(parsed.premiseSets.explicit.join(" ")).not.toMatch(/Many people say/);
  });

  it("reasons about the view's denial, in the text's words", () => {
    const { parsed } = analyzeEmbeddedDetail(text);
    expect(parsed.sufficientAssumption).toMatch(/, then it is not true that loud music damages plants\.$/);
    expect(parsed.necessaryAssumption).toMatch(/loud music damages plants/);
  });

  it("leaves a verdict on something other than a view as written", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "The old pier has rotted through. Its railings are loose. The pier is a danger to anyone who walks on it.",
    );
    expect(parsed.sufficientAssumption).not.toMatch(/not true that/);
  });
});
