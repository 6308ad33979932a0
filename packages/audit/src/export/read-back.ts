import { crc32, deflateSync } from "node:zlib";
import { unzipSync } from "fflate";
import { SaxesParser } from "saxes";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * Readers for the tests: what a DOCX and a PDF written here hold, read back with libraries (fflate unzips, saxes
 * parses the XML, unpdf runs pdf.js), never by trusting the writer.
 */

export interface DocxParagraph {
  text: string;
  /** The text of its bold runs, joined. */
  bold: string;
  centred: boolean;
  pageBreakBefore: boolean;
  /** Pictures it holds. */
  images: number;
  /** Index of the Word section (sectPr) it belongs to. */
  section: number;
}

export interface DocxSection {
  /** Twentieths of a point. */
  pageSize: { w: number; h: number };
  margins: { top: number; right: number; bottom: number; left: number };
  pageNumberStart: number | null;
}

export interface DocxContent {
  paragraphs: DocxParagraph[];
  sections: DocxSection[];
  /** The default paragraph line spacing (240 = single). */
  lineSpacing: number;
  /** Each header's and footer's text, with its fields (PAGE, NUMPAGES, SECTIONPAGES) written as {PAGE}. */
  headersAndFooters: string[];
  files: string[];
  /** word/document.xml as written. */
  xml: string;
}

const utf8 = (b: Uint8Array) => new TextDecoder().decode(b);

function parseXml(
  xml: string,
  on: { open?(name: string, attrs: Record<string, string>): void; close?(name: string): void; text?(t: string): void },
) {
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => on.open?.(tag.name, tag.attributes as Record<string, string>));
  parser.on("closetag", (tag) => on.close?.(tag.name));
  parser.on("text", (t) => on.text?.(t));
  parser.write(xml).close();
}

export function readDocx(bytes: Uint8Array): DocxContent {
  const files = unzipSync(bytes);
  const paragraphs: DocxParagraph[] = [];
  const sections: DocxSection[] = [];
  let p: DocxParagraph | null = null;
  let bold = false;
  let inText = false;
  let section: DocxSection = {
    pageSize: { w: 0, h: 0 },
    margins: { top: 0, right: 0, bottom: 0, left: 0 },
    pageNumberStart: null,
  };
  const num = (v: string | undefined) => Number(v ?? 0);
  parseXml(utf8(files["word/document.xml"]), {
    open(name, a) {
      if (name === "w:p")
        p = { text: "", bold: "", centred: false, pageBreakBefore: false, images: 0, section: sections.length };
      else if (name === "w:r") bold = false;
      else if (name === "w:b" && p) bold = a["w:val"] !== "false" && a["w:val"] !== "0";
      else if (name === "w:t") inText = true;
      else if (name === "w:jc" && p) p.centred = a["w:val"] === "center";
      else if (name === "w:pageBreakBefore" && p) p.pageBreakBefore = true;
      else if (name === "pic:pic" && p) p.images++;
      else if (name === "w:pgSz") section.pageSize = { w: num(a["w:w"]), h: num(a["w:h"]) };
      else if (name === "w:pgMar")
        section.margins = {
          top: num(a["w:top"]),
          right: num(a["w:right"]),
          bottom: num(a["w:bottom"]),
          left: num(a["w:left"]),
        };
      else if (name === "w:pgNumType") section.pageNumberStart = a["w:start"] ? num(a["w:start"]) : null;
    },
    close(name) {
      if (name === "w:t") inText = false;
      else if (name === "w:p" && p) {
        paragraphs.push(p);
        p = null;
      } else if (name === "w:sectPr") {
        sections.push(section);
        section = {
          pageSize: { w: 0, h: 0 },
          margins: { top: 0, right: 0, bottom: 0, left: 0 },
          pageNumberStart: null,
        };
      }
    },
    text(t) {
      if (!(inText && p)) return;
      p.text += t;
      if (bold) p.bold += t;
    },
  });
  let lineSpacing = 0;
  let inDefaults = false;
  parseXml(utf8(files["word/styles.xml"]), {
    open(name, a) {
      if (name === "w:pPrDefault") inDefaults = true;
      if (inDefaults && name === "w:spacing") lineSpacing = num(a["w:line"]);
    },
    close(name) {
      if (name === "w:pPrDefault") inDefaults = false;
    },
  });
  const headersAndFooters = Object.keys(files)
    .filter((f) => /^word\/(header|footer)\d*\.xml$/.test(f))
    .sort()
    .map((f) => {
      let text = "";
      let inT = false;
      parseXml(utf8(files[f]), {
        open(name) {
          if (name === "w:t") inT = true;
          if (name === "w:instrText") inT = true;
        },
        close(name) {
          if (name === "w:t" || name === "w:instrText") inT = false;
        },
        text(t) {
          if (inT) text += /^\s*[A-Z]+\s*$/.test(t) ? `{${t.trim()}}` : t;
        },
      });
      return text;
    });
  return {
    paragraphs,
    sections,
    lineSpacing,
    headersAndFooters,
    files: Object.keys(files),
    xml: utf8(files["word/document.xml"]),
  };
}

export interface PdfPage {
  width: number;
  height: number;
  text: string;
  /** Each text item's box in points from the page's top-left corner. */
  items: { str: string; left: number; right: number; top: number; bottom: number }[];
}

/** A PNG of w × h pixels (diagonal lines), made with zlib alone: a figure to export. */
export function pngOf(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x + y) % 32 < 3 ? 0 : 255;
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const pages: PdfPage[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items
      .filter(
        (it): it is typeof it & { str: string; transform: number[]; width: number; height: number } =>
          "str" in it && it.str.trim() !== "",
      )
      .map((it) => {
        const [, , , , x, y] = it.transform;
        return { str: it.str, left: x, right: x + it.width, top: height - y - it.height, bottom: height - y };
      });
    pages.push({ width, height, text: text[i - 1], items });
  }
  return pages;
}
