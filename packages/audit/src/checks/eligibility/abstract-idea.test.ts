import { describe, expect, it } from "vitest";
import { draftFromText } from "../../draft/from-text.js";
import { abstractIdea } from "./abstract-idea.js";

const PRICING =
  "1. A method comprising: receiving, by a processor, answers of a customer; calculating a risk score as a weighted average of the answers; selecting a price band by comparing the score with thresholds; and displaying an offer.";

describe("abstract idea on generic computer parts (35 U.S.C. 101, MPEP 2106)", () => {
  it("commerce and maths on a generic processor, with no improvement anywhere, should be fixed", () => {
    const [f] = abstractIdea.run(draftFromText(`DETAILED DESCRIPTION\nA server prices policies.\nCLAIMS\n${PRICING}`));
    expect(f).toMatchObject({ severity: "should", excerpt: "processor", ground: "101" });
  });

  it("with an improvement stated only in the description, the claim is asked to carry it", () => {
    const d = draftFromText(
      `DETAILED DESCRIPTION\nCaching the thresholds reduces the latency of each quote to under 5 ms.\nCLAIMS\n${PRICING}`,
    );
    expect(abstractIdea.run(d)[0].severity).toBe("consider");
  });

  it("quiet when the claim names the technical improvement or a physical thing", () => {
    const improved = PRICING.replace(
      "and displaying an offer",
      "and reducing the memory used by the processor by caching the thresholds",
    );
    expect(abstractIdea.run(draftFromText(`CLAIMS\n${improved}`))).toEqual([]);
    const physical =
      "1. A method comprising: receiving, by a processor, a temperature from a sensor; comparing it with a threshold; and opening a valve.";
    expect(abstractIdea.run(draftFromText(`CLAIMS\n${physical}`))).toEqual([]);
  });

  it("without claims, the abstract is read", () => {
    const d = draftFromText(
      "ABSTRACT\nA processor receives a customer's answers, calculates a risk score as a weighted average, selects a price band and displays an offer.",
    );
    expect(abstractIdea.run(d)[0].place?.section).toBe("abstract");
  });
});
