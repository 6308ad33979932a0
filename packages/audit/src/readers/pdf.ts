import { extractText, getDocumentProxy } from "unpdf";
import { headingOf } from "../draft/headings.js";

/**
 * The text of a text-based PDF (unpdf, Mozilla's pdf.js built for servers). pdf.js gives lines, not paragraphs:
 * a line that ends a sentence and stops well short of the page's longest lines ends its paragraph, and a heading
 * line stands alone, so the section reader sees blank lines where the draft had paragraph breaks. Page numbers are
 * not text, and a paragraph that runs on to the next page is still one paragraph.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => reflow(withoutPageFurniture(page))).join("\n");
}

/** A page number at the foot ('3', '- 3 -', 'Page 3 of 9') or a drawing sheet's 'Sheet 1 of 2' (37 CFR 1.84(t)). */
const FURNITURE = /^(-\s*)?\d{1,4}(\s*-)?$|^page \d+( of \d+)?$|^sheet \d+ of \d+$/i;

/** The page's first and last lines when they are its number: pdf.js gives headers and footers as lines of text. */
export function withoutPageFurniture(page: string): string {
  const lines = page.split("\n");
  while (lines.length > 0 && !lines[lines.length - 1].trim()) lines.pop();
  if (lines.length > 0 && FURNITURE.test(lines[lines.length - 1].trim())) lines.pop();
  if (lines.length > 0 && FURNITURE.test(lines[0].trim())) lines.shift();
  return lines.join("\n");
}

export function reflow(page: string): string {
  const lines = page.split("\n").map((l) => l.trimEnd());
  const longest = Math.max(1, ...lines.map((l) => l.length));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // A long heading centred on the page wraps ('STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR' / 'DEVELOPMENT').
    const wrapped = !headingOf(line) && i + 1 < lines.length ? `${line.trim()} ${lines[i + 1].trim()}` : "";
    if (headingOf(line)) out.push("", line, "");
    else if (wrapped && headingOf(wrapped)) {
      out.push("", wrapped, "");
      i++;
    } else {
      out.push(line);
      if (/[.:;!?]$/.test(line) && line.length < 0.85 * longest) out.push("");
    }
  }
  return out.join("\n");
}
