import { readFileSync } from "node:fs";
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { writeDocx } from "./docx-writer.js";
import { exportFigure, MAX_PIXELS } from "./figure-convert.js";
import { writePdf } from "./pdf-writer.js";
import { readDocx, readPdf } from "./read-back.js";
import { specificationDocument } from "./specification.js";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
/** Pixel (x, y) of an RGB PNG: its red level (grey for a black and white picture) and its colour. */
function pixel(png: Uint8Array, x: number, y: number) {
  const img = decode(png);
  expect(img.channels).toBe(3); // laid on white: no alpha
  const at = (y * img.width + x) * 3;
  return { grey: img.data[at], rgb: [...img.data.slice(at, at + 3)] };
}

describe("WebP and GIF figures become PNG for the export", () => {
  it("a WebP (a black box on white) is the same picture as a PNG", async () => {
    const figure = await exportFigure(fixture("figure.webp"), "image/webp");
    expect(figure).toMatchObject({ format: "png", width: 120, height: 80, rotation: 0 });
    const png = figure?.bytes ?? new Uint8Array();
    expect(pixel(png, 30, 20)).toMatchObject({ grey: 0 });
    expect(pixel(png, 90, 60)).toMatchObject({ grey: 255 });
  });

  it("a GIF too; an animated GIF gives its first frame", async () => {
    const still = await exportFigure(fixture("figure.gif"), "image/gif");
    expect(still).toMatchObject({ format: "png", width: 120, height: 80 });
    // A black disc on white.
    expect(pixel(still?.bytes ?? new Uint8Array(), 60, 40).grey).toBe(0);
    expect(pixel(still?.bytes ?? new Uint8Array(), 5, 5).grey).toBe(255);
    const animated = await exportFigure(fixture("animated.gif"), "image/gif");
    expect(pixel(animated?.bytes ?? new Uint8Array(), 5, 5).rgb).toEqual([255, 0, 0]);
  });

  it("PNG and JPEG pass unchanged; bytes that do not parse give null", async () => {
    const jpeg = fixture("rotated.jpg");
    expect((await exportFigure(jpeg, "image/jpeg"))?.bytes).toBe(jpeg);
    expect(await exportFigure(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2]), "image/webp")).toBeNull();
    const gifHeaderOnly = new Uint8Array([...new TextEncoder().encode("GIF89a"), 10, 0, 10, 0, 0, 0, 0, 0x3b]);
    expect(await exportFigure(gifHeaderOnly, "image/gif")).toBeNull();
  });

  it("an image past the pixel limit is left as it is (the sheet then says to upload PNG or JPEG)", async () => {
    // A GIF header claiming 5000 × 5000 pixels: only its header is read.
    const header = new Uint8Array([...new TextEncoder().encode("GIF89a"), 0x88, 0x13, 0x88, 0x13, 0, 0, 0]);
    expect(5000 * 5000).toBeGreaterThan(MAX_PIXELS);
    expect(await exportFigure(header, "image/gif")).toMatchObject({ format: "gif", width: 5000 });
  });

  it("both are embedded on their drawing sheets, in the DOCX and in the PDF, with no note", async () => {
    const figures = [
      { name: "Photo", image: await exportFigure(fixture("figure.webp"), "image/webp") },
      { name: "Sketch", image: await exportFigure(fixture("figure.gif"), "image/gif") },
    ];
    const doc = specificationDocument({
      title: "Lamp",
      crossReference: "",
      federalResearch: "",
      federallySponsored: null,
      abstract: "A lamp.",
      field: "",
      background: "",
      summary: "",
      drawings: "FIG. 1 is a photo. FIG. 2 is a sketch.",
      detailedDescription: "A lamp 10.",
      inventors: [],
      figures,
    });
    const docx = readDocx(await writeDocx(doc));
    expect(docx.paragraphs.filter((p) => p.images === 1)).toHaveLength(2);
    expect(docx.files.filter((f) => f.startsWith("word/media/"))).toHaveLength(2);
    const pdf = await writePdf(doc);
    const sheets = (await readPdf(pdf)).slice(-2).map((p) => p.text);
    for (const sheet of sheets) expect(sheet).not.toMatch(/cannot be embedded|could not be read/);
    // pdfkit writes each picture as an image XObject.
    expect(
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Subtype \/Image/g),
    ).toHaveLength(2);
  });
});
