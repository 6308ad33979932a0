import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { dismissedForThePerson } from "./dismissal.js";

// Texts written for this test (round flaw17): a view written off for what its speaker does themselves (tu quoque).
describe("a view written off for the speaker's own conduct", () => {
  it("names 'X himself' beside a view written off, quoting the conduct", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "The mayor's plan to save water is rubbish; he fills a swimming pool himself.",
    );
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toMatch(/^he fills a swimming pool himself/);
  });

  it("names 'but she does X, so her advice is worthless', quoting what she does", () => {
    expect(
      dismissedForThePerson(
        "my aunt says i should save more, but she buys new shoes every week, so her advice is worthless.",
      ),
    ).toBe("she buys new shoes every week");
  });

  it("stays quiet when the 'but' grants something after the verdict", () => {
    expect(dismissedForThePerson("his proposal is flawed, but he explains its costs clearly.")).toBeNull();
  });
});
