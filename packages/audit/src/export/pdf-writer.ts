import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { CONTENT, FONT_SIZE, figureSize, LINE_SPACING, MARGIN, PAGE, PARAGRAPH_AFTER } from "./layout.js";
import { type Block, type ExportDocument, leadOf, notEmbedded, type Part } from "./model.js";

type Doc = PDFKit.PDFDocument;
const REGULAR = "serif";
const BOLD = "serif-bold";
const ITALIC = "serif-italic";

/**
 * DejaVu Serif, embedded (subset) in every file: the USPTO's Patent Center refuses a PDF whose fonts are not
 * embedded, which the 14 standard PDF fonts never are, and a patent's ≤, ±, µ, α or Δ needs glyphs Windows-1252 lacks.
 * Read once, on the first export.
 */
let fonts: Record<string, Buffer> | undefined;
function fontFiles() {
  if (!fonts) {
    const file = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fonts = {
      [REGULAR]: file("DejaVuSerif.ttf"),
      [BOLD]: file("DejaVuSerif-Bold.ttf"),
      [ITALIC]: file("DejaVuSerif-Italic.ttf"),
    };
  }
  return fonts;
}
const INDENT = 36;
/** pdfkit's JPEG and PNG readers are its only image readers. */
const EMBEDDABLE = new Set(["png", "jpg"]);

/** The gap pdfkit adds under each line so that baselines sit LINE_SPACING lines apart. */
function lineGapOf(doc: Doc) {
  doc.font(REGULAR).fontSize(FONT_SIZE);
  return FONT_SIZE * LINE_SPACING - doc.currentLineHeight(true);
}

function heading(doc: Doc, block: Extract<Block, { kind: "heading" }>, lineGap: number, atTop: boolean) {
  const bottom = PAGE.height - MARGIN.bottom;
  // A heading never ends a page: it needs room for itself and two lines of what follows.
  if (block.pageBreakBefore ? !atTop : doc.y + 4 * FONT_SIZE * LINE_SPACING > bottom) doc.addPage();
  else if (!atTop) doc.moveDown(0.5);
  doc.font(BOLD).text(block.text, MARGIN.left, doc.y, { width: CONTENT.width, align: "center", lineGap });
  doc.y += PARAGRAPH_AFTER;
}

function paragraph(doc: Doc, block: Extract<Block, { kind: "paragraph" }>, lineGap: number) {
  const x = MARGIN.left + (block.indent ? INDENT : 0);
  const options = { width: CONTENT.width - (x - MARGIN.left), lineGap, align: "left" as const };
  // pdfkit ends a `continued` line only when text follows: a lead alone is written on its own.
  if (block.lead && block.text) {
    doc.font(BOLD).text(leadOf(block.lead), x, doc.y, { ...options, continued: true });
    doc.font(REGULAR).text(block.text, options);
  } else if (block.lead) doc.font(BOLD).text(block.lead, x, doc.y, options);
  else doc.font(REGULAR).text(block.text, x, doc.y, options);
  doc.y += PARAGRAPH_AFTER;
}

function figure(doc: Doc, block: Extract<Block, { kind: "figure" }>, lineGap: number, first: boolean) {
  if (!first) doc.addPage();
  const { image } = block;
  let y = MARGIN.top;
  if (image && EMBEDDABLE.has(image.format)) {
    const size = figureSize(image);
    doc.image(Buffer.from(image.bytes), MARGIN.left + (CONTENT.width - size.width) / 2, y, size);
    y += size.height + 18;
  } else {
    const note = block.note ?? notEmbedded(image?.format ?? null, "PDF");
    doc.font(ITALIC).text(note, MARGIN.left, y, { width: CONTENT.width, align: "center", lineGap });
    y = doc.y + 18;
  }
  doc.font(BOLD).fontSize(14).text(block.label, MARGIN.left, y, { width: CONTENT.width, align: "center" });
  doc.font(REGULAR).fontSize(FONT_SIZE).text(block.name, { width: CONTENT.width, align: "center", lineGap });
}

function renderPart(doc: Doc, part: Part, lineGap: number) {
  doc.addPage();
  let figures = 0;
  part.blocks.forEach((block, i) => {
    if (block.kind === "heading") heading(doc, block, lineGap, i === 0);
    else if (block.kind === "paragraph") paragraph(doc, block, lineGap);
    else figure(doc, block, lineGap, figures++ === 0);
  });
}

/** Page numbers at the foot (centred, inside the bottom margin) or 'Sheet n of N' at the head of drawing sheets. */
function numberPages(doc: Doc, part: Part, first: number, count: number) {
  if (part.numbering === "none") return;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(first + i);
    const saved = doc.page.margins;
    // Writing inside the margin would otherwise make pdfkit start a new page.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const sheets = part.numbering === "sheets";
    const text = sheets ? `Sheet ${i + 1} of ${count}` : String(i + 1);
    const y = sheets ? MARGIN.top / 2 - FONT_SIZE / 2 : PAGE.height - MARGIN.bottom / 2 - FONT_SIZE / 2;
    doc
      .font(REGULAR)
      .fontSize(FONT_SIZE)
      .text(text, MARGIN.left, y, { width: CONTENT.width, align: "center", lineBreak: false });
    doc.page.margins = saved;
  }
}

/**
 * The document as a PDF with its fonts embedded (nothing is read from the system): letter pages, the margins and
 * spacing of layout.ts, each part starting a page with its own numbering.
 */
export function writePdf(model: ExportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: model.title, Creator: "Clarity" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, bytes] of Object.entries(fontFiles())) doc.registerFont(name, bytes);
  const lineGap = lineGapOf(doc);
  const ranges = model.parts.map((part) => {
    const first = doc.bufferedPageRange().count;
    renderPart(doc, part, lineGap);
    return { part, first, count: doc.bufferedPageRange().count - first };
  });
  for (const r of ranges) numberPages(doc, r.part, r.first, r.count);
  doc.end();
  return done;
}
