// Generates the 1,000,000-patent PostgreSQL database the patent benchmarks run on (docs/decisions/0022): a cluster of
// its own in .bench/pg-1m (outside git, reused by later runs), the project's migrations, the shipped corpus and CPC
// titles loaded as a first start loads them, then synthetic patents recombined from the corpus up to BENCH_PATENTS,
// written through the product's own write path (upsertPatents: same rows, hashes, children, tsvector trigger).
// Run: npm run bench:generate-db            (does nothing when the database is already generated)
//      npm run bench:generate-db -- --force (drops and generates again)
//      npm run bench:generate-db -- --after-load (migrates the generated database and runs afterLoad again: after a
//        migration or a change to afterLoad, without generating again)
//   BENCH_PATENTS (default 1000000) total patents, BENCH_SEED (default 20261124), BENCH_PG_DIR (default .bench/pg-1m)
import { createReadStream, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openDatabase } from "../../src/db/client.js";
import { loadShippedPatents } from "../../src/modules/patents/corpus-loader.js";
import { refreshAreaLandscapes } from "../../src/modules/patents/patent-landscape.service.js";
import type { PatentRecord } from "../../src/modules/patents/patent-record.js";
import { rowsOf } from "../../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../../src/modules/patents/patents-write.service.js";
import { refreshSearchStatistics } from "../../src/modules/patents/search-statistics.repository.js";
import { BENCH_DATABASE, GENERATED_FILE, ROOT, readGenerated, startCluster } from "./pg-cluster.js";
import { createSynthesizer } from "./synthetic-patents.js";

const TOTAL = Number(process.env.BENCH_PATENTS ?? 1_000_000);
const SEED = Number(process.env.BENCH_SEED ?? 20261124);
const BATCH = 5_000;
/** Two batches in flight: one is written while the next is generated and sent. */
const IN_FLIGHT = 2;
const PATENT_TABLES = ["patents", "patent_cpc", "patent_inventors", "patent_assignees", "patent_citations"];
const dataDir = join(ROOT, "data/patents");

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

/**
 * What must follow any bulk load of the patent index, whoever loads it.
 * The search's term statistics are kept by triggers on every write; recounting them here makes a database loaded
 * before migration 0011, or by a path that bypassed the triggers, exact. VACUUM sets the visibility map a steady-state index would have (autovacuum is off while loading).
 * Last, the ten areas' landscapes are computed and stored (decision 0026), as `patents:import` does after an import.
 */
async function afterLoad(db: Db) {
  await refreshSearchStatistics(db);
  for (const table of PATENT_TABLES) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  await db.execute(sql`analyze`);
  log(`${await refreshAreaLandscapes(db)} area landscapes stored`);
}

async function readCorpus(): Promise<PatentRecord[]> {
  const lines = createInterface({ input: createReadStream(join(dataDir, "corpus.jsonl.gz")).pipe(createGunzip()) });
  const out: PatentRecord[] = [];
  for await (const line of lines) if (line.trim()) out.push(JSON.parse(line) as PatentRecord);
  return out;
}

/** The secondary indexes of the patent tables (not those of primary keys): dropped for the load, rebuilt after. */
async function secondaryIndexes(db: Db) {
  return rowsOf<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (select jsonb_array_elements_text(${JSON.stringify(PATENT_TABLES)}::jsonb))
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
        order by i.indexname`,
  );
}

const force = process.argv.includes("--force");
const previous = readGenerated();
const cluster = await startCluster("load");
try {
  if (previous && !force && process.argv.includes("--after-load")) {
    const database = await openDatabase({ url: cluster.urlOf(BENCH_DATABASE) });
    await database.migrate();
    await afterLoad(database.db);
    await database.close();
    log("migrated, afterLoad done");
  } else if (previous && !force) {
    console.log(
      `already generated: ${previous.patents.toLocaleString("en-US")} patents (seed ${previous.seed}, ${previous.seconds} s on ${previous.generatedAt}); --force generates again`,
    );
  } else {
    rmSync(GENERATED_FILE, { force: true });
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    const admin = new pg.Client({ connectionString: cluster.urlOf("postgres") });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    await admin.end();
    const database = await openDatabase({ url: cluster.urlOf(BENCH_DATABASE) });
    const { db } = database;
    await database.migrate();
    log("migrated");
    // Exactly what a first start does: the CPC titles and the shipped corpus through the product's loader.
    await loadShippedPatents(db, dataDir, log);
    const corpus = await readCorpus();
    const count = TOTAL - corpus.length;
    const { record, plan } = createSynthesizer(corpus, count, SEED);
    log(`planned ${count.toLocaleString("en-US")} synthetic patents (${plan.bySubclass.size} CPC subclasses)`);

    const indexes = await secondaryIndexes(db);
    for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
    log(`dropped ${indexes.length} secondary indexes for the load`);

    const loadStarted = performance.now();
    const inFlight = new Set<Promise<unknown>>();
    for (let from = 0; from < count; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => record(from + k));
      const write: Promise<unknown> = upsertPatents(db, batch).finally(() => inFlight.delete(write));
      inFlight.add(write);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
      const done = from + batch.length;
      if (done % 50_000 === 0 || done === count) {
        const rate = done / ((performance.now() - loadStarted) / 1000);
        log(
          `${done.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} synthetic patents, ${rate.toFixed(0)}/s`,
        );
      }
    }
    await Promise.all(inFlight);

    for (const { name, definition } of indexes) {
      const t = performance.now();
      await db.execute(sql.raw(definition));
      log(`index ${name} rebuilt in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    await afterLoad(db);
    log("vacuumed and analysed");

    const [totals] = await rowsOf<{ patents: number; bytes: string }>(
      db,
      sql`select (select count(*)::int from patents) as patents, pg_size_pretty(pg_database_size(current_database())) as bytes`,
    );
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(
      `generated ${totals?.patents.toLocaleString("en-US")} patents (${count.toLocaleString("en-US")} synthetic) in ${seconds} s; database ${totals?.bytes}; load average now ${loadavg()[0]?.toFixed(2)}`,
    );
    await database.close();
    writeFileSync(
      GENERATED_FILE,
      JSON.stringify(
        { patents: totals?.patents, synthetic: count, seed: SEED, seconds, generatedAt: new Date().toISOString() },
        null,
        2,
      ),
    );
  }
} finally {
  await cluster.stop();
}
