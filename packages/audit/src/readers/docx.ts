import mammoth from "mammoth";

/** The text of a .docx (mammoth): one paragraph of Word per blank-line-separated block. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}
