import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLANK } from "./cover-sheet.js";
import { writeDocx } from "./docx-writer.js";
import { figureImage } from "./figure-image.js";
import { writePdf } from "./pdf-writer.js";
import { pngOf, readDocx, readPdf } from "./read-back.js";
import { type SpecificationInput, specificationDocument } from "./specification.js";

const SENTENCE = "The ladder has a first rail 10 and a second rail 12 joined by a hinge 14 that locks when opened. ";
const APPLICATION: SpecificationInput = {
  title: "Folding ladder with a locking hinge",
  crossReference: "",
  federallySponsored: "yes",
  federalResearch: "This invention was made with government support under grant 12-345 awarded by the NSF.",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: `Folding ladders collapse when their hinge is not locked.\n\n${SENTENCE.repeat(8)}`,
  summary: SENTENCE.repeat(10),
  drawings: "FIG. 1 is a side view of the ladder.\n\nFIG. 2 is a detail of the hinge.",
  detailedDescription: Array.from({ length: 8 }, () => SENTENCE.repeat(6)).join("\n\n"),
  inventors: [
    { name: "Ada Lovelace", residence: "London, United Kingdom" },
    { name: "Grace Hopper", residence: "" },
  ],
  figures: [
    { name: "Side view", image: figureImage(pngOf(800, 600), "image/png") },
    { name: "Hinge detail", image: figureImage(pngOf(200, 700), "image/png") },
  ],
};
const HEADINGS = [
  "STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT",
  "FIELD OF THE INVENTION",
  "BACKGROUND OF THE INVENTION",
  "SUMMARY OF THE INVENTION",
  "BRIEF DESCRIPTION OF THE DRAWINGS",
  "DETAILED DESCRIPTION OF THE INVENTION",
  "ABSTRACT OF THE DISCLOSURE",
];
const model = specificationDocument(APPLICATION);
/** 2.5 cm and 2.0 cm, in twentieths of a point and in points. */
const CM = { twips: 1440 / 2.54, points: 72 / 2.54 };

