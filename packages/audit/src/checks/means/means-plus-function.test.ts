import { describe, expect, it } from "vitest";
import { draftFromText } from "../../draft/from-text.js";
import { meansPlusFunction } from "./means-plus-function.js";

const draft = (claims: string, description: string) =>
  draftFromText(`DETAILED DESCRIPTION\n${description}\nCLAIMS\n${claims}`);

describe("means-plus-function (35 U.S.C. 112(f), MPEP 2181)", () => {
  it("'means for clamping' with no clamp described should be fixed", () => {
    const [f] = meansPlusFunction.run(
      draft("1. A cooler comprising a shell and means for clamping a bottle.", "A shell 30 holds a bottle."),
    );
    expect(f).toMatchObject({ severity: "should", excerpt: "means for clamping", ground: "112f" });
  });

  it("a nonce word with a function ('signalling module configured to indicate') and no structure should be fixed", () => {
    const [f] = meansPlusFunction.run(
      draft("1. A cooler comprising a signalling module configured to indicate dryness.", "A lamp 42 lights up."),
    );
    expect(f.excerpt).toBe("signalling module configured to indicate");
  });

  it("quiet when the description gives the structure that performs the function", () => {
    const d = draft(
      "1. A cooler comprising a signalling module configured to indicate dryness, and means for clamping a bottle.",
      "The signalling module 38 is a microcontroller that reads a sensor and lights a lamp.\n\nThe means for clamping comprises a spring clip 44 that presses the bottle against the shell.",
    );
    expect(meansPlusFunction.run(d)).toEqual([]);
  });

  it("a nonce word whose modifier names a structure ('processing unit') is not a nonce term", () => {
    expect(
      meansPlusFunction.run(draft("1. A system comprising a processing unit configured to count pulses.", "A board.")),
    ).toEqual([]);
  });
});
