/**
 * `npm run eval:search`: leave-one-out CPC-subclass precision@10 of the keyword search on the shipped corpus.
 * For N patents sampled with a fixed seed among those with an abstract and CPC symbols (SAMPLES=N, or SAMPLES=all),
 * the abstract is the query (through `rankPatents`, the ranking the endpoint uses) with the patent itself deleted
 * in a transaction that is rolled back afterwards: the index, its term statistics (kept by triggers) and the class
 * feedback never see it. precision@10 is the share of the top 10 that share at least one CPC subclass (first 4
 * characters, e.g. G01S) with it. The random baseline is the exact expected precision of 10 documents drawn at
 * random from the rest of the corpus. PGlite in memory, or the PostgreSQL server of DATABASE_URL when set.
 */
import { createReadStream } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { createPglite, openDatabase, type Tx } from "../src/db/client.js";
import { CORPUS_FILE, loadCorpus } from "../src/modules/patents/corpus-loader.js";
import { compareRankings } from "../src/modules/patents/keyword-bm25.js";
import { loadMemoryIndex, rankKeyword } from "../src/modules/patents/keyword-index.js";
import { keywordText } from "../src/modules/patents/patent-query.js";
import type { PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsRepository } from "../src/modules/patents/patents.repository.js";
import { rankPatents } from "../src/modules/patents/patents.service.js";

const SAMPLES = process.env.SAMPLES === "all" ? Number.POSITIVE_INFINITY : Number(process.env.SAMPLES ?? 500);
const SEED = 20_240_611;
const dataDir = resolve(import.meta.dirname, "../../../data/patents");

/** mulberry32: a small seeded generator, so every run samples the same patents. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subclasses = (r: PatentRecord) => new Set(r.cpc.map((c) => c.slice(0, 4)));

const records: PatentRecord[] = [];
for await (const line of createInterface({ input: createReadStream(join(dataDir, CORPUS_FILE)).pipe(createGunzip()) }))
  if (line.trim()) records.push(JSON.parse(line));
const byNumber = new Map(records.map((r) => [r.number, r]));
const eligible = records.filter((r) => r.abstract && r.cpc.length);

const random = seeded(SEED);
const pool = [...eligible];
for (let i = pool.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [pool[i], pool[j]] = [pool[j] as PatentRecord, pool[i] as PatentRecord];
}
const sample = pool.slice(0, SAMPLES);

const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ url }) : await openDatabase({ pglite: await createPglite() });
await database.migrate();
const started = performance.now();
await loadCorpus(database.db, join(dataDir, CORPUS_FILE));
console.log(
  `Loaded ${records.length.toLocaleString("en-US")} patents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

let precision = 0;
let baseline = 0;
const withCpc = records.filter((r) => r.cpc.length);
/** Runs `rank` with the patent deleted, then rolls the deletion back. */
async function without<T>(number: string, rank: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from patents where number = ${number}`);
      const t0 = performance.now();
      result = await rank(tx);
      queryMs += performance.now() - t0;
      tx.rollback();
    })
    .catch((err) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return result as T;
}
let queryMs = 0;
for (const patent of sample) {
  const mine = subclasses(patent);
  const shares = (r: PatentRecord | undefined) => !!r && [...subclasses(r)].some((s) => mine.has(s));
  const hits = await without(patent.number, (tx) =>
    rankPatents(tx, {
      q: patent.abstract as string,
      mode: "keyword",
      dateRange: "all",
      patentType: "all",
      status: "all",
    }),
  );
  const top = hits.slice(0, 10);
  precision += top.filter((h) => shares(byNumber.get(h.number))).length / 10;
  // Random: 10 documents drawn from every other patent (those without CPC can never share a subclass).
  baseline += withCpc.filter((r) => r !== patent && shares(r)).length / (records.length - 1);
}
const ms = queryMs / sample.length;

// The memory path (keyword-index.ts, what the server answers from on a small index) against the SQL statement it
// stands in for, on the whole corpus (the leave-one-out above runs in a transaction, which always reads SQL): each
// sampled abstract and a short query of its first words, all 100 hits of the pool. Equal scores (one patent's 'tie'
// in SQL differs in the last bit: PostgreSQL sums a group in no fixed order) may come in another order (compareRankings).
await loadMemoryIndex(database.db);
let same = 0;
let tiesOnly = 0;
let compared = 0;
let memoryMs = 0;
const anyFilter = { patentType: "all", status: "all", publishedSince: null } as const;
for (const patent of sample)
  for (const q of [patent.abstract as string, (patent.abstract as string).split(/\s+/).slice(0, 4).join(" ")]) {
    const text = keywordText(q);
    const t0 = performance.now();
    const memory = (await rankKeyword(database.db, text, anyFilter, 100)).hits;
    memoryMs += performance.now() - t0;
    const stored = await patentsRepository.keyword(database.db, text, anyFilter, 100);
    compared++;
    const verdict = compareRankings(memory, stored);
    if (verdict === "same") same++;
    else if (verdict === "but for ties") tiesOnly++;
    else
      console.log(`different: '${text.slice(0, 60)}…' memory ${JSON.stringify(memory)} SQL ${JSON.stringify(stored)}`);
  }
console.log(
  `memory path vs SQL: ${same} of ${compared} queries in the same order, ${tiesOnly} the same but for equal scores, ${compared - same - tiesOnly} different; memory path ${(memoryMs / compared).toFixed(1)} ms a query`,
);
console.log(
  `N = ${sample.length} sampled patents (seed ${SEED}) of ${eligible.length.toLocaleString("en-US")} with an abstract and CPC`,
);
console.log(`precision@10 (CPC subclass, leave-one-out): ${(precision / sample.length).toFixed(3)}`);
console.log(`random baseline:                            ${(baseline / sample.length).toFixed(3)}`);
console.log(
  `mean query time: ${ms.toFixed(1)} ms (abstract as the query, ${database.kind}; load average ${loadavg()[0]?.toFixed(2)})`,
);
await database.close();
