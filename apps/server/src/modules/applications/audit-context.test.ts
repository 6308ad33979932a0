import { draftFromText, draftFromWizard, runChecks } from "@app/audit";
import { describe, expect, it } from "vitest";
import { contextOf, fieldsOf } from "./audit-context.js";

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("a finding's words in context", () => {
  it("keeps a short paragraph whole, the flagged words at their place", () => {
    const draft = draftFromText("CLAIMS\n1. A ladder comprising a rail, wherein the lever locks the rail.");
    const f = runChecks(draft).find((x) => x.check === "112b.antecedent-basis");
    const c = f && contextOf(draft, f);
    expect(c?.text).toBe("A ladder comprising a rail, wherein the lever locks the rail.");
    expect(c?.text.slice(c.start, c.end)).toBe("the lever");
  });

  it("cuts a long paragraph between words on both sides, marking what was left out", () => {
    const draft = draftFromWizard({
      title: "Ladder",
      crossReference: "",
      federalResearch: "",
      abstract: "A ladder.",
      field: "",
      background: "",
      summary: "",
      drawings: "FIG. 1 is a side view.",
      detailedDescription: `${filler(80)} FIG. 2 shows a hinge 14. ${filler(80)}`,
      images: [],
    });
    const f = runChecks(draft).find((x) => x.check === "formalities.figures" && x.excerpt === "FIG. 2");
    const c = f && contextOf(draft, f);
    expect(c?.text.slice(c.start, c.end)).toBe("FIG. 2");
    expect(c?.text.startsWith("…word")).toBe(true);
    expect(c?.text.endsWith("…")).toBe(true);
    // Whole words only: no word cut in half at either end.
    expect(c?.text).toMatch(/^…word\d+ .* word\d+…$/);
    expect(c?.text.length).toBeLessThanOrEqual(2 * 140 + "FIG. 2".length + 2);
  });

  it("has none for a finding about the whole draft, or one whose place no longer holds its words", () => {
    const draft = draftFromText("TITLE\nLadder\nCLAIMS\n1. A ladder, wherein the lever locks.");
    const whole = runChecks(draft).find((x) => x.place === null);
    expect(whole && contextOf(draft, whole)).toBeUndefined();
    const f = runChecks(draft).find((x) => x.check === "112b.antecedent-basis");
    expect(f && contextOf(draft, { ...f, excerpt: "something else" })).toBeUndefined();
  });
});

describe("the wizard's fields from a draft", () => {
  it("takes each recognised section's text, leaves claims out and the missing ones empty", () => {
    const draft = draftFromText(
      "TITLE\nLadder\nSUMMARY\nA ladder has a hinge.\n\nIt folds.\nCLAIMS\n1. A ladder.\nABSTRACT\nA ladder.",
    );
    expect(fieldsOf(draft)).toEqual({
      title: "Ladder",
      crossReference: "",
      federalResearch: "",
      field: "",
      background: "",
      summary: "A ladder has a hinge.\n\nIt folds.",
      drawings: "",
      detailedDescription: "",
      abstract: "A ladder.",
    });
  });
});
