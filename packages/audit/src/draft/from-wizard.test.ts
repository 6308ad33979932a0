import { describe, expect, it } from "vitest";
import { draftFromWizard, type WizardContent } from "./from-wizard.js";

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

  it("leaves out a gated section whose gate is not answered 'yes', as the wizard hides it", () => {
    const gated: WizardContent = { ...content, crossReference: "Claims 63/123,456.", federalResearch: "Grant 12-345." };
    const ids = (c: WizardContent) => draftFromWizard(c).sections.map((s) => s.id);
    expect(ids(gated).slice(0, 3)).toEqual(["title", "crossReference", "federalResearch"]);
    expect(ids({ ...gated, claimsPriority: "yes", federallySponsored: "no" }).slice(0, 3)).toEqual([
      "title",
      "crossReference",
      "field",
    ]);
    expect(ids({ ...gated, claimsPriority: null, federallySponsored: "yes" }).slice(0, 2)).toEqual([
      "title",
      "federalResearch",
    ]);
  });

  it("keeps the images as FIG. 1, 2… and the planned claims", () => {
    const d = draftFromWizard(content, "1. A latch comprising a catch.");
    expect(d.images).toEqual([{ name: "Front view" }]);
    expect(d.plannedClaims[0].text).toBe("A latch comprising a catch.");
  });
});
