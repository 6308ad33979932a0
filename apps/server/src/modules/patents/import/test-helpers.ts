import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { PatentRecord } from "../patent-record.js";
import type { DocumentOutcome } from "./document-parser.js";
import { type FileEvent, readDocuments } from "./read-documents.js";

const DATA = join(import.meta.dirname, "../../../../../../data/patents");
export const SAMPLES = join(DATA, "uspto-xml-samples");
/** The shipped corpus; before the patent index is merged it is only in ../shared. */
export const CORPUS = [join(DATA, "corpus.jsonl.gz"), join(DATA, "../../../shared/data/patents/corpus.jsonl.gz")].find(
  (path) => existsSync(path),
);

export const sampleFiles = (): string[] =>
  readdirSync(SAMPLES)
    .filter((name) => name.endsWith(".xml.gz"))
    .sort();

export async function readAll(
  path: string,
): Promise<{ records: PatentRecord[]; skipped: string[]; problems: string[] }> {
  const records: PatentRecord[] = [];
  const skipped: string[] = [];
  const problems: string[] = [];
  for await (const event of readDocuments(path) as AsyncIterable<FileEvent | DocumentOutcome>) {
    if ("record" in event) records.push(event.record);
    else if ("skip" in event) skipped.push(event.skip);
    else problems.push(event.problem);
  }
  return { records, skipped, problems };
}
