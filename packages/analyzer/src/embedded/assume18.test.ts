import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Round assume18 (decision 0024): the fixes of the round, each on texts written for these tests, with a case where
// the reading fires on its evidence and one where it stays quiet.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("a recommendation that grants the other side a point weighs the two in the text's words", () => {
  it("a benefit, then 'however' and a cost said of the same thing", () => {
    const p = parsedOf(
      "A new parking garage would bring more shoppers downtown. However, it would cost the city its only green square. The council should not build the garage.",
    );
    expect(p.necessaryAssumption).toBe(
      "Costing the city its only green square matters more than bringing more shoppers downtown.",
    );
    expect(p.improvedVersion).toContain(
      "This assumes that costing the city its only green square matters more than bringing more shoppers downtown.",
    );
  });

  it("a benefit granted with 'although', the point set against it said of 'they'", () => {
    const p = parsedOf(
      "Although electric scooters are fun to ride, they block the pavements for people in wheelchairs. The town should ban them.",
    );
    expect(p.necessaryAssumption).toBe(
      "Blocking the pavements for people in wheelchairs matters more than being fun to ride.",
    );
  });

  it("two things compared keep their subjects", () => {
    const p = parsedOf("Although trains are faster, buses are cheaper. We should take the bus.");
    expect(p.necessaryAssumption).toBe("Buses being cheaper matters more than trains being faster.");
  });

  it("the granted benefit is never quoted as a reason for the claim", () => {
    const p = parsedOf(
      "A bigger car park would make the station easier to reach. But it would take the space of the bike racks. The rail company should keep the bike racks.",
    );
    expect(p.necessaryAssumption).toMatch(/^Taking the space of the bike racks matters more than making the station/);
    for (const a of p.unstatedAssumptions) expect(a).not.toMatch(/as (?:well|badly) as the reasons/);
  });

  it("stays quiet on two facts set side by side", () => {
    const p = parsedOf("Sales of tea rose this spring. However, sales of coffee fell. The café should stock more tea.");
    expect(p.unstatedAssumptions.join(" ")).not.toContain("matters more than");
  });

  it("stays quiet when the claim recommends nothing", () => {
    const p = parsedOf(
      "A new parking garage would bring more shoppers downtown. However, it would cost the city its only green square. The garage will probably be built anyway.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toContain("matters more than");
  });
});
