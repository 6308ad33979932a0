import { describe, expect, it } from "vitest";
import { draftFromWizard } from "./from-wizard.js";

const content = {
  title: "Latch",
  crossReference: "",
  federalResearch: "",
  abstract: "A latch.",
  field: "Pet doors.",
  background: "Flaps swing.\n\nMagnets fail.",
  summary: "A latch holds the flap.",
  drawings: "FIG. 1 is a view.",
  detailedDescription: "A housing 10.",
  images: [{ name: "Front view" }],
};

describe("draftFromWizard", () => {
  it("lays the fields out in 37 CFR 1.77(b) order, leaving the empty ones out", () => {
    const d = draftFromWizard(content);
    expect(d.source).toBe("wizard");
    expect(d.sections.map((s) => s.id)).toEqual([
      "title",
      "field",
      "background",
      "summary",
      "drawings",
      "detailedDescription",
      "abstract",
    ]);
    expect(d.sections.find((s) => s.id === "detailedDescription")?.paragraphs[0].number).toBe(6);
  });

  it("ends a paragraph at every line break, as the wizard's preview numbers them", () => {
    const d = draftFromWizard({ ...content, background: "Flaps swing.\nMagnets fail.\r\n\n  \nLatches rust." });
    expect(d.sections.find((s) => s.id === "background")?.paragraphs).toEqual([
      { number: 2, text: "Flaps swing." },
      { number: 3, text: "Magnets fail." },
      { number: 4, text: "Latches rust." },
    ]);
  });

  it("keeps the images as FIG. 1, 2… and the planned claims", () => {
    const d = draftFromWizard(content, "1. A latch comprising a catch.");
    expect(d.images).toEqual([{ name: "Front view" }]);
    expect(d.plannedClaims[0].text).toBe("A latch comprising a catch.");
  });
});
