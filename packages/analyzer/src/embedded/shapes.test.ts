import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const assumptionsOf = (text: string) => {
  const { parsed } = analyzeEmbeddedDetail(text);
  return [parsed.necessaryAssumption, ...parsed.unstatedAssumptions];
};
const find = (text: string, shape: RegExp) => assumptionsOf(text).find((a) => shape.test(a));

describe("necessary assumptions by the argument's shape", () => {
  it("ranks the shape first and drops the term-shift rule it replaces", () => {
    const all = assumptionsOf(
      "In a ten-year study, walkers had fewer heart attacks. So walkers live longer than drivers.",
    );
    expect(all[0]).toMatch(/^Walkers and drivers are alike/);
    expect(all.some((a) => /^What holds for/.test(a))).toBe(false);
  });

  it("a causal claim needs no other cause of what the reasons report", () => {
    expect(find("Towns with more libraries have lower crime. So libraries reduce crime.", /other than/)).toBe(
      "No factor other than libraries accounts for what the reasons report about crime.",
    );
  });

  it("takes a subject with a prepositional phrase, inside a reporting frame", () => {
    expect(
      find(
        "More hikers are tired in hot summers. This shows that a rise in temperature can make hikers tired.",
        /other than/,
      ),
      // "make hikers tired": the report is about the hikers; "about hikers tired" (before round assume18) was no English.
    ).toBe("No factor other than a rise in temperature accounts for what the reasons report about hikers.");
  });

  it("no other-cause statement when the reasons never mention the effect, or the claim is not causal", () => {
    expect(find("Libraries are open late on Fridays. So libraries reduce crime.", /other than/)).toBeUndefined();
    expect(find("Towns with more libraries have lower crime. So towns are safe.", /other than/)).toBeUndefined();
  });

  it("a recommendation needs its means to be possible and worth its cost", () => {
    expect(find("Traffic jams cost the city millions. So the city should build a tram line.", /can in fact/)).toBe(
      "The city can in fact build a tram line, and doing so costs less than it gains.",
    );
  });

  it("finds the agent after an opening phrase that says why", () => {
    expect(
      find(
        "Car alarms wake whole streets at night. Out of consideration for others, drivers should switch off their alarms.",
        /can in fact/,
      ),
    ).toBe("Drivers can in fact switch off their alarms, and doing so costs less than it gains.");
  });

  it("no feasibility statement for a refraining, an epistemic 'must have', or a claim without a modal", () => {
    expect(
      find("The road would cut the forest. So the council should not build the road.", /can in fact/),
    ).toBeUndefined();
    expect(
      find("The window was open. So the thief must have come in through the window.", /can in fact/),
    ).toBeUndefined();
    expect(find("Traffic jams cost the city millions. So trams are useful.", /can in fact/)).toBeUndefined();
    expect(find("The old bridge was built of oak. So the bridge should still stand.", /can in fact/)).toBeUndefined();
  });

  it("a recommendation with a purpose needs its means to serve that purpose", () => {
    expect(
      find(
        "Runners at altitude build more red blood cells. To improve its results, the club should train its runners in the mountains.",
        /would in fact/,
      ),
    ).toBe("To train its runners in the mountains would in fact improve its results.");
    expect(
      find(
        "Runners at altitude build more red blood cells. So the club should train its runners in the mountains.",
        /would in fact/,
      ),
    ).toBeUndefined();
  });

  it("a recommendation's aim is not read as a causal claim ('P because <a recommendation>')", () => {
    const all = assumptionsOf(
      "Runners at altitude build more red blood cells. To improve its results, the club should train its runners in the mountains.",
    );
    expect(all.some((a) => /because/.test(a))).toBe(false);
  });

  it("a comparison needs the two groups to be alike in every other way that matters", () => {
    expect(
      find("In a ten-year study, walkers had fewer heart attacks. So walkers live longer than drivers.", /alike/),
    ).toBe("Walkers and drivers are alike in every way that matters here except the one the reasons name.");
  });

  it("no alike statement for a quantity after 'than' or a claim with no comparison", () => {
    expect(find("The survey asked many people. So people eat more than 30 percent fat.", /alike/)).toBeUndefined();
    expect(
      find("In a ten-year study, walkers had fewer heart attacks. So walking is healthy.", /alike/),
    ).toBeUndefined();
  });

  it("a claim read off a measure needs the measure to track what the claim is about", () => {
    expect(find("The divorce rate has doubled since 1990. So marriages are less happy.", /fair measure/)).toBe(
      "The divorce rate is a fair measure of whether marriages are less happy.",
    );
  });

  it("no measure statement when the premise reports no measure", () => {
    expect(find("Many couples have divorced since 1990. So marriages are less happy.", /fair measure/)).toBeUndefined();
  });
});
