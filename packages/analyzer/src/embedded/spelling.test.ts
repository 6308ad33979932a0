import { describe, expect, it } from "vitest";
import { segment } from "./segment.js";
import { editDistance, misspeltMarker, repairSlips } from "./spelling.js";

const roles = (text: string) => segment(text).map((u) => [u.marker, u.text]);

describe("typing slips in connectives", () => {
  it("reads a doubled, dropped, swapped or wrong letter in a long marker as the marker", () => {
    expect(misspeltMarker("Ttherefore")).toBe("therefore");
    expect(misspeltMarker("therfore")).toBe("therefore");
    expect(misspeltMarker("thefore")).toBe("therefore");
    expect(misspeltMarker("becuase")).toBe("because");
    expect(misspeltMarker("howevr")).toBe("however");
    expect(misspeltMarker("nevertheles")).toBe("nevertheless");
  });

  it("leaves real words and correct markers alone", () => {
    for (const word of [
      "therefore",
      "theretofore",
      "therefor",
      "according",
      "whoever",
      "finely",
      "thereafter",
      "forever",
    ])
      expect(misspeltMarker(word)).toBeNull();
    expect(repairSlips("Thereafter the shop closed, according to the owner.")).toBe(
      "Thereafter the shop closed, according to the owner.",
    );
  });

  it("counts a swap of two letters as one edit", () => {
    expect(editDistance("becuase", "because", 2)).toBe(1);
    expect(editDistance("thefore", "therefore", 2)).toBe(2);
  });

  it("keeps the capital and makes the repaired marker do its work", () => {
    expect(repairSlips("It rained. Ttherefore, the match was off.")).toBe("It rained. Therefore, the match was off.");
    expect(roles("The pitch flooded. Therfore the match was called off.")).toEqual([
      ["none", "The pitch flooded."],
      ["conclusion", "Therefore the match was called off."],
    ]);
  });

  it("reads 'earth' s' as the possessive, and leaves a closing quote alone", () => {
    expect(repairSlips("The earth' s crust is thin.")).toBe("The earth's crust is thin.");
    expect(repairSlips("She said 'yes' so we left.")).toBe("She said 'yes' so we left.");
  });
});
