import {
  AlignmentType,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import { FONT_SIZE, figureSize, LINE_SPACING, MARGIN, PAGE, PARAGRAPH_AFTER } from "./layout.js";
import { type Block, type ExportDocument, leadOf, notEmbedded, type Part } from "./model.js";

/** Word measures pages in twentieths of a point, type in half points, images in pixels at 96 per inch. */
const twips = (points: number) => Math.round(points * 20);
const pixels = (points: number) => Math.round(points / 0.75);
const EMBEDDABLE = new Set(["png", "jpg", "gif"]);

const centred = (children: ParagraphChild[]) => new Paragraph({ alignment: AlignmentType.CENTER, children });

function paragraphs(block: Block): Paragraph[] {
  switch (block.kind) {
    case "heading":
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          keepNext: true,
          pageBreakBefore: block.pageBreakBefore,
          spacing: { before: twips(12) },
          children: [new TextRun({ text: block.text, bold: true })],
        }),
      ];
    case "paragraph":
      return [
        new Paragraph({
          indent: block.indent ? { left: twips(36) } : undefined,
          children: [
            ...(block.lead ? [new TextRun({ text: block.text ? leadOf(block.lead) : block.lead, bold: true })] : []),
            ...(block.text ? [new TextRun(block.text)] : []),
          ],
        }),
      ];
    case "figure": {
      const { image } = block;
      const size = image && figureSize(image);
      // Word draws the stored pixels and then turns them: its box is the stored (unturned) shape.
      const turned = image?.rotation === 90 || image?.rotation === 270;
      const picture =
        image && size && EMBEDDABLE.has(image.format)
          ? centred([
              new ImageRun({
                type: image.format as "png" | "jpg" | "gif",
                data: image.bytes,
                transformation: {
                  width: pixels(turned ? size.height : size.width),
                  height: pixels(turned ? size.width : size.height),
                  rotation: image.rotation || undefined,
                },
                altText: { name: block.label, description: block.name, title: block.name },
              }),
            ])
          : centred([new TextRun({ text: block.note ?? notEmbedded(image?.format ?? null, "DOCX"), italics: true })]);
      return [
        picture,
        centred([new TextRun({ text: block.label, bold: true, size: 28 })]),
        centred([new TextRun(block.name)]),
      ];
    }
  }
}

/** A figure is a sheet of its own: every figure after the first starts a page. */
function partChildren(part: Part): Paragraph[] {
  let figures = 0;
  return part.blocks.flatMap((block) => {
    const out = paragraphs(block);
    if (block.kind === "figure" && figures++ > 0) {
      return [new Paragraph({ pageBreakBefore: true, children: [] }), ...out];
    }
    return out;
  });
}

const pageNumber = (part: Part) =>
  part.numbering === "pages"
    ? { footers: { default: new Footer({ children: [centred([new TextRun({ children: [PageNumber.CURRENT] })])] }) } }
    : part.numbering === "sheets"
      ? {
          headers: {
            default: new Header({
              children: [
                centred([
                  new TextRun({ children: ["Sheet ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES_IN_SECTION] }),
                ]),
              ],
            }),
          },
        }
      : {};

/** The document as a .docx: one Word section per part, each with its own page numbering starting at 1. */
export function writeDocx(doc: ExportDocument): Promise<Buffer> {
  const file = new Document({
    title: doc.title,
    creator: "Clarity",
    styles: {
      default: {
        document: {
          run: { font: "Times New Roman", size: FONT_SIZE * 2 },
          paragraph: { spacing: { line: Math.round(240 * LINE_SPACING), after: twips(PARAGRAPH_AFTER) } },
        },
      },
    },
    sections: doc.parts.map((part) => ({
      properties: {
        page: {
          size: { width: twips(PAGE.width), height: twips(PAGE.height) },
          margin: {
            top: twips(MARGIN.top),
            right: twips(MARGIN.right),
            bottom: twips(MARGIN.bottom),
            left: twips(MARGIN.left),
            header: twips(MARGIN.top / 2),
            footer: twips(MARGIN.bottom / 2),
          },
          pageNumbers: { start: 1 },
        },
      },
      ...pageNumber(part),
      children: partChildren(part),
    })),
  });
  return Packer.toBuffer(file);
}
