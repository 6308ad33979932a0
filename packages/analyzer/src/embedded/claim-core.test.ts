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

  it("keeps a frame around too little to be a claim, and a claim with no frame", () => {
    expect(claimCore("I think so.")).toBe("I think so.");
    expect(claimCore("Think of the cost.")).toBe("Think of the cost.");
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
