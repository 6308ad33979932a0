import { extractText, getDocumentProxy } from "unpdf";
import { headingOf } from "../draft/headings.js";

/**
 * The text of a text-based PDF (unpdf, Mozilla's pdf.js built for servers). pdf.js gives lines, not paragraphs:
 * a line that ends a sentence and stops well short of the page's longest lines ends its paragraph, and a heading
 * line stands alone, so the section reader sees blank lines where the draft had paragraph breaks.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map(reflow).join("\n\n");
}

export function reflow(page: string): string {
  const lines = page.split("\n").map((l) => l.trimEnd());
  const longest = Math.max(1, ...lines.map((l) => l.length));
  const out: string[] = [];
  for (const line of lines) {
    if (headingOf(line)) out.push("", line, "");
    else {
      out.push(line);
      if (/[.:;!?]$/.test(line) && line.length < 0.85 * longest) out.push("");
    }
  }
  return out.join("\n");
}
