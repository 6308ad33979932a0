import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsRepository } from "../src/modules/patents/patents.repository.js";
import { rowsOf } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { refreshSearchStatistics } from "../src/modules/patents/search-statistics.repository.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { testPatent } from "./helpers/patents.js";

/**
 * The keyword ranking (docs/decisions/0020-search-ranking.md) on small hand-made indexes: BM25 with inverse document
 * frequency, the term statistics the triggers keep, and the class feedback.
 */
const record = (number: string, abstract: string, more: Partial<PatentRecord> = {}) =>
  testPatent(number, { abstract, ...more });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const search = async (q: string) => {
  const res = await new Client(t.app, freshIp()).get(`/api/patents/search?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return res.body.results as { number: string; similarity: number }[];
};
/** The statistics as stored, and as a recount from the index says they should be. */
const stored = () =>
  rowsOf<{ lexeme: string; documents: number }>(
    db(),
    sql`select lexeme, documents from patent_terms where documents > 0 order by lexeme`,
  );
const recounted = () =>
  rowsOf<{ lexeme: string; documents: number }>(
    db(),
    sql`select word as lexeme, ndoc as documents from ts_stat('select search from patents') order by word`,
  );
const totals = async () =>
  (
    await rowsOf<{ documents: number; lexemes: number; patents: number; length: number }>(
      db(),
      sql`select s.documents, s.lexemes::int,
            (select count(*)::int from patents) as patents,
            (select coalesce(sum(text_length), 0)::int from patents) as length
          from patent_index_stats s`,
    )
  )[0];

describe("term statistics", () => {
  it("follow every insert, update and delete, and a full refresh finds nothing to change", async () => {
    await upsertPatents(db(), [
      record("US8000001", "A ferrofluid seal around a rotating shaft."),
      record("US8000002", "A rotating shaft with a magnetic bearing."),
    ]);
    expect((await stored()).find((r) => r.lexeme === "shaft")?.documents).toBe(2);
    expect((await stored()).find((r) => r.lexeme === "ferrofluid")?.documents).toBe(1);
    expect(await stored()).toEqual(await recounted());

    // An import that rewrites a patent: 'ferrofluid' leaves, 'labyrinth' comes.
    await upsertPatents(db(), [record("US8000001", "A labyrinth seal around a rotating shaft.")]);
    const after = await stored();
    expect(after.find((r) => r.lexeme === "ferrofluid")).toBeUndefined();
    expect(after.find((r) => r.lexeme === "labyrinth")?.documents).toBe(1);
    expect(after).toEqual(await recounted());

    await db().execute(sql`delete from patents where number = 'US8000002'`);
    expect(await stored()).toEqual(await recounted());
    const sums = await totals();
    expect(sums?.documents).toBe(sums?.patents);
    expect(sums?.lexemes).toBe(sums?.length);

    // Statistics out of step (as after a load with triggers off) are put right by the refresh.
    await db().execute(sql`update patent_terms set documents = 99`);
    await db().execute(sql`update patent_index_stats set documents = 0, lexemes = 0`);
    await refreshSearchStatistics(db());
    expect(await stored()).toEqual(await recounted());
    expect((await totals())?.documents).toBe((await totals())?.patents);
    await db().execute(sql`delete from patents`);
    expect(await stored()).toEqual([]);
  });
});

describe("BM25 ranking", () => {
  beforeAll(async () => {
    await db().execute(sql`delete from patents`);
    await upsertPatents(db(), [
      // 'device' is in almost every patent, 'ferrofluid' in one.
      record("US8100001", "A device holder for a device, and a device.", { title: "Device" }),
      record("US8100002", "A ferrofluid seal around a rotating shaft in a pump housing with a motor and a fan."),
      record("US8100003", "A device for cooling a lamp."),
      record("US8100004", "A device for cutting paper."),
      record("US8100005", "A device that counts coins."),
      record("US8100006", "A device for watering plants."),
    ]);
  });

  it("a rare shared term outranks a frequent one repeated in the title (ts_rank put US8100001 first)", async () => {
    const results = await search("device ferrofluid");
    expect(results[0]?.number).toBe("US8100002");
    expect(results.map((r) => r.number)).toContain("US8100001");
    const sims = results.map((r) => r.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
  });

  it("a word that no patent holds finds nothing; stop words alone find nothing", async () => {
    expect(await search("zyzzogeton")).toEqual([]);
    expect(await search("the of and")).toEqual([]);
  });
});

describe("class feedback", () => {
  beforeAll(async () => {
    await db().execute(sql`delete from patents`);
    const gears = ["F16H49/005"];
    await upsertPatents(db(), [
      record("US8200001", "A magnetic gear coupling transmits torque.", { cpc: gears }),
      record("US8200002", "A magnetic gear coupling for a pump.", { cpc: gears }),
      record("US8200003", "A magnetic gear coupling with pole pieces.", { cpc: gears }),
      // X: the words of the query in a short abstract, in the electric-machine class.
      record("US8200004", "A magnetic coupling rotor.", { cpc: ["H02K49/10"] }),
      // Y: the same words in a longer abstract (a lower BM25 score), in the gear class of the best matches.
      record("US8200005", "A magnetic coupling rotor in a gearbox.", { cpc: gears }),
      record("US8200006", "A bicycle saddle with springs.", { cpc: ["B62J1/02"] }),
    ]);
  });

  it("lifts a patent in the classes of the best text matches above a slightly better match in another class", async () => {
    const text = (
      await patentsRepository.keyword(
        db(),
        "magnetic coupling rotor",
        { patentType: "all", status: "all", publishedSince: null },
        100,
      )
    ).map((h) => h.number);
    expect(text.indexOf("US8200004")).toBeLessThan(text.indexOf("US8200005"));
    const ranked = (await search("magnetic coupling rotor")).map((r) => r.number);
    expect(ranked.indexOf("US8200005")).toBeLessThan(ranked.indexOf("US8200004"));
    expect(ranked).not.toContain("US8200006");
  });
});

describe("candidates of a short query (decision 0026)", () => {
  const NO_FILTER = { patentType: "all", status: "all", publishedSince: null } as const;
  const numbers = async (q: string) => (await patentsRepository.keyword(db(), q, NO_FILTER, 100)).map((h) => h.number);
  beforeAll(async () => {
    await db().execute(sql`delete from patents`);
    await upsertPatents(db(), [
      // 'valve' alone, in the shortest abstract: BM25 over either word would rank it high.
      record("US8300000", "A valve."),
      ...Array.from({ length: 99 }, (_, i) =>
        record(`US83${String(i + 1).padStart(5, "0")}`, `A brass valve seat for a garden hose, variant ${i + 1}.`),
      ),
    ]);
  });

  it("fewer than a pool's worth hold every word: each word's patents are candidates", async () => {
    expect(await numbers("brass valve")).toContain("US8300000");
  });

  it("a pool's worth hold every word: only they are candidates", async () => {
    await upsertPatents(db(), [record("US8300100", "A brass valve.")]);
    const found = await numbers("brass valve");
    expect(found).toHaveLength(100);
    expect(found).not.toContain("US8300000");
    expect(found[0]).toBe("US8300100");
  });
});
