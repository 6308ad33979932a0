import { draftFromText, type ReadOptions } from "../draft/from-text.js";
import type { Draft } from "../types.js";
import { docxText } from "./docx.js";
import { pdfText } from "./pdf.js";

export type DraftFormat = "text" | "docx" | "pdf";

/** The format from the file's first bytes, not from its name: a .docx is a zip, a PDF starts with %PDF. */
export function formatOf(bytes: Uint8Array): DraftFormat {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return "pdf";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "docx";
  return "text";
}

export async function draftText(bytes: Uint8Array): Promise<string> {
  const format = formatOf(bytes);
  if (format === "pdf") return pdfText(bytes);
  if (format === "docx") return docxText(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/** A draft from the bytes of a .txt/.md, .docx or text-based .pdf file. */
export async function readDraft(bytes: Uint8Array, options: ReadOptions = {}): Promise<Draft> {
  return draftFromText(await draftText(bytes), options);
}
