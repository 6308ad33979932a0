import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const necessaryOf = (text: string) => analyzeEmbeddedDetail(text).parsed.necessaryAssumption;

describe("a claim that something is new", () => {
  it("assumes that nothing known before was the thing it describes", () => {
    expect(
      necessaryOf(
        "No existing ladder locks its hinge by itself, because known ladders use a manual latch. Therefore a ladder whose pin enters the hinge when it opens is new.",
      ),
    ).toBe("Nothing known before is a ladder whose pin enters the hinge when it opens.");
  });

  it("denies of every earlier one what the reasons say of a definite thing", () => {
    const { parsed, flaw } = analyzeEmbeddedDetail(
      "Existing dish racks hold plates upright but let water pool under them. My rack tilts each plate by ten degrees, so water runs off and plates dry in half the time. Therefore the rack is new and not obvious.",
    );
    expect(parsed.necessaryAssumption).toBe("No earlier rack tilts each plate by ten degrees.");
    // "each plate" in the rack's own clause counts what the rack does; it generalises nothing.
    expect(flaw.id).toBe("none");
  });

  it("stays quiet on a claim that is not about novelty", () => {
    expect(necessaryOf("Our ladder has a locking pin. So the ladder is safe to use.")).not.toMatch(
      /known before|earlier/,
    );
  });
});