describe("the specification as DOCX (37 CFR 1.52, 1.77)", async () => {
  const docx = readDocx(await writeDocx(model));
  const texts = docx.paragraphs.map((p) => p.text);
  const numbered = docx.paragraphs.filter((p) => /^\[\d{4}\]/.test(p.text));

  it("is a Word document with letter pages and the margins 1.52(a) asks, in every section", () => {
    expect(docx.files).toContain("word/document.xml");
    expect(docx.sections).toHaveLength(3); // cover sheet, specification, drawings
    for (const s of docx.sections) {
      expect(s.pageSize).toEqual({ w: 12240, h: 15840 });
      expect(s.margins.left).toBeGreaterThanOrEqual(2.5 * CM.twips);
      for (const side of ["top", "right", "bottom"] as const)
        expect(s.margins[side]).toBeGreaterThanOrEqual(2 * CM.twips);
      expect(s.pageNumberStart).toBe(1);
    }
    expect(docx.lineSpacing).toBe(360); // 1.5 lines
  });

  it("numbers the description's paragraphs [0001], [0002], … in bold, in order", () => {
    expect(numbered.length).toBe(1 + 1 + 2 + 1 + 2 + 8);
    numbered.forEach((p, i) => {
      expect(p.text.slice(0, 6)).toBe(`[${String(i + 1).padStart(4, "0")}]`);
      expect(p.bold).toBe(p.text.slice(0, 6) + "  ");
    });
    expect(numbered[0].text).toContain(APPLICATION.federalResearch);
  });

  it("has uppercase bold centred headings in 1.77(b) order, the abstract starting a page", () => {
    const headings = docx.paragraphs.filter((p) => p.centred && p.bold === p.text && HEADINGS.includes(p.text));
    expect(headings.map((h) => h.text)).toEqual(HEADINGS);
    const abstract = docx.paragraphs.find((p) => p.text === "ABSTRACT OF THE DISCLOSURE");
    expect(abstract?.pageBreakBefore).toBe(true);
    expect(texts[texts.indexOf("ABSTRACT OF THE DISCLOSURE") + 1]).toBe(APPLICATION.abstract);
    // The title leads the specification's section, after the cover sheet's.
    expect(docx.paragraphs.find((p) => p.text === "FOLDING LADDER WITH A LOCKING HINGE")?.section).toBe(1);
  });

  it("opens with the PTO/SB/16 fields filled from the application, blank lines for what it lacks", () => {
    const cover = docx.paragraphs.filter((p) => p.section === 0).map((p) => p.text);
    expect(cover[0]).toBe("PROVISIONAL APPLICATION FOR PATENT COVER SHEET");
    expect(cover).toContain("Inventor 1: Ada Lovelace");
    expect(cover).toContain("Residence (city and state or foreign country): London, United Kingdom");
    expect(cover).toContain("Inventor 2: Grace Hopper");
    expect(cover).toContain(`Residence (city and state or foreign country): ${BLANK}`);
    expect(cover).toContain("Title of the invention: Folding ladder with a locking hinge");
    expect(cover).toContain(`Correspondence address: ${BLANK}`);
    expect(cover).toContain(`Attorney docket number: ${BLANK}`);
    expect(cover.find((t) => t.startsWith("Entity status: "))).toMatch(/\[ \] Small entity.*\[ \] Micro entity/);
    expect(cover.find((t) => t.startsWith("Government interest: "))).toContain(
      "Yes. The invention was made by an agency",
    );
    expect(cover.find((t) => t.startsWith("Government interest: "))).toContain("grant 12-345");
  });

  it("puts the figures on drawing sheets, FIG. 1 and FIG. 2 with their names, numbered 'Sheet n of N'", () => {
    const drawings = docx.paragraphs.filter((p) => p.section === 2);
    expect(drawings.filter((p) => p.images === 1)).toHaveLength(2);
    const labels = drawings.map((p) => p.text).filter(Boolean);
    expect(labels).toEqual(["FIG. 1", "Side view", "FIG. 2", "Hinge detail"]);
    expect(docx.files.filter((f) => f.startsWith("word/media/"))).toHaveLength(2);
    expect(docx.headersAndFooters).toContain("Sheet {PAGE} of {SECTIONPAGES}");
    expect(docx.headersAndFooters).toContain("{PAGE}");
  });
});

describe("the specification as PDF", async () => {
  const pages = await readPdf(await writePdf(model));
  const at = (heading: string) => pages.findIndex((p) => p.text.includes(heading));

  it("has letter pages: a cover sheet, the specification over several pages, the abstract, two drawing sheets", () => {
    for (const p of pages) expect([p.width, p.height]).toEqual([612, 792]);
    expect(pages[0].text).toContain("PROVISIONAL APPLICATION FOR PATENT COVER SHEET");
    const abstract = at("ABSTRACT OF THE DISCLOSURE");
    expect(abstract).toBeGreaterThan(2);
    expect(pages.length).toBe(abstract + 1 + 2);
  });

  it("starts the abstract at the top of its own page, with nothing of the description on it", () => {
    const page = pages[at("ABSTRACT OF THE DISCLOSURE")];
    const top = [...page.items].sort((a, b) => a.top - b.top)[0];
    expect(top.str).toBe("ABSTRACT OF THE DISCLOSURE");
    // The heading, the abstract and the page number: nothing of the description.
    const n = at("ABSTRACT OF THE DISCLOSURE");
    expect(page.text.replace(/\s+/g, " ")).toBe(`ABSTRACT OF THE DISCLOSURE ${APPLICATION.abstract} ${n}`);
  });

  it("keeps the text inside the margins and numbers the specification's pages 1, 2, … at the foot", () => {
    const spec = pages.slice(1, at("ABSTRACT OF THE DISCLOSURE") + 1);
    spec.forEach((page, i) => {
      const foot = page.items.filter((it) => it.top > 792 - 2 * CM.points);
      expect(foot.map((it) => it.str)).toEqual([String(i + 1)]);
      for (const it of page.items.filter((x) => !foot.includes(x))) {
        expect(it.left).toBeGreaterThanOrEqual(2.5 * CM.points);
        expect(it.right).toBeLessThanOrEqual(612 - 2 * CM.points);
        expect(it.top).toBeGreaterThanOrEqual(2 * CM.points);
      }
    });
    // Every paragraph number appears, in order, across the pages.
    const numbers = spec.flatMap((p) => p.text.match(/\[\d{4}\]/g) ?? []);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => `[${String(i + 1).padStart(4, "0")}]`));
  });

  it("puts FIG. 1 and FIG. 2 with their names on sheets numbered 'Sheet n of 2'", () => {
    const sheets = pages.slice(-2);
    const lines = (i: number) => sheets[i].items.map((it) => it.str);
    expect(lines(0)).toEqual(["FIG. 1", "Side view", "Sheet 1 of 2"]);
    expect(lines(1)).toEqual(["FIG. 2", "Hinge detail", "Sheet 2 of 2"]);
    // The sheet number heads the page, above the figure's label.
    expect(sheets[0].items[2].top).toBeLessThan(sheets[0].items[0].top);
  });
});

