import { describe, expect, it } from "vitest";
import { draftFromText } from "../../draft/from-text.js";
import { antecedentBasis } from "./antecedent.js";
import { degreeTerms } from "./degree-terms.js";
import { subjectiveTerms } from "./subjective-terms.js";

const claims = (text: string, description = "A sleeve 32 lines a shell 30.") =>
  draftFromText(`DETAILED DESCRIPTION\n${description}\nCLAIMS\n${text}`);

describe("terms of degree (MPEP 2173.05(b))", () => {
  it("'substantially rigid' in a claim with no measure anywhere should be fixed", () => {
    const [f] = degreeTerms.run(claims("1. A cooler comprising a sleeve that is substantially rigid."));
    expect(f).toMatchObject({ severity: "should", excerpt: "substantially rigid", step: null });
    expect(f.place).toMatchObject({ section: "claims", paragraph: 1 });
  });

  it("a measure in the same sentence is a standard: quiet", () => {
    expect(
      degreeTerms.run(claims("1. A cooler comprising a sleeve substantially rigid, bending less than 2 mm.")),
    ).toEqual([]);
  });

  it("a measure for the same phrase in the detailed description is a standard: quiet", () => {
    const d = claims(
      "1. A cooler comprising a sleeve that is substantially rigid.",
      "The sleeve 32 is substantially rigid, bending less than 2 mm under a 10 N load.",
    );
    expect(degreeTerms.run(d)).toEqual([]);
  });

  it("in the summary it is only a point to consider, and opens the Summary step", () => {
    const [f] = degreeTerms.run(draftFromText("SUMMARY\nThe sleeve is relatively thin."));
    expect(f).toMatchObject({ severity: "consider", step: "Summary", excerpt: "relatively thin" });
  });
});

describe("subjective terms (MPEP 2173.05(b)(IV))", () => {
  it("'aesthetically pleasing' in a claim should be fixed", () => {
    const [f] = subjectiveTerms.run(claims("1. A cooler having an aesthetically pleasing outer surface."));
    expect(f).toMatchObject({ severity: "should", excerpt: "aesthetically pleasing" });
  });

  it("an objective wording is quiet", () => {
    expect(
      subjectiveTerms.run(claims("1. A cooler having a matte outer surface with a roughness below 2 µm.")),
    ).toEqual([]);
  });
});

describe("antecedent basis (MPEP 2173.05(e))", () => {
  it("'the lever' never introduced should be fixed", () => {
    const found = antecedentBasis.run(
      claims(
        "1. A cooler comprising a shell and a vent ring.\n2. The cooler of claim 1, wherein the lever releases the vent ring.",
      ),
    );
    expect(found.map((f) => [f.excerpt, f.place?.paragraph])).toEqual([["the lever", 2]]);
  });

  it("a term introduced in the claim or in the claim it depends on is quiet", () => {
    const d = claims(
      "1. A cooler comprising a shell, a pivoting lever and a vent ring, the lever holding the vent ring.\n2. The cooler of claim 1, wherein said lever releases the vent ring.",
    );
    expect(antecedentBasis.run(d)).toEqual([]);
  });

  it("a term introduced only in a sibling claim has no basis", () => {
    const d = claims(
      "1. A cooler comprising a shell.\n2. The cooler of claim 1, further comprising a lever.\n3. The cooler of claim 1, wherein the lever is steel.",
    );
    expect(antecedentBasis.run(d).map((f) => f.place?.paragraph)).toEqual([3]);
  });

  it("inherent attributes, Markush groups and the claimed subject are let pass", () => {
    const d = claims(
      "1. A cooler comprising a shell, wherein the length of the shell is 20 cm and the shell is made of a material selected from the group consisting of steel and aluminium, and the shell extends in the vertical direction.",
    );
    expect(antecedentBasis.run(d)).toEqual([]);
  });

  it("planned claims are checked too, and open the Review step", () => {
    const d = draftFromText("SUMMARY\nA cooler.", {
      plannedClaims: "1. A cooler wherein the controller lights a lamp.",
    });
    const [f] = antecedentBasis.run(d);
    expect(f).toMatchObject({ excerpt: "the controller", step: "Review" });
  });
});

describe("antecedent basis: what a careful reader lets pass", () => {
  it("a noun made of an earlier verb, a distance between named parts, parts by weight", () => {
    const d = claims(
      "1. A method comprising administering a drug to a joint, wherein said administration is by injection, the distance between the joint and the drug is small, and the drug has 5 parts by weight of salt.",
    );
    expect(antecedentBasis.run(d)).toEqual([]);
  });

  it("a noun that no earlier verb makes still needs its basis", () => {
    const d = claims("1. A method comprising administering a drug, wherein the calibration is daily.");
    expect(antecedentBasis.run(d).map((f) => f.excerpt)).toEqual(["the calibration"]);
  });
});

describe("antecedent basis: inherent things", () => {
  it("a direction, a wearer's body part and a chemist's proviso need no introduction", () => {
    const d = claims(
      "1. A strap worn around the neck, wherein a waveguide ends in the sub-scanning direction, with the proviso that the strap is dry.",
    );
    expect(antecedentBasis.run(d)).toEqual([]);
  });
});
