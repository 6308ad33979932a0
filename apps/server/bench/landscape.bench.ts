// Prints the landscape's p50/p95 per technology area (the service as GET /api/patents/landscape runs it: one
// aggregate statement, the index's years (cached), the CPC titles), warm, and the patents each area covers.
// Run: npm run bench:landscape   (PGlite in memory with the shipped corpus; with DATABASE_URL, that database as it
// is, e.g. the generated 1,000,000-patent one: nothing is written to it when it already holds patents)
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { LANDSCAPE_AREAS } from "@app/contracts";
import { createPglite, openDatabase } from "../src/db/client.js";
import { loadShippedPatents } from "../src/modules/patents/corpus-loader.js";
import { analyseLandscape } from "../src/modules/patents/patent-landscape.service.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ pglite: await createPglite() });
await database.migrate();
const { db } = database;
await loadShippedPatents(db, resolve(import.meta.dirname, "../../../data/patents"), console.log);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const all: number[] = [];
console.log(
  `landscape of one area, ${RUNS} warm runs each (${database.kind}), load average ${loadavg()[0]?.toFixed(2)}`,
);
for (const { id } of LANDSCAPE_AREAS) {
  const first = await analyseLandscape(db, { area: id }); // warm-up (and the index's years, cached after)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await analyseLandscape(db, { area: id });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${id.padEnd(24)} ${String(first.patents).padStart(7)} patents  p50 ${pct(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(7)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `all areas: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(2)}`,
);
await database.close();
