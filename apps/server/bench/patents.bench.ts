// The patent endpoints' latency on the shipped corpus (PGlite, the default database) and on the generated
// 1,000,000-patent PostgreSQL database, the cost of the per-IP rate-limit row, and importer throughput into both.
// Prints figures beside their targets; never fails on speed. docs/decisions/0022-patent-benchmarks.md.
// Run: npm run bench:patents   (the 1M part needs `npm run bench:generate-db` once; without it, it is skipped)
//   BENCH_RUNS (default 50) measured requests per row after BENCH_WARMUP (default 10), each a new query;
//   BENCH_ROW_SECONDS (default 60) stops a slow row early (after at least 10); BENCH_IMPORT_REPEAT (default 12);
//   BENCH_ONLY=corpus or BENCH_ONLY=million measures one database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { type DatabaseName, type Endpoint, endpoints } from "./patents/endpoints.js";
import { querySets } from "./patents/query-sets.js";
import { buildServerIfStale, rssMiB, type ServerProcess, startServer } from "./patents/server-process.js";
import { BENCH_DATABASE, prewarm, ROOT, readGenerated, startCluster } from "./patents-db/pg-cluster.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const ROW_SECONDS = Number(process.env.BENCH_ROW_SECONDS ?? 60);
const LIMITER_RUNS = 200;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (x: number) => x.toFixed(1).padStart(8);
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
  };
};

/** Every request comes from a new client address, so the per-IP limit (60 a minute) never refuses one. */
let client = 0;
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function timeRequest(server: ServerProcess, path: string): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { "x-forwarded-for": nextClient() } });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, ok: res.status === 200 };
}

async function measure(server: ServerProcess, endpoint: Endpoint) {
  let failed = 0;
  for (let i = 0; i < WARMUP; i++) if (!(await timeRequest(server, endpoint.path(i))).ok) failed++;
  const times: number[] = [];
  const started = performance.now();
  for (let i = WARMUP; i < WARMUP + RUNS; i++) {
    const r = await timeRequest(server, endpoint.path(i));
    if (r.ok) times.push(r.ms);
    else failed++;
    if (times.length >= 10 && performance.now() - started > ROW_SECONDS * 1000) break;
  }
  return { ...summary(times), failed };
}

/** `limiter.consume` in-process (what every patent request does first), beside a bare `select 1`. */
async function limiterCost(database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), "clarity-bench-limiter-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    SECRETS_KEY: "bench-secrets-key-bench-secrets-key-0000",
    LOG_LEVEL: "silent",
    PATENT_DATA_DIR: "off",
  });
  const app = await buildApp({ config, database, logger: false });
  const consume: number[] = [];
  const select: number[] = [];
  for (let i = 0; i < LIMITER_RUNS; i++) {
    let t0 = performance.now();
    await app.limiter.consume({ key: `patents:ip:bench-${Date.now()}-${i}`, max: 60, windowSeconds: 60 });
    consume.push(performance.now() - t0);
    t0 = performance.now();
    await database.db.execute(sql`select 1`);
    select.push(performance.now() - t0);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { consume: summary(consume.slice(20)), select: summary(select.slice(20)) };
}

