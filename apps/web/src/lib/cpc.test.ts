import { describe, expect, it } from "vitest";
import { cpcFullName, shortCpcTitle } from "./cpc";

describe("CPC titles on screen", () => {
  it("keeps a path of one or two levels whole", () => {
    expect(shortCpcTitle("Solar heat collectors")).toBe("Solar heat collectors");
    expect(shortCpcTitle("Solar heat collectors › with reflectors")).toBe("Solar heat collectors › with reflectors");
  });

  it("elides the levels between the main group and the symbol's own title", () => {
    expect(shortCpcTitle("Arrangements › with reflectors › with parabolic surfaces › flexible")).toBe(
      "Arrangements › … › flexible",
    );
  });

  it("cuts a long main group's title so the symbol's own still shows", () => {
    const lead =
      "Semiconductor devices sensitive to infra-red radiation, light, electromagnetic radiation of shorter wavelength";
    expect(shortCpcTitle(`${lead} › Photovoltaic cells › PV modules`)).toBe(
      "Semiconductor devices sensitive to infra-red radiation… › … › PV modules",
    );
  });

  it("names the symbol with its whole title", () => {
    expect(cpcFullName({ code: "F24S23/70", title: "Arrangements › with reflectors" })).toBe(
      "F24S23/70: Arrangements › with reflectors",
    );
  });
});
