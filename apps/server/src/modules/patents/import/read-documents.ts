import type { DocumentOutcome } from "./document-parser.js";
import { openInput } from "./open-input.js";
import { XmlDocumentStream } from "./xml-documents.js";

export type FileEvent = DocumentOutcome | { problem: string; label: string };

/**
 * Every document of one input file (.xml, .xml.gz or .zip), in order, one at a time. A file that stops inside a
 * document or cannot be read ends with a `problem`; the documents before it have been given already.
 */
export async function* readDocuments(
  path: string,
  onBytes: (bytes: number) => void = () => {},
): AsyncIterable<FileEvent> {
  let label = path;
  let documents: XmlDocumentStream | null = null;
  try {
    const input = await openInput(path);
    label = input.name;
    for await (const part of input.parts(onBytes)) {
      label = part.label;
      documents = new XmlDocumentStream(part.label);
      for await (const chunk of part.text) yield* documents.write(chunk);
      const { outcomes, truncated } = documents.end();
      yield* outcomes;
      if (truncated) yield { problem: truncated, label };
    }
  } catch (err) {
    const after = documents ? ` after ${documents.completed} documents` : "";
    yield { problem: `cannot read the file${after}: ${(err as Error).message}`, label };
  }
}
