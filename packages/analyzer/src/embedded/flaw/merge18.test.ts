import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("the merge's own texts (round 18)", () => {
  it("reads one case offered for a kind named with a determiner ('dogs of that breed') as a hasty generalisation", () => {
    const text =
      "My aunt's cat scratched a child at the fair. Cats of that colour are vicious and should be kept indoors.";
    expect(flawOf(text)).toMatchObject({ id: "hasty_generalization", evidence: expect.stringMatching(/^My aunt/) });
    const surveyed =
      "Vets who treated forty thousand cats report more scratches from cats of that colour, so owners should trim their claws.";
    expect(flawOf(surveyed).id).not.toBe("hasty_generalization");
  });

  it("reads a chain of consequences after 'if we don't' as a slippery slope, not two options", () => {
    const chain =
      "If we don't fix the roof this month, next winter the ceiling will leak, and then the whole house will rot. So we must fix the roof now.";
    expect(flawOf(chain).id).toBe("slippery_slope");
    expect(flawOf("If you don't support the strike, you are against the workers.").id).toBe("false_dilemma");
  });

  it("reads the quoted person's own conduct set against their claim ('but Maria drives …') as ad hominem", () => {
    const text = "Maria says we should cycle more, but Maria drives to the corner shop, so we can ignore her.";
    expect(flawOf(text)).toMatchObject({ id: "ad_hominem", evidence: "Maria drives to the corner shop" });
    const aboutHerFigures =
      "Maria says we should cycle more, but Maria's traffic figures are from 1990, so the council needs newer counts.";
    expect(flawOf(aboutHerFigures).id).not.toBe("ad_hominem");
  });
});