function importThroughput(serverUrl?: string) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/bench/patents/import-throughput.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...(serverUrl ? { BENCH_IMPORT_URL: serverUrl } : {}) },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`import-throughput failed:\n${r.stdout}${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1) as string) as {
    documents: number;
    inserted: number;
    seconds: number;
    docsPerSecond: number;
    peakRssMiB: number;
  };
}

interface Target {
  name: DatabaseName;
  label: string;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  open(): Promise<Database>;
  importUrl?: string;
}

buildServerIfStale();
const queries = await querySets(WARMUP + RUNS);
const list = endpoints(queries);
const generated = readGenerated();
const cluster = generated ? await startCluster("serve") : null;
const corpusDir = mkdtempSync(join(tmpdir(), "clarity-bench-patents-"));
const targets: Target[] = [
  {
    name: "corpus",
    label: "shipped corpus, PGlite (10,475 patents)",
    env: { DATA_DIR: corpusDir },
    open: () => openDatabase({ dataDir: corpusDir }),
  },
];
if (cluster && generated)
  targets.push({
    name: "million",
    label: `generated, PostgreSQL 15 (${generated.patents.toLocaleString("en-US")} patents)`,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), "clarity-bench-patents-")),
      DATABASE_URL: cluster.urlOf(BENCH_DATABASE),
    },
    open: () => openDatabase({ url: cluster.urlOf(BENCH_DATABASE) }),
    importUrl: cluster.urlOf("postgres"),
  });

try {
  console.log(`load average at start: ${loadAtStart}`);
  console.log(
    `GET, one request at a time, each from a new client address (X-Forwarded-For, server with TRUST_PROXY=127.0.0.1);` +
      `\n${WARMUP} warm-up + up to ${RUNS} measured requests per row, every search query new (the cache is defeated); ms`,
  );
  for (const target of targets) {
    if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== target.name) continue;
    const server = await startServer(target.env);
    console.log(`\n${target.label}: ready in ${(server.readyMs / 1000).toFixed(1)} s`);
    if (target.env.DATABASE_URL) {
      const warm = await prewarm(target.env.DATABASE_URL);
      console.log(
        `its files read into the OS cache (pg_prewarm): ${warm.mib.toFixed(0)} MiB in ${warm.seconds.toFixed(1)} s`,
      );
    }
    console.log(
      `${"request".padEnd(34)}${"n".padStart(4)}${"p50".padStart(8)}${"p95".padStart(8)}${"mean".padStart(8)}   p95 target`,
    );
    for (const endpoint of list) {
      if (endpoint.only && endpoint.only !== target.name) continue;
      const r = await measure(server, endpoint);
      const budget = endpoint.targets[target.name];
      const verdict = budget === undefined ? "" : `≤ ${budget}  ${r.p95 <= budget ? "meets" : "OVER"}`;
      const failed = r.failed ? `  (${r.failed} not 200)` : "";
      console.log(
        `${endpoint.name.padEnd(34)}${String(r.n).padStart(4)}${ms(r.p50)}${ms(r.p95)}${ms(r.mean)}   ${verdict}${failed}`,
      );
    }
    console.log(`server RSS after the runs: ${rssMiB(server.child.pid as number).toFixed(0)} MiB`);
    await server.stop();

    const database = await target.open();
    const cost = await limiterCost(database);
    await database.close();
    console.log(
      `rate-limit row (limiter.consume in-process, ${cost.consume.n} new keys): p50 ${cost.consume.p50.toFixed(2)} ms, p95 ${cost.consume.p95.toFixed(2)} ms; a bare 'select 1': p50 ${cost.select.p50.toFixed(2)} ms`,
    );
    const imp = importThroughput(target.importUrl);
    console.log(
      `import (runImport + upsertPatents into an empty ${target.importUrl ? "PostgreSQL database" : "PGlite directory"}): ${imp.inserted.toLocaleString("en-US")} documents imported (of ${imp.documents.toLocaleString("en-US")} read) in ${imp.seconds.toFixed(1)} s, ${imp.docsPerSecond.toFixed(0)} docs/s, peak RSS ${imp.peakRssMiB.toFixed(0)} MiB${target.importUrl ? " (the importer; the database server's memory is not counted)" : " (importer and PGlite)"}`,
    );
  }
  if (!generated)
    console.log("\n1,000,000-patent database not generated: run `npm run bench:generate-db` (once) to measure it.");
  console.log(`\nload average at end: ${load()}`);
} finally {
  await cluster?.stop();
  for (const t of targets) rmSync(t.env.DATA_DIR, { recursive: true, force: true });
}