describe("the PDF's fonts", () => {
  it("are embedded (Patent Center refuses a PDF whose fonts are not) and print a patent's symbols", async () => {
    const field = "Rails of height ≤ 3 m ± 5 %, of an α-alloy, Δ of 2 µm.";
    const bytes = await writePdf(specificationDocument({ ...APPLICATION, field }));
    const raw = bytes.toString("latin1");
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(2); // regular and bold (no italic used)
    expect(raw).not.toMatch(/\/BaseFont \/(Times|Helvetica|Courier)/);
    // One glyph serves the micro sign and the Greek mu, which is what the file maps it back to: NFKC makes them one.
    const text = (await readPdf(bytes))[1].text.replace(/\s+/g, " ").normalize("NFKC");
    expect(text).toContain(`[0002] ${field}`.normalize("NFKC"));
  });
});

describe("a photo stored on its side (EXIF orientation 6)", () => {
  // 40 × 20 stored pixels, to be turned 90° clockwise: 20 × 40 as seen.
  const bytes = readFileSync(new URL("./fixtures/rotated.jpg", import.meta.url));

  it("is measured as it is seen, with the turn that shows it upright", () => {
    expect(figureImage(bytes, "image/jpeg")).toMatchObject({ width: 20, height: 40, rotation: 90 });
  });

  it("is turned upright in the DOCX: the stored shape in its box, rotated 90°", async () => {
    const figures = [{ name: "Photo", image: figureImage(bytes, "image/jpeg") }];
    const { xml } = readDocx(await writeDocx(specificationDocument({ ...APPLICATION, figures })));
    const extent = xml.match(/<wp:extent cx="(\d+)" cy="(\d+)"/);
    expect(Number(extent?.[1]) / Number(extent?.[2])).toBeCloseTo(2, 1);
    expect(xml).toContain('rot="5400000"'); // 90° in 60,000ths of a degree
  });
});

describe("what the application lacks", () => {
  it("a WebP figure is named in its place with what to do; no figures, no drawing sheets; no inventor, blank lines", async () => {
    const webp = { bytes: new Uint8Array([1]), format: "webp" as const, width: 10, height: 10, rotation: 0 as const };
    const bare = { ...APPLICATION, inventors: [], federallySponsored: null, figures: [{ name: "Photo", image: webp }] };
    const pages = await readPdf(await writePdf(specificationDocument(bare)));
    expect(pages.at(-1)?.text).toContain("This WEBP image cannot be embedded in a PDF: upload it as PNG or JPEG.");
    expect(pages[0].text).toContain(`Inventor 1: ${BLANK}`);
    expect(pages[0].text).toContain(`Government interest: ${BLANK}`);
    const none = specificationDocument({ ...APPLICATION, figures: [] });
    expect(none.parts.map((p) => p.numbering)).toEqual(["none", "pages"]);
  });
});
