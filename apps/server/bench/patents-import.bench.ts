// Streams the ipg samples concatenated BENCH_REPEAT times (default 20, ~330 MB of XML) through the importer with a
// store that only counts, and prints documents per second and memory: the parse rate, and proof memory stays flat.
// Run: npm run bench:import
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { runImport } from "../src/modules/patents/import/run-import.js";

const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const samples = join(import.meta.dirname, "../../../data/patents/uspto-xml-samples");
const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
const file = join(dir, "ipg-repeated.xml");

const ipg = readdirSync(samples)
  .filter((name) => name.startsWith("ipgxml__"))
  .map((name) => gunzipSync(readFileSync(join(samples, name))));
const out = createWriteStream(file);
for (let i = 0; i < REPEAT; i++)
  for (const xml of ipg) if (!out.write(xml)) await new Promise((r) => out.once("drain", r));
await new Promise((resolve) => out.end(resolve));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssSamples: number[] = [];
const timer = setInterval(() => rssSamples.push(process.memoryUsage.rss()), 250);
try {
  const summary = await runImport([file], async (batch) => ({ inserted: batch.length, updated: 0, unchanged: 0 }), {
    write: () => {},
    isTTY: false,
  });
  clearInterval(timer);
  const tenth = rssSamples[Math.floor(rssSamples.length / 10)] ?? 0;
  console.log(`input: ${mb(statSync(file).size)} of XML, ${summary.documents} documents (ipg samples × ${REPEAT})`);
  console.log(`import: ${(summary.elapsedMs / 1000).toFixed(1)} s, ${Math.round(summary.docsPerSecond)} docs/s`);
  console.log(
    `memory: RSS ${mb(tenth)} at 10% of the run, ${mb(rssSamples.at(-1) ?? 0)} at the end, peak ${mb(summary.peakRssBytes)}`,
  );
} finally {
  clearInterval(timer);
  rmSync(dir, { recursive: true, force: true });
}
