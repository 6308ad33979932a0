// Prints the landscape's p50/p95 per technology area (the service as GET /api/patents/landscape runs it: the area's
// stored facts, the index's years (cached), the CPC titles), warm, and the patents each area covers; beside it the
// aggregate statement alone, what the first visitor of an area pays after a write to the index (decision 0026).
// Run: npm run bench:landscape   (PGlite in memory with the shipped corpus; with DATABASE_URL, that database as it
// is, e.g. the generated 1,000,000-patent one: nothing is written to it when it already holds patents)
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { LANDSCAPE_AREAS } from "@app/contracts";
import { createPglite, openDatabase } from "../src/db/client.js";
import { loadShippedPatents } from "../src/modules/patents/corpus-loader.js";
import { patentLandscapeRepository } from "../src/modules/patents/patent-landscape.repository.js";
import { analyseLandscape, areaScope } from "../src/modules/patents/patent-landscape.service.js";
import { prewarm } from "./patents-db/pg-cluster.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** The statement is slow on large areas of the 1M database: fewer runs of it. */
const STATEMENT_RUNS = Math.max(1, Math.ceil(RUNS / 4));
const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ pglite: await createPglite() });
await database.migrate();
const { db } = database;
await loadShippedPatents(db, resolve(import.meta.dirname, "../../../data/patents"), console.log);
if (process.env.DATABASE_URL) {
  const warm = await prewarm(process.env.DATABASE_URL);
  console.log(
    `its files read into the OS cache (pg_prewarm): ${warm.mib.toFixed(0)} MiB in ${warm.seconds.toFixed(1)} s`,
  );
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const all: number[] = [];
const allStatement: number[] = [];
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
  const statement: number[] = [];
  for (let i = 0; i < STATEMENT_RUNS; i++) {
    const t0 = performance.now();
    await patentLandscapeRepository.facts(db, areaScope(id));
    statement.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  statement.sort((a, b) => a - b);
  all.push(...times);
  allStatement.push(...statement);
  const ms = (sorted: number[], p: number) => pct(sorted, p).toFixed(1).padStart(7);
  console.log(
    `${id.padEnd(24)} ${String(first.patents).padStart(7)} patents  p50 ${ms(times, 0.5)} ms  p95 ${ms(times, 0.95)} ms   statement alone p50 ${ms(statement, 0.5)} ms  p95 ${ms(statement, 0.95)} ms`,
  );
}
all.sort((a, b) => a - b);
allStatement.sort((a, b) => a - b);
console.log(
  `all areas: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms; the statement alone (after a write): p50 ${pct(allStatement, 0.5).toFixed(1)} ms, p95 ${pct(allStatement, 0.95).toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(2)}`,
);
await database.close();
