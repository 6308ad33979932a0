import { describe, expect, it } from "vitest";
import { draftFromText } from "../../draft/from-text.js";
import { claimSupport } from "./claim-support.check.js";
import { mapClaimSupport } from "./claim-support.js";
import { descriptionLength } from "./description-length.js";
import { keyTerms } from "./key-terms.js";
import { limitationsOf } from "./limitations.js";
import { quantities } from "./quantities.js";
import { singleEmbodiment } from "./single-embodiment.js";

const DESCRIPTION =
  "A tank 50 holds water. A hand pump 52 pressurises the tank 50. A dosing chamber 54 with a calibrated orifice 56 meters concentrate into the water.";

describe("limitations of a claim", () => {
  it("cuts the body after the transition at semicolons and ', and'", () => {
    const l = limitationsOf(
      "A sprayer comprising: a tank holding water; a hand pump; and a dosing chamber having an orifice.",
    );
    expect(l.map((x) => x.text)).toEqual(["a tank holding water", "a hand pump", "a dosing chamber having an orifice"]);
  });

  it("leaves a dependent claim's reference to its parent out", () => {
    expect(
      limitationsOf("The sprayer of claim 1, wherein the tank is translucent plastic.").map((x) => x.text),
    ).toEqual(["the tank is translucent plastic"]);
  });
});

describe("claim support (35 U.S.C. 112(a), 119(e))", () => {
  const planned =
    "1. A sprayer comprising: a tank holding water; a dosing chamber with a calibrated orifice; and a solar charging circuit feeding a wireless transmitter.";
  const d = draftFromText(`DETAILED DESCRIPTION\n${DESCRIPTION}`, { plannedClaims: planned });

  it("maps each limitation to its supporting paragraph", () => {
    const map = mapClaimSupport(d);
    expect(map.map((m) => [m.limitation, m.verdict])).toEqual([
      ["a tank holding water", "supported"],
      ["a dosing chamber with a calibrated orifice", "supported"],
      ["a solar charging circuit feeding a wireless transmitter", "unsupported"],
    ]);
    expect(map[0].passage).toMatchObject({ section: "detailedDescription", paragraph: 1 });
  });

  it("an unsupported limitation must be fixed, placed in the planned claim", () => {
    const [f] = claimSupport.run(d);
    const claimText = planned.slice("1. ".length);
    expect(f).toMatchObject({ severity: "must", step: "DetailedDescription" });
    expect(f.place).toEqual({
      section: "plannedClaims",
      paragraph: 1,
      start: claimText.indexOf("a solar"),
      end: claimText.length - 1,
    });
  });

  it("quiet once the description describes it", () => {
    const fixed = draftFromText(
      `DETAILED DESCRIPTION\n${DESCRIPTION}\n\nA solar panel 60 feeds a charging circuit 62, and the charging circuit 62 powers a wireless transmitter 64.`,
      { plannedClaims: planned },
    );
    expect(claimSupport.run(fixed)).toEqual([]);
  });
});

describe("key terms of the summary (MPEP 2163)", () => {
  it("a summary term the detailed description never uses should be fixed", () => {
    const d = draftFromText(
      `SUMMARY\nA sprayer has a tank and a peristaltic roller wheel.\nDETAILED DESCRIPTION\n${DESCRIPTION}`,
    );
    const found = keyTerms.run(d);
    // 'sprayer' is one word said once: prose, not an element.
    expect(found.map((f) => f.excerpt)).toEqual(["peristaltic roller wheel"]);
  });

  it("quiet when the description uses them", () => {
    const d = draftFromText(`SUMMARY\nA tank and a dosing chamber.\nDETAILED DESCRIPTION\n${DESCRIPTION}`);
    expect(keyTerms.run(d)).toEqual([]);
  });
});

describe("single embodiment (MPEP 2163)", () => {
  it("a description with no alternative should be fixed", () => {
    const [f] = singleEmbodiment.run(draftFromText(`DETAILED DESCRIPTION\n${DESCRIPTION}`));
    expect(f).toMatchObject({ severity: "should", place: null, step: "DetailedDescription" });
  });

  it("quiet when it offers another embodiment", () => {
    const d = draftFromText(`DETAILED DESCRIPTION\n${DESCRIPTION} In another embodiment, the pump is electric.`);
    expect(singleEmbodiment.run(d)).toEqual([]);
  });
});

describe("quantities and materials without ranges (MPEP 2163.05)", () => {
  it("a single value and a single material are points to consider", () => {
    const d = draftFromText(
      "DETAILED DESCRIPTION\nThe orifice 56 has a diameter of 0.8 mm. The chamber 54 is made of polyethylene.",
    );
    expect(quantities.run(d).map((f) => [f.severity, f.excerpt])).toEqual([
      ["consider", "0.8 mm"],
      ["consider", "made of polyethylene"],
    ]);
  });

  it("a range, and a material with alternatives, are quiet", () => {
    const d = draftFromText(
      "DETAILED DESCRIPTION\nThe orifice 56 has a diameter of 0.8 mm. It may be between 0.5 and 1.2 mm. The chamber 54 is made of polyethylene or another polyolefin.",
    );
    expect(quantities.run(d)).toEqual([]);
  });
});

describe("what a single value is", () => {
  it("a view 'FIG. 2A' is not 2 amperes, and a worked example's condition is not a value of the invention", () => {
    const d = draftFromText("DETAILED DESCRIPTION\nFIG. 2A shows a pump 52. The mixture was stirred for 30 minutes.");
    expect(quantities.run(d)).toEqual([]);
  });
});

describe("description length (MPEP 2164)", () => {
  it("four numbered parts in 27 words should be fixed", () => {
    const [f] = descriptionLength.run(draftFromText(`DETAILED DESCRIPTION\n${DESCRIPTION}`));
    expect(f.why).toContain("27 words for 4 numbered parts");
  });

  it("quiet when each part gets its words", () => {
    const long = Array.from(
      { length: 6 },
      () => `${DESCRIPTION} The parts are described at length here so a reader can build them.`,
    ).join(" ");
    expect(descriptionLength.run(draftFromText(`DETAILED DESCRIPTION\n${long}`))).toEqual([]);
  });
});
