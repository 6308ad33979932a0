// Importer throughput into a database, in a process of its own so its peak RSS is the import's alone: runImport
// over the shipped weekly-grant samples repeated BENCH_IMPORT_REPEAT times (each copy renumbered, so every document
// is new), into a fresh migrated PGlite directory or (with BENCH_IMPORT_URL) a throwaway database on that server.
// Prints one JSON line. Run by patents.bench.ts.
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { runImport } from "../../src/modules/patents/import/run-import.js";
import { upsertPatents } from "../../src/modules/patents/patents-write.service.js";
import { ROOT } from "../patents-db/pg-cluster.js";

const REPEAT = Number(process.env.BENCH_IMPORT_REPEAT ?? 12);
const serverUrl = process.env.BENCH_IMPORT_URL;
const dir = mkdtempSync(join(tmpdir(), "clarity-bench-import-"));
const file = join(dir, "ipg-repeated.xml");

// Copy r adds r × 10,000,000 to each grant's number (the samples' numbers are below that): new documents each time.
const samples = join(ROOT, "data/patents/uspto-xml-samples");
const ipg = readdirSync(samples)
  .filter((name) => name.startsWith("ipgxml__"))
  .map((name) => gunzipSync(readFileSync(join(samples, name))).toString("utf8"));
const out = createWriteStream(file);
for (let r = 0; r < REPEAT; r++)
  for (const xml of ipg) {
    const text = xml.replace(
      /(<publication-reference>\s*<document-id>\s*<country>US<\/country>\s*<doc-number>)(\d+)(<\/doc-number>)/g,
      (_, open: string, digits: string, close: string) => `${open}${Number(digits) + r * 10_000_000}${close}`,
    );
    if (!out.write(text)) await new Promise<void>((done) => out.once("drain", () => done()));
  }
await new Promise<void>((done) => out.end(() => done()));

let url: string | undefined;
const name = `clarity_bench_import_${process.pid}`;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  url = u.toString();
}
try {
  const database = await openDatabase(url ? { url } : { dataDir: dir });
  await database.migrate();
  const summary = await runImport([file], (batch) => upsertPatents(database.db, batch), { write: () => {} });
  await database.close();
  console.log(
    JSON.stringify({
      documents: summary.documents,
      inserted: summary.inserted,
      seconds: summary.elapsedMs / 1000,
      docsPerSecond: summary.docsPerSecond,
      peakRssMiB: summary.peakRssBytes / 1024 / 1024,
    }),
  );
} finally {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
}
