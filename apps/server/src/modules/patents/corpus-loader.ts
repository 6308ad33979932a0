import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { Db } from "../../db/client.js";
import { type CpcTitleRow, cpcPaths } from "./cpc-paths.js";
import type { PatentRecord } from "./patent-record.js";
import { patentsWriteRepository as repo } from "./patents-write.repository.js";
import { UPSERT_BATCH, upsertPatents } from "./patents-write.service.js";

export const CORPUS_FILE = "corpus.jsonl.gz";
export const CPC_TITLES_FILE = "cpc-titles-2022.08.tsv.gz";
const CPC_BATCH = 5_000;

/** The lines of a gzipped text file, streamed: the whole file is never in memory. */
const gzLines = (file: string) =>
  createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });

/** Streams a JSON-lines corpus into the index, one upsert batch at a time. */
export async function loadCorpus(db: Db, file: string) {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  let batch: PatentRecord[] = [];
  const flush = async () => {
    const c = await upsertPatents(db, batch);
    counts.inserted += c.inserted;
    counts.updated += c.updated;
    counts.unchanged += c.unchanged;
    batch = [];
  };
  for await (const line of gzLines(file)) {
    if (!line.trim()) continue;
    batch.push(JSON.parse(line) as PatentRecord);
    if (batch.length >= UPSERT_BATCH) await flush();
  }
  await flush();
  return counts;
}

/** The rows of the scheme's title list (`code<TAB>level<TAB>title`), in its order. */
async function* cpcRows(file: string): AsyncGenerator<CpcTitleRow> {
  for await (const line of gzLines(file)) {
    const [code, level, title] = line.split("\t");
    if (code && title !== undefined) yield { code, level: level ? Number(level) : null, title };
  }
}

/** Loads the CPC scheme's titles with their paths (cpc-paths.ts); re-running refreshes them. */
export async function loadCpcTitles(db: Db, file: string): Promise<number> {
  let rows: (CpcTitleRow & { path: string })[] = [];
  let total = 0;
  for await (const row of cpcPaths(cpcRows(file))) {
    rows.push(row);
    if (rows.length >= CPC_BATCH) {
      await repo.upsertCpcTitles(db, rows);
      total += rows.length;
      rows = [];
    }
  }
  await repo.upsertCpcTitles(db, rows);
  return total + rows.length;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * First start: fills an empty index from the shipped files in `dir` (data/patents) and prints how long it took.
 * Does nothing once the tables hold data, so later starts cost one query each.
 */
export async function loadShippedPatents(db: Db, dir: string, log: (line: string) => void): Promise<void> {
  const cpcFile = join(dir, CPC_TITLES_FILE);
  if (existsSync(cpcFile) && !(await repo.hasCpcPaths(db))) {
    const started = performance.now();
    const n = await loadCpcTitles(db, cpcFile);
    log(`Loading the CPC titles… ${n.toLocaleString("en-US")} titles in ${seconds(started)}`);
  }
  const corpusFile = join(dir, CORPUS_FILE);
  if (existsSync(corpusFile) && (await repo.isEmpty(db))) {
    const started = performance.now();
    const { inserted } = await loadCorpus(db, corpusFile);
    log(`Loading the patent corpus… ${inserted.toLocaleString("en-US")} patents in ${seconds(started)}`);
  }
}
