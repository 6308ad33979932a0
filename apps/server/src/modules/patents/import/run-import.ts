import { stat } from "node:fs/promises";
import type { PatentRecord } from "../patent-record.js";
import { Progress, type ProgressOutput } from "./progress.js";
import { readDocuments } from "./read-documents.js";

/** Writes a batch (insert or update by number) and says what it did; the store decides what "unchanged" means. */
export type PatentStore = (batch: PatentRecord[]) => Promise<{ inserted: number; updated: number; unchanged: number }>;

export interface ImportSummary {
  files: number;
  documents: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Skipped documents, counted by reason. */
  skipped: Record<string, number>;
  /** File-level problems: "<file>: file ends inside a document after N documents". */
  problems: string[];
  elapsedMs: number;
  docsPerSecond: number;
  peakRssBytes: number;
}

export interface ImportOptions {
  batchSize?: number;
  now?: () => number;
}

/**
 * Streams every file, hands records to the store in batches and counts what happened. A batch never holds one number
 * twice (a database upsert cannot touch a row twice in one statement): a repeat flushes the batch first.
 */
export async function runImport(
  files: string[],
  store: PatentStore,
  out: ProgressOutput,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let totalBytes = 0;
  for (const file of files)
    totalBytes += await stat(file).then(
      (s) => s.size,
      () => 0,
    );
  const progress = new Progress(out, totalBytes, started, now);
  const summary: ImportSummary = {
    files: files.length,
    documents: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: {},
    problems: [],
    elapsedMs: 0,
    docsPerSecond: 0,
    peakRssBytes: 0,
  };
  let batch = new Map<string, PatentRecord>();
  const flush = async () => {
    if (batch.size === 0) return;
    const result = await store([...batch.values()]);
    batch = new Map();
    summary.inserted += result.inserted;
    summary.updated += result.updated;
    summary.unchanged += result.unchanged;
  };

  for (const file of files) {
    for await (const event of readDocuments(file, (bytes) => progress.addBytes(bytes))) {
      if ("problem" in event) {
        summary.problems.push(`${event.label}: ${event.problem}`);
        continue;
      }
      summary.documents += 1;
      if ("skip" in event) summary.skipped[event.skip] = (summary.skipped[event.skip] ?? 0) + 1;
      else {
        if (batch.has(event.record.number)) await flush();
        batch.set(event.record.number, event.record);
        if (batch.size >= batchSize) await flush();
      }
      progress.tick(summary.documents);
    }
  }
  await flush();
  progress.tick(summary.documents, true);
  progress.done();
  summary.elapsedMs = now() - started;
  summary.docsPerSecond = summary.documents / Math.max(summary.elapsedMs / 1000, 0.001);
  summary.peakRssBytes = process.resourceUsage().maxRSS * 1024;
  return summary;
}

export function formatSummary(summary: ImportSummary): string {
  const skippedTotal = Object.values(summary.skipped).reduce((sum, count) => sum + count, 0);
  const lines = [
    `${summary.documents} documents in ${summary.files} file(s): ${summary.inserted} imported, ${summary.updated} updated, ${summary.unchanged} unchanged, ${skippedTotal} skipped`,
    ...Object.entries(summary.skipped)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `  skipped ${count}: ${reason}`),
    ...summary.problems.map((problem) => `  problem: ${problem}`),
    `${(summary.elapsedMs / 1000).toFixed(1)} s, ${Math.round(summary.docsPerSecond)} docs/s, peak memory ${(summary.peakRssBytes / 1024 / 1024).toFixed(0)} MB (RSS)`,
  ];
  return `${lines.join("\n")}\n`;
}
