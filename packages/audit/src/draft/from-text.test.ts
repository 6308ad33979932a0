import { describe, expect, it } from "vitest";
import { draftFromText } from "./from-text.js";
import { headingOf } from "./headings.js";

describe("headings", () => {
  it.each([
    ["TECHNICAL FIELD", "field"],
    ["BACKGROUND OF THE INVENTION", "background"],
    ["Description of the Related Art", "background"],
    ["SUMMARY OF THE INVENTION", "summary"],
    ["BRIEF DESCRIPTION OF THE DRAWINGS", "drawings"],
    ["DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS", "detailedDescription"],
    ["WHAT IS CLAIMED IS:", "claims"],
    ["ABSTRACT OF THE DISCLOSURE", "abstract"],
    ["CROSS-REFERENCE TO RELATED APPLICATIONS", "crossReference"],
    ["STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT", "federalResearch"],
    ["## Detailed Description", "detailedDescription"],
    ["**Claims**", "claims"],
    ["BACKGROUND OF INVENTION", "background"],
    ["BACKGROUND AND PRIOR ART", "background"],
    ["PRIOR ART", "background"],
    ["BACKGROUND AND SUMMARY OF THE INVENTION", "background"],
    ["DESCRIPTION OF THE INVENTION", "detailedDescription"],
    ["2. Description of the Prior Art", "background"],
    ["2. Relevant Background", "background"],
    ["2. Description of the Background Art", "background"],
    ["2. Related Art of the Invention", "background"],
    ["DESCRIPTION OF THE PREFERRED EXAMPLE", "detailedDescription"],
    ["MORE DETAILED DESCRIPTION", "detailedDescription"],
    ["DETAILED BOTANICAL DESCRIPTION", "detailedDescription"],
    ["DESCRIPTION AND OPERATION", "detailedDescription"],
    ["OBJECTS AND SUMMARY OF THE INVENTION", "summary"],
    ["DRAWING FIGURES", "drawings"],
    ["BRIEF EXPLANATION OF THE DRAWINGS", "drawings"],
    ["IN THE DRAWING", "drawings"],
    ["SUMMARY AND OBJECTS OF THE INVENTION", "summary"],
    ["SUMMARY OF THE PRESENT INVENTION", "summary"],
    ["BRIEF DESCRIPTION OF THE INVENTION", "summary"],
    ["Statement of Invention", "summary"],
  ])("'%s' heads the %s section", (line, id) => {
    expect(headingOf(line)).toBe(id);
  });

  it("a sentence that starts like a heading is prose", () => {
    expect(headingOf("Summary of the results shows that the latch holds.")).toBeNull();
    expect(headingOf("The background noise is filtered.")).toBeNull();
  });
});

const DRAFT = `LATCH FOR A PET DOOR

TECHNICAL FIELD

The disclosure relates to pet doors.

BACKGROUND OF THE INVENTION

Flaps swing in the wind.

Magnets fail when dirty.

DETAILED DESCRIPTION

A housing 10 holds a catch 18.

WHAT IS CLAIMED IS:

1. A latch comprising a housing
and a catch.

2. The latch of claim 1, wherein the catch pivots.

ABSTRACT OF THE DISCLOSURE

A latch for a pet door.`;

describe("draftFromText", () => {
  it("opens with the title line and finds each section by its heading", () => {
    const d = draftFromText(DRAFT);
    expect(d.sections.map((s) => s.id)).toEqual([
      "title",
      "field",
      "background",
      "detailedDescription",
      "claims",
      "abstract",
    ]);
    expect(d.sections[0].paragraphs[0].text).toBe("LATCH FOR A PET DOOR");
  });

  it("numbers the description's paragraphs across its sections, the abstract on its own", () => {
    const d = draftFromText(DRAFT);
    const numbers = (id: string) => d.sections.find((s) => s.id === id)?.paragraphs.map((p) => p.number);
    expect(numbers("field")).toEqual([1]);
    expect(numbers("background")).toEqual([2, 3]);
    expect(numbers("detailedDescription")).toEqual([4]);
    expect(numbers("abstract")).toEqual([1]);
  });

  it("a heading that only groups sub-headings gives way to them, in their order", () => {
    const d = draftFromText(
      "A LAMP\nBACKGROUND OF THE INVENTION\n1. Field of the Invention\nThis relates to lamps.\n2. Description of the Prior Art\nLamps are dim.\nSUMMARY\nA bright lamp.",
    );
    expect(d.sections.map((s) => [s.id, s.paragraphs.map((p) => p.text)])).toEqual([
      ["title", ["A LAMP"]],
      ["field", ["This relates to lamps."]],
      ["background", ["Lamps are dim."]],
      ["summary", ["A bright lamp."]],
    ]);
  });

  it("keeps the draft's own [0001] numbers", () => {
    const d = draftFromText("FIELD\n[0001] Pet doors.\nDETAILED DESCRIPTION\n[0007] A housing 10.\n[0008] A catch 18.");
    expect(d.sections[1].paragraphs).toEqual([
      { number: 7, text: "A housing 10." },
      { number: 8, text: "A catch 18." },
    ]);
  });

  it("reads numbered claims across wrapped lines, with the claim each depends on", () => {
    const d = draftFromText(DRAFT);
    expect(d.claims).toEqual([
      { number: 1, text: "A latch comprising a housing and a catch.", dependsOn: null },
      { number: 2, text: "The latch of claim 1, wherein the catch pivots.", dependsOn: 1 },
    ]);
    expect(d.sections.find((s) => s.id === "claims")?.paragraphs.map((p) => p.number)).toEqual([1, 2]);
  });

  it("reads planned claims given apart, and none when none are given", () => {
    expect(draftFromText(DRAFT).plannedClaims).toEqual([]);
    const d = draftFromText(DRAFT, { plannedClaims: "1. A latch.\n2. The latch of claim 1 with a spring." });
    expect(d.plannedClaims.map((c) => c.dependsOn)).toEqual([null, 1]);
  });
});
