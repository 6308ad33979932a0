import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("a disjunctive syllogism over facts is a valid form (the merge, round 18)", () => {
  it("rules one option out and draws the other: no flaw, the premises questioned", () => {
    const p = parsedOf(
      "Either the parcel is at the depot or it is on the van. It is not at the depot. So it is on the van.",
    );
    expect(p.conclusion.text).toBe("It is on the van.");
    expect(p.methodOfReasoning).toBe("Deductive reasoning (disjunctive syllogism)");
    expect(p.logicalFlaws).toEqual([]);
    expect(p.possibleCounter).toMatch(
      /is it really true that either the parcel is at the depot or it is on the van\?$/,
    );
  });

  it("is no valid form when the claim is not the option left", () => {
    const p = parsedOf(
      "Either the parcel is at the depot or it is on the van. It is not at the depot. So the driver has lost it.",
    );
    expect(p.methodOfReasoning).not.toMatch(/disjunctive/);
  });

  it("leaves the arguer's framing of a choice to the false-dilemma reader", () => {
    const p = parsedOf(
      "Either we sell the car or we cancel the holiday. We will not sell the car. So we cancel the holiday.",
    );
    expect(p.methodOfReasoning).not.toMatch(/disjunctive/);
    expect(p.logicalFlaws[0]).toMatch(/^False Dilemma/);
  });
});

describe("a claim that is itself the either-or (engine 22, seen in the browser)", () => {
  it("is countered by a third option, not by an option 'ruled out' that the text never ruled out", () => {
    const p = parsedOf(
      "My passport runs out on the 9th and the passport office has no appointments until the 15th. So I'll either get a fast-track slot somewhere else or put off the trip.",
    );
    expect(p.logicalFlaws).toEqual([]);
    expect(p.possibleCounter).toBe(
      "There may be options besides the two named, so it does not follow that I'll either get a fast-track slot somewhere else or put off the trip.",
    );
  });
});
