import { describe, expect, it } from "vitest";
import { cleanCpcTitle, cpcPaths } from "./cpc-paths.js";

describe("CPC titles as screens show them", () => {
  it("drops braces and parenthesised references to other symbols, keeps other brackets", () => {
    expect(
      cleanCpcTitle("Hand tools (edge trimmers for lawns A01G3/06  {; machines for working soil A01B35/00})"),
    ).toBe("Hand tools");
    expect(cleanCpcTitle("{flexible}")).toBe("flexible");
    expect(cleanCpcTitle("Neural networks (AI) for speech")).toBe("Neural networks (AI) for speech");
    expect(
      cleanCpcTitle(
        "SOIL WORKING (making furrows A01C5/00; soil working for engineering purposes E01, E02, E21; {measuring areas G01B})",
      ),
    ).toBe("SOIL WORKING");
  });

  it("reads each subgroup under its main group and ancestors, by the dot levels in the list's order", async () => {
    const rows = [
      { code: "F24S", level: null, title: "SOLAR HEAT COLLECTORS" },
      { code: "F24S23/00", level: 0, title: "Arrangements for concentrating solar-rays (lenses G02B)" },
      { code: "F24S23/70", level: 1, title: "with reflectors" },
      { code: "F24S23/71", level: 2, title: "with parabolic reflective surfaces (cylindro-parabolic F24S23/74)" },
      { code: "F24S23/715", level: 3, title: "{flexible}" },
      { code: "F24S23/72", level: 2, title: "with hemispherical reflective surfaces" },
      { code: "F24S25/00", level: 0, title: "Arrangement of stationary mountings" },
    ];
    const paths: string[] = [];
    for await (const r of cpcPaths(rows)) paths.push(r.path);
    expect(paths).toEqual([
      "SOLAR HEAT COLLECTORS",
      "Arrangements for concentrating solar-rays",
      "Arrangements for concentrating solar-rays › with reflectors",
      "Arrangements for concentrating solar-rays › with reflectors › with parabolic reflective surfaces",
      "Arrangements for concentrating solar-rays › with reflectors › with parabolic reflective surfaces › flexible",
      "Arrangements for concentrating solar-rays › with reflectors › with hemispherical reflective surfaces",
      "Arrangement of stationary mountings",
    ]);
  });
});
