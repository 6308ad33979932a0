import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { modelFindsSound } from "./classify.js";
import { widerClaim } from "./sample.js";

// Engine 22 leaves more sound near misses alone: the flaw model's verdict of sound outweighs a surface signature in
// texts of everyday length; the reasoning readers leave an explanation said to account for all of it, a search of
// every place a thing could be and a share measured against a standard; and what bears on a person's word is no
// attack on the person. Each sound text was flagged by engine 21; each test keeps a fallacy beside it that is still
// named. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("a surface signature the model finds sound (engine 22)", () => {
  it("leaves a genuine either-or closed by a date alone", () => {
    for (const text of [
      "My passport runs out on the 9th and the passport office has no appointments until the 15th. So I'll either get a fast-track slot somewhere else or put off the trip.",
      "The handbook says a week's notice for leave. A week from today is the 12th and I want to be off on the 10th, so I either move my days or ask my manager for an exception.",
    ])
      expect(flawOf(text)).toBe("none");
    expect(flawOf("Either you support the new bypass or you want the town centre choked with lorries forever.")).toBe(
      "false_dilemma",
    );
  });

  it("leaves a chain whose every link is a stated fact", () => {
    expect(
      flawOf(
        "If the 7:10 train is late, we miss the 9:05 coach from Leeds, and the next coach isn't until the afternoon. So a late train would cost us the whole morning.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "If we let the kids have one sweet after dinner, soon they'll want sweets at every meal, then they'll refuse vegetables, and before long they'll be seriously ill.",
      ),
    ).toBe("slippery_slope");
  });

  it("overrules only the surface types, only when the model is sure, and only in texts as short as those it learned", () => {
    const short = "Either we go now or we miss it.";
    expect(modelFindsSound(short, "false_dilemma", 0.995)).toBe(true);
    expect(modelFindsSound(short, "false_dilemma", 0.95)).toBe(false);
    expect(modelFindsSound(short, "false_cause", 0.999)).toBe(false);
    expect(modelFindsSound(`${"word ".repeat(60)}either this or that.`, "false_dilemma", 0.999)).toBe(false);
  });
});

describe("where a sample was drawn is no claim about a kind (engine 22)", () => {
  it("reads 'across all nine wards' as the places polled, and still reads 'all the members' as a whole", () => {
    const premises = ["That's good evidence most residents want the change."];
    expect(widerClaim("", { conclusion: "The council polled homes across all nine wards.", premises })).toBeNull();
    expect(
      widerClaim("", {
        conclusion: "All the members must hate the new classes.",
        premises: ["Some members said they are dull."],
      }),
    ).not.toBeNull();
  });
});

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

describe("a person's record that bears on their word (engine 22)", () => {
  it("leaves a record of lying and a seller's stake, and names an insult offered instead of a reason", () => {
    for (const text of [
      "A: Why don't you believe Rob's story about the broken window? B: He's been caught lying to the landlord about the rent twice this year. I'm not calling him a vandal, but I'm not taking his word alone.",
      "Don't just take Paula's word that the van has never been in a crash. She's the one selling it, and the service history shows a new front panel in 2022.",
    ])
      expect(flawOf(text)).toBe("none");
    expect(
      flawOf("Don't listen to Rob's ideas about the garden; he's a lazy slob who can't even keep his own car clean."),
    ).toBe("ad_hominem");
  });
});
