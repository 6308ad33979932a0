import type { ApplicationContent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { emptyContent } from "./content";
import { previewDocument, TITLE_PLACEHOLDER } from "./preview";

const empty: ApplicationContent = emptyContent();

const full: ApplicationContent = {
  ...empty,
  title: "  Self-cooling   mug ",
  claimsPriority: "yes",
  crossReference: "Claims priority to 63/000,001.",
  federallySponsored: "yes",
  federalResearch: "Made with government support.",
  inventors: [{ name: " Ada Lovelace ", address: "London", residence: "London, GB", citizenship: "GB" }],
  abstract: "A mug that cools.\nIt has fins.",
  field: "Drinkware.",
  background: "Drinks get warm.\n\nPeople dislike that.",
  summary: "A mug with fins.",
  drawings: "FIG. 1 is a side view.",
  detailedDescription: "The mug has fins.\r\nThe fins cool it.",
};

const headings = (c: ApplicationContent) => previewDocument(c, []).sections.map((s) => s.heading);

describe("wizard document preview", () => {
  it("lays the sections out in 37 CFR 1.77(b) order, with no claims section", () => {
    expect(headings(full)).toEqual([
      "CROSS-REFERENCE TO RELATED APPLICATIONS",
      "STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT",
      "FIELD OF THE INVENTION",
      "BACKGROUND OF THE INVENTION",
      "SUMMARY OF THE INVENTION",
      "BRIEF DESCRIPTION OF THE DRAWINGS",
      "DETAILED DESCRIPTION OF THE INVENTION",
    ]);
    expect(headings(full).some((h) => h.includes("CLAIM"))).toBe(false);
  });

  it("shows cross-reference and federal research only when their gate is answered yes", () => {
    for (const answer of [null, "no"] as const) {
      const h = headings({ ...full, claimsPriority: answer, federallySponsored: answer });
      expect(h[0]).toBe("FIELD OF THE INVENTION");
      expect(h).toHaveLength(5);
    }
    expect(headings({ ...full, federallySponsored: "no" })[0]).toBe("CROSS-REFERENCE TO RELATED APPLICATIONS");
    expect(headings({ ...full, claimsPriority: "no" })[0]).toBe(
      "STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT",
    );
  });

  it("numbers paragraphs [0001], [0002], … across sections, splitting at line breaks", () => {
    const doc = previewDocument(full, []);
    const numbered = doc.sections.flatMap((s) => s.paragraphs);
    expect(numbered.map((p) => p.number)).toEqual(
      ["0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009"].map((n) => `[${n}]`),
    );
    const background = doc.sections.find((s) => s.key === "background")!;
    expect(background.paragraphs).toEqual([
      { number: "[0004]", text: "Drinks get warm." },
      { number: "[0005]", text: "People dislike that." },
    ]);
    expect(doc.sections.at(-1)!.paragraphs.map((p) => p.text)).toEqual(["The mug has fins.", "The fins cool it."]);
  });

  it("gives a blank section no paragraphs and no number, so the next one continues the count", () => {
    const doc = previewDocument({ ...full, claimsPriority: "no", background: "  \n ", summary: "" }, []);
    const [fieldSection, background, summary, drawings] = doc.sections.slice(1);
    expect(fieldSection.paragraphs[0].number).toBe("[0002]");
    expect(background.paragraphs).toEqual([]);
    expect(summary.paragraphs).toEqual([]);
    expect(drawings.paragraphs[0].number).toBe("[0003]");
  });

  it("puts the abstract apart at the end, unnumbered", () => {
    const doc = previewDocument(full, []);
    expect(doc.abstract).toEqual({
      heading: "ABSTRACT OF THE DISCLOSURE",
      paragraphs: ["A mug that cools.", "It has fins."],
    });
    expect(doc.sections.some((s) => s.heading.includes("ABSTRACT"))).toBe(false);
  });

  it("uppercases the title, or shows a placeholder when it is blank", () => {
    expect(previewDocument(full, []).title).toBe("SELF-COOLING MUG");
    expect(previewDocument({ ...full, title: "   " }, []).title).toBe(TITLE_PLACEHOLDER);
  });

  it("lists inventors that have a name, with residence and citizenship", () => {
    expect(previewDocument(full, []).inventors).toEqual([
      { name: "Ada Lovelace", residence: "London, GB", citizenship: "GB" },
    ]);
    expect(previewDocument(empty, []).inventors).toEqual([]);
  });

  it("warns of a missing title, abstract, field, background, summary and detailed description", () => {
    expect(previewDocument(empty, []).missing).toEqual([
      "Title",
      "Abstract",
      "Field",
      "Background",
      "Summary",
      "Detailed Description",
    ]);
    expect(previewDocument({ ...full, field: " \n\t", summary: "" }, []).missing).toEqual(["Field", "Summary"]);
    // Drawings and the gated sections are not part of the warning.
    expect(previewDocument({ ...full, drawings: "", crossReference: "", federalResearch: "" }, []).missing).toEqual([]);
  });

  it("numbers figures FIG. 1, FIG. 2 in upload order, captioned with their names", () => {
    const figures = previewDocument(full, [
      { name: "Side view", url: "/u/a.png" },
      { name: "Top view", url: "/u/b.png" },
    ]).figures;
    expect(figures).toEqual([
      { label: "FIG. 1", caption: "FIG. 1 — Side view", name: "Side view", url: "/u/a.png" },
      { label: "FIG. 2", caption: "FIG. 2 — Top view", name: "Top view", url: "/u/b.png" },
    ]);
  });
});
