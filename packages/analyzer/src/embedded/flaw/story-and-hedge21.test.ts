import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 21: a text that only tells what happened draws no claim, so no flaw is named on its words alone; a cause
// offered as possible ("may reduce") claims no more than a correlation shows. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("a story with no claim, and a cause offered as possible (engine 21)", () => {
  it("names nothing on the words alone when every sentence tells what happened", () => {
    for (const story of [
      "We painted the fence blue in May. By July the neighbours had sold their house.",
      "I wore my old trainers for the race and came third. I had trained all winter.",
      "Our team got new kits in January and won five games in a row. We had signed two new strikers.",
    ])
      expect(flawOf(story).id).toBe("none");
  });

  it("still names the flaw once the story draws its claim", () => {
    expect(
      flawOf(
        "We painted the fence blue in May. By July the neighbours had sold their house. The blue fence drove them away.",
      ),
    ).toMatchObject({ id: "false_cause", shown: true });
    expect(flawOf("I wore my old trainers for the race and came third. Those trainers are lucky.").id).toBe(
      "false_cause",
    );
  });

  it("leaves a hedged cause alone, and names the same cause asserted", () => {
    expect(flawOf("Towns with more parks have fewer burglaries, so parks may reduce crime.").id).toBe("none");
    expect(flawOf("Towns with more parks have fewer burglaries, so parks reduce crime.")).toMatchObject({
      id: "false_cause",
      shown: true,
    });
  });
});
