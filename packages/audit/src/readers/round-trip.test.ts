import { describe, expect, it } from "vitest";
import { audit } from "../audit.js";
import { draftFromWizard } from "../draft/from-wizard.js";
import { writeDocx } from "../export/docx-writer.js";
import { figureImage } from "../export/figure-image.js";
import { writePdf } from "../export/pdf-writer.js";
import { pngOf } from "../export/read-back.js";
import { type SpecificationInput, specificationDocument } from "../export/specification.js";
import type { Draft } from "../types.js";
import { readDraft } from "./read-draft.js";

/**
 * A file the export wrote, uploaded to the audit, reads as the draft it came from: the cover sheet gives the title
 * and is not text, the drawing sheets give the figures and are not text, page numbers are not text, and a paragraph
 * running over a page break is one paragraph.
 */
const RAIL =
  "The ladder has a first rail 10 and a second rail 12 joined by a hinge 14, which locks when the rails are opened, as shown in FIG. 1. ";
const APPLICATION: SpecificationInput = {
  title:
    "Folding ladder with a self-locking hinge whose pin enters a bore of the hinge when the rails are opened fully",
  crossReference: "",
  federallySponsored: "yes",
  federalResearch: "This invention was made with government support under grant 12-345 awarded by the NSF.",
  abstract:
    "A folding ladder has two rails joined by a hinge that locks when the ladder is opened. A pin enters a bore of the hinge.",
  field: "The invention relates to portable ladders.",
  background: `Folding ladders collapse when their hinge is not locked.\n${RAIL.repeat(4)}`,
  summary:
    "A folding ladder has two rails, a hinge joining the rails, and a locking pin 16 that is substantially rigid.",
  drawings: "FIG. 1 is a side view of the ladder.\nFIG. 2 is a detail of the hinge.",
  // Paragraphs long enough to run over page breaks.
  detailedDescription: [
    ...Array.from({ length: 6 }, (_, i) => `${RAIL.repeat(5)}In this embodiment the rails are ${i + 2} feet long.`),
    "FIG. 2 shows the locking pin 16 entering a bore 18 of the hinge 14. Alternatively, the pin 16 may be a latch.",
  ].join("\n"),
  inventors: [
    { name: "Ada Lovelace", residence: "London, United Kingdom" },
    { name: "Grace Hopper", residence: "" },
  ],
  figures: [
    { name: "Side view", image: figureImage(pngOf(800, 600), "image/png") },
    { name: "Hinge detail", image: null },
  ],
};

const original = draftFromWizard({ ...APPLICATION, images: APPLICATION.figures.map((f) => ({ name: f.name })) });
const shape = (d: Draft) => d.sections.map((s) => ({ id: s.id, paragraphs: s.paragraphs }));
const writers = { docx: writeDocx, pdf: writePdf };

describe.each(Object.entries(writers))("a %s exported here, uploaded to the audit", (_, write) => {
  it("reads as the draft it is: the same sections, paragraph numbers, texts and figures", async () => {
    const read = await readDraft(await write(specificationDocument(APPLICATION)));
    expect(shape(read)).toEqual(shape(original));
    expect(read.images).toEqual([{ name: "Side view" }, { name: "Hinge detail" }]);
    expect(read.claims).toEqual([]);
  });

  it("gets the findings the application itself gets: none from the cover sheet or the drawing sheets", async () => {
    const read = await readDraft(await write(specificationDocument(APPLICATION)));
    const [mine, theirs] = [await audit(original), await audit(read)];
    expect(theirs.findings.length).toBeGreaterThan(0); // the planted 'substantially rigid' at least
    expect(theirs.findings).toEqual(mine.findings);
  });

  it("an application with no title yet: no title section, and the cover sheet still set aside", async () => {
    const untitled = { ...APPLICATION, title: "" };
    const read = await readDraft(await write(specificationDocument(untitled)));
    expect(shape(read)).toEqual(shape(original).filter((s) => s.id !== "title"));
  });
});

describe("a filing's other pages, written by hand", () => {
  it("a draft that only starts like a cover sheet keeps its text", async () => {
    const text = "PROVISIONAL APPLICATION FOR PATENT COVER SHEET\nInventor: Ada\n\nA ladder with two rails.";
    const read = await readDraft(new TextEncoder().encode(text));
    expect(read.sections.map((s) => s.id)).toEqual(["field"]);
    expect(read.provisional).toBeUndefined();
  });

  it("'FIG. 1' alone on a line before the abstract or claims is text, not a drawing sheet", async () => {
    const text =
      "TITLE\nA lamp\nDETAILED DESCRIPTION\nFIG. 1\n\nshows a lamp 10.\nABSTRACT\nA lamp.\nFIG. 1\nSide view";
    const read = await readDraft(new TextEncoder().encode(text));
    expect(read.sections.find((s) => s.id === "detailedDescription")?.paragraphs.map((p) => p.text)).toEqual([
      "FIG. 1",
      "shows a lamp 10.",
    ]);
    expect(read.sections.find((s) => s.id === "abstract")?.paragraphs.map((p) => p.text)).toEqual(["A lamp."]);
    expect(read.images).toEqual([{ name: "Side view" }]);
  });
});
