import { describe, expect, it } from "vitest";
import { analyzeEmbedded, analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { twoSenses } from "./two-senses.js";

// Arguments written for this test: one word as a thing in the reason and as a verdict in the claim, and near texts
// that keep one sense.
describe("one word in two senses across an inference", () => {
  it("names a noun in the reason read as an adjective in the claim, quoting both uses", () => {
    const { flaw } = analyzeEmbeddedDetail("The hospital has a patient in every bed, so the nurses must be patient.");
    expect(flaw.id).toBe("equivocation");
    expect(flaw.evidence).toBe("a patient in every bed … the nurses must be patient");
    expect(twoSenses("the council gave us a fine for the bonfire. so the bonfire was fine.")).toBe(
      "a fine for the bonfire … the bonfire was fine",
    );
  });

  it("explains the flaw by the word and its two uses", () => {
    const text = "Every citizen has a right to vote, so selling your vote to whoever pays the most is right.";
    const [flaw] = analyzeEmbedded(text).logicalFlaws;
    expect(JSON.stringify(flaw)).toContain('uses \\"right\\" in two senses');
  });

  it("is quiet when the word keeps one sense, or no inference joins the uses", () => {
    expect(twoSenses("the library charges a fine for late books, so returning books late is not allowed.")).toBeNull();
    expect(twoSenses("it was a fine day. we went out.")).toBeNull();
    expect(twoSenses("you have a right to speak; the chair is right next to you.")).toBeNull();
  });
});

// Written for round flaw17: a case and a rule that use the word in two senses, and the conclusion drawn next.
describe("a case and a rule joined by one word", () => {
  it("names 'X is a major, and major Ys …' when the next sentence concludes about X", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "My cousin is a major, and major repairs must be approved by the board. So my cousin must be approved by the board.",
    );
    expect(flaw.id).toBe("equivocation");
    expect(twoSenses("lena is a minor, and minor errors can be forgiven. so lena can be forgiven.")).toBe(
      "lena is a minor … minor errors can be forgiven",
    );
  });

  it("stays quiet when the conclusion is not about the one the noun names", () => {
    expect(
      twoSenses("sam is a minor, and minor roads are closed tonight. so the bus will take the motorway."),
    ).toBeNull();
  });
});

// Arguments written for this test: someone's word given the arguer's own meaning, or its technical sense dropped.
describe("a reported word reasoned on in another sense", () => {
  it("names a word someone used, then defined the arguer's way and drawn on", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "The inspector's report calls our kitchen 'basic'. Basic means poor and unsafe, so the café should close before someone gets ill.",
    );
    expect(flaw.id).toBe("equivocation");
    expect(flaw.evidence).toBe(
      "The inspector's report calls our kitchen 'basic'. … Basic means poor and unsafe, so the café should close before someone gets ill.",
    );
    // A definition with no one else's use of the word before it explains a term; it shifts nothing.
    expect(
      analyzeEmbeddedDetail(
        "Compound interest means earning interest on your interest, so starting a pension at twenty-five beats starting at forty.",
      ).flaw.id,
    ).not.toBe("equivocation");
  });

  it("names a technical sense dropped in the claim drawn from it", () => {
    expect(
      analyzeEmbeddedDetail(
        "The trial found a statistically significant rise in reading scores with the new app. So the app makes a significant difference, and every school should buy it.",
      ).flaw.id,
    ).toBe("equivocation");
    expect(
      analyzeEmbeddedDetail(
        "The trial found a statistically significant rise of twelve points in reading scores with the new app, so the app is worth a wider trial.",
      ).flaw.id,
    ).not.toBe("equivocation");
  });
});
