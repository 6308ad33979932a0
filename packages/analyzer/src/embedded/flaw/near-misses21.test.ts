import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 21 leaves more sound near misses alone: each wording below was flagged by engine 20, and each has a
// fallacy beside it that is still named. It also reads appeals to ignorance in everyday wording. All texts were
// written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("sound near misses left alone (engine 21)", () => {
  it("an either-or that a deadline, a late fee, a trial's arms or 'or not' closes is no false dilemma", () => {
    for (const text of [
      "The library closes at 6 and it's 5:45. Either we return the books now or we pay for another day, so let's run.",
      "Library fines: books back after the due date get a late fee of a pound. It's the due date, so either we drop them off today or we pay.",
      "In the trial, patients were randomly given either the new cream or a plain one. The new cream group healed faster, so the cream speeds healing.",
      "For the scholarship you're either a full-time student or you're not, and full-time means twelve credits. I take fifteen, so I qualify.",
    ])
      expect(flawOf(text)).toBe("none");
    expect(flawOf("Either you buy the premium plan or your business will fail. There's nothing in between.")).toBe(
      "false_dilemma",
    );
  });

  it("popularity offered for a claim about popularity is no ad populum", () => {
    expect(
      flawOf("With two million copies sold this year, it's safe to call it the best-selling novel of the year."),
    ).toBe("none");
    expect(flawOf("Two million people bought this blender, so it has to be the best blender there is.")).toBe(
      "ad_populum",
    );
  });

  it("the law's standard of proof is no appeal to ignorance", () => {
    expect(
      flawOf(
        "The state has not proven beyond a reasonable doubt that my client took the money, so the jury must acquit.",
      ),
    ).toBe("none");
    expect(flawOf("Nobody has proven the old mill is haunted isn't true, so it must be haunted.")).toBe(
      "appeal_to_ignorance",
    );
  });

  it("reads an appeal to ignorance in everyday wording, and leaves a search that found nothing alone", () => {
    for (const text of [
      "I've never come across a study showing any harm from drinking six coffees a day, so it's clearly fine.",
      "There isn't a single study showing that my herbal drops don't work, so obviously they do.",
      "He says he returned my drill, but he's never actually proven that. So as far as I'm concerned he still has it.",
    ])
      expect(analyzeEmbeddedDetail(text).flaw).toMatchObject({ id: "appeal_to_ignorance", shown: true });
    expect(
      flawOf(
        "The lab tested forty samples and there isn't a single test showing lead above the limit, so the water meets the standard.",
      ),
    ).toBe("none");
  });

  it("reads a generic plural with a place word ('Plumbers here are lazy') as the generalisation a sample cannot carry", () => {
    expect(analyzeEmbeddedDetail("I met two lazy plumbers in this town. Plumbers here are lazy.").flaw).toMatchObject({
      id: "hasty_generalization",
      shown: true,
    });
    expect(flawOf("I met two lazy plumbers in this town. Maybe I was just unlucky with them.")).toBe("none");
  });
});
