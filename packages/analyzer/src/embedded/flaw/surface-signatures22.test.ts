import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { modelFindsSound } from "./classify.js";
import { widerClaim } from "./sample.js";

// Engine 22 lets the flaw model's verdict of sound outweigh a surface signature in the everyday texts it was fitted
// to. Each sound text below was flagged by engine 21; each test keeps a fallacy beside it that is still named. All
// texts were written for these tests.
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
