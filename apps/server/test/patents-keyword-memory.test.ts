import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { compareRankings } from "../src/modules/patents/keyword-bm25.js";
import { loadMemoryIndex, rankKeyword } from "../src/modules/patents/keyword-index.js";
import { type Filters, patentsRepository } from "../src/modules/patents/patents.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { createTestApp, type TestApp } from "./helpers/app.js";
import { testPatent } from "./helpers/patents.js";

/**
 * The keyword ranking from memory (keyword-index.ts, decision 0026) against the SQL statement it stands in for, on a
 * hand-made index that reaches both candidate paths (every word, and each word's patents), the claims-only weight,
 * every filter and ties; and when each path answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const words = ["lamp", "dynamo", "wheel", "hub", "spoke", "battery", "switch", "reflector"];
  await upsertPatents(
    t.database.db,
    Array.from({ length: 150 }, (_, i) => {
      const n = String(8_100_000 + i);
      // Each patent holds a different subset of the words, some twice-as-long abstracts, some words only in claims.
      const mine = words.filter((_, w) => (i >> w) & 1 || w === i % words.length);
      const abstract = `A bicycle ${mine.join(" ")}${i % 3 ? "" : " with a long description of its frame and fork"}.`;
      return testPatent(i % 5 ? `US${n}` : `US2016${n}A1`, {
        abstract,
        claims: i % 4 ? [] : ["A claim reciting a generator and a reflector."],
        docType: i % 5 ? "grant" : "application",
        kind: i % 5 ? "B1" : "A1",
        grantDate: i % 5 ? "2016-05-10" : null,
        publicationDate: i % 7 ? "2016-05-10" : "2009-01-06",
        cpc: [i % 2 ? "B62J6/06" : "H02K7/18"],
      });
    }),
  );
});
afterAll(() => t.close());

const db = () => t.database.db;
const none: Filters = { patentType: "all", status: "all", publishedSince: null };
const filterSets: Filters[] = [
  none,
  { ...none, status: "granted" },
  { ...none, status: "published" },
  { ...none, status: "pending" },
  { ...none, patentType: "utility", publishedSince: "2012-01-01" },
];
const queries = ["lamp dynamo", "bicycle hub spoke battery", "reflector generator", "switch", "frame fork lamp wheel"];

describe("keyword ranking from memory", () => {
  it("gives the SQL statement's hits and scores for every query, filter and pool", async () => {
    await loadMemoryIndex(db());
    const spy = vi.spyOn(patentsRepository, "keyword");
    let compared = 0;
    for (const q of queries)
      for (const filters of filterSets)
        for (const pool of [3, 100]) {
          const memory = (await rankKeyword(db(), q, filters, pool)).hits;
          expect(spy).not.toHaveBeenCalled();
          const stored = await patentsRepository.keyword(db(), q, filters, pool);
          spy.mockClear();
          expect(compareRankings(memory, stored)).not.toBe("different");
          if (memory.length) compared++;
        }
    spy.mockRestore();
    expect(compared).toBeGreaterThan(40);
  });

  it("gives each hit's CPC subclasses", async () => {
    const { hits, classes } = await rankKeyword(db(), "dynamo", none, 10);
    expect(hits.length).toBe(10);
    const stored = await patentsRepository.subclasses(
      db(),
      hits.map((h) => h.number),
    );
    expect(classes).toEqual(stored);
    expect(new Set([...classes.values()].flat())).toEqual(new Set(["B62J", "H02K"]));
  });

  it("answers from SQL after a write until the copy is reloaded, then from memory with the new patent", async () => {
    await upsertPatents(db(), [testPatent("US8199999", { abstract: "A velocipede with a carbide lamp." })]);
    const spy = vi.spyOn(patentsRepository, "keyword");
    const first = await rankKeyword(db(), "velocipede", none, 10);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first.hits.map((h) => h.number)).toEqual(["US8199999"]);
    await loadMemoryIndex(db());
    const second = await rankKeyword(db(), "velocipede", none, 10);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(second.hits).toEqual(first.hits);
    spy.mockRestore();
  });

  it("reads SQL inside a transaction, which sees its own uncommitted patent", async () => {
    await loadMemoryIndex(db());
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`delete from patents where number = 'US8199999'`);
        expect((await rankKeyword(tx, "velocipede", none, 10)).hits).toEqual([]);
        tx.rollback();
      })
      .catch((err) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect((await rankKeyword(db(), "velocipede", none, 10)).hits.map((h) => h.number)).toEqual(["US8199999"]);
  });
});
