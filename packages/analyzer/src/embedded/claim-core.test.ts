import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { claimCore } from "./claim-core.js";

describe("the claim inside the writer's frame", () => {
  it("drops a first-person frame around a claim", () => {
    expect(claimCore("I think remote work is here to stay.")).toBe("Remote work is here to stay.");
    expect(claimCore("We firmly believe that the bridge must be repaired.")).toBe("The bridge must be repaired.");
    expect(claimCore("In my opinion, the library should open on Sundays.")).toBe("The library should open on Sundays.");
  });

  it("drops a conclusion marker inside the claim", () => {
    expect(claimCore("Schools should therefore provide free breakfast.")).toBe(
      "Schools should provide free breakfast.",
    );
    expect(claimCore("The plan is, thus, too costly.")).toBe("The plan is too costly.");
  });

  it("reads an instruction to the reader as the recommendation it makes", () => {
    expect(claimCore("Keep the mascot.")).toBe("You should keep the mascot.");
    expect(claimCore("Close the park at night.")).toBe("You should close the park at night.");
    expect(claimCore("Stop wasting water.")).toBe("You should stop wasting water.");
    expect(claimCore("Think of the cost.")).toBe("You should think of the cost.");
    expect(claimCore("Cats are great pets.")).toBe("Cats are great pets.");
    expect(claimCore("Water boils at a lower heat up a mountain.")).toBe("Water boils at a lower heat up a mountain.");
  });

  it("types an instruction as a recommendation and builds its rule from it", () => {
    const { parsed } = analyzeEmbeddedDetail("Stop wasting water. The reservoirs are half empty.");
    expect(parsed.conclusion.text).toBe("Stop wasting water.");
    expect(parsed.conclusion.type).toBe("Policy Recommendation");
    expect(parsed.sufficientAssumption).toBe("If the reservoirs are half empty, then you should stop wasting water.");
  });

  it("takes an instruction after its reason as the claim, but not an instruction to imagine or look", () => {
    const { parsed } = analyzeEmbeddedDetail("The park is full of litter every morning. Close the park at night.");
    expect(parsed.conclusion.text).toBe("Close the park at night.");
    expect(parsed.necessaryAssumption).toBe(
      "A good reason for you to close the park at night is that the park is full of litter every morning.",
    );
    expect(
      analyzeEmbeddedDetail("Printing every email wastes paper. Most of it is thrown away. Staff should stop.").parsed
        .conclusion.text,
    ).toBe("Staff should stop.");
    expect(
      analyzeEmbeddedDetail("Imagine the old dogs shivering in the cold! How can you not give to the shelter?").parsed
        .conclusion.text,
    ).toBe("You should give to the shelter.");
  });

  it("keeps a frame around too little to be a claim, and a claim with no frame", () => {
    expect(claimCore("I think so.")).toBe("I think so.");
    expect(claimCore("The cost is too high.")).toBe("The cost is too high.");
  });

  it("shows the claim as written but reasons about the claim inside it", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "I think remote work is here to stay. Companies save on office rent, and most employees say they are happier at home.",
    );
    expect(parsed.conclusion.text).toBe("I think remote work is here to stay.");
    expect(parsed.sufficientAssumption).toMatch(/, then remote work is here to stay\.$/);
    expect(parsed.necessaryAssumption).not.toMatch(/\bI think\b/);
  });
});
