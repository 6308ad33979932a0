import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 22's reasoning readers leave alone an explanation said to account for all of it, a search of every place
// a thing could be, and a share measured against a standard. Each sound text was flagged by engine 21 (the LSAT
// readers of overlooked alternatives and of shares and amounts); each test keeps a fallacy beside it that is still
// named. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("an explanation with no room left for another (engine 22)", () => {
  it("leaves a cause said to explain everything, and a search of every place", () => {
    for (const text of [
      "The plumber says the worn washer explains both the drip and the noise in the pipes, so I'm replacing the washer first.",
      "I've looked in every coat pocket, the car and my desk, and those are the only places I ever keep my badge. So I must have left it at the gym.",
    ])
      expect(flawOf(text)).toBe("none");
    expect(flawOf("Sales fell in the month after the new logo launched, so the new logo must explain the drop.")).toBe(
      "overlooked_alternative",
    );
  });
});

describe("a share measured against a standard (engine 22)", () => {
  it("leaves a share set against a yardstick, and names a share read as an amount", () => {
    expect(
      flawOf(
        "Our adviser counts a savings rate under 10% as too low. We save about 7% of our take-home pay, so by that measure we should save more.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "Our bakery's share of the town's bread sales fell from 30% to 20% this year. So we sold fewer loaves than last year.",
      ),
    ).toBe("proportion_confusion");
  });
});
