import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const necessaryOf = (text: string) => analyzeEmbeddedDetail(text).parsed.necessaryAssumption;

describe("a causal claim drawn from a change told after an event", () => {
  it("rests on nothing else accounting for the change, named in the text's words", () => {
    expect(
      necessaryOf(
        "Since the factory opened, asthma cases in the town have doubled. The factory is making people sick.",
      ),
    ).toBe("Nothing other than the factory opening accounts for asthma cases in the town having doubled.");
    expect(
      necessaryOf(
        "Ever since the new manager arrived, the shop has lost half its staff. The new manager is driving people away.",
      ),
    ).toBe("Nothing other than the new manager arriving accounts for the shop having lost half its staff.");
  });

  it("stays quiet when the claim is not about the event's subject", () => {
    expect(
      necessaryOf("Since the factory opened, asthma cases in the town have doubled. The town needs a new clinic."),
    ).not.toMatch(/^Nothing other than/);
  });
});
