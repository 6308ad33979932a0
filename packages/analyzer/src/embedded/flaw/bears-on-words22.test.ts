import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 22: what is said about a person that bears on their word (caught lying before, selling the thing they
// vouch for) is a reason to doubt the word, not an attack on the person. Each sound text was named ad hominem by
// engine 21; the test keeps an attack beside them that is still named. All texts were written for this test.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("a person's record that bears on their word (engine 22)", () => {
  it("leaves a record of lying and a seller's stake, and names an insult offered instead of a reason", () => {
    for (const text of [
      "A: Why don't you believe Rob's story about the broken window? B: He's been caught lying to the landlord about the rent twice this year. I'm not calling him a vandal, but I'm not taking his word alone.",
      "Don't just take Paula's word that the van has never been in a crash. She's the one selling it, and the service history shows a new front panel in 2022.",
    ])
      expect(flawOf(text)).toBe("none");
    expect(
      flawOf("Don't listen to Rob's ideas about the garden; he's a lazy slob who can't even keep his own car clean."),
    ).toBe("ad_hominem");
  });
});
