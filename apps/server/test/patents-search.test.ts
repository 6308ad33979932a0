import { createReadStream } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { SEARCH_RESULT_CAP } from "@app/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CORPUS_FILE, loadShippedPatents } from "../src/modules/patents/corpus-loader.js";
import { shippedPatentsMissing } from "../src/modules/patents/first-start.js";
import type { PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsRepository } from "../src/modules/patents/patents.repository.js";
import { rowsOf } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";

const dataDir = resolve(import.meta.dirname, "../../../data/patents");
let t: TestApp;
// The shipped corpus, loaded once for this file (the other suites start with an empty index).
beforeAll(async () => {
  t = await createTestApp();
  await loadShippedPatents(t.database.db, dataDir, () => {});
}, 120_000);
afterAll(() => t.close());

const visitor = () => new Client(t.app, freshIp());
const search = (params: Record<string, string>) => visitor().get(`/api/patents/search?${new URLSearchParams(params)}`);
const numbers = (res: { body: Record<string, unknown> }) =>
  (res.body.results as { number: string }[]).map((r) => r.number);

describe("patent search modes (anonymous visitor, shipped corpus)", () => {
  it("keyword: 'coherent LADAR quadrature' finds US10000000 first, with its titled CPC classes", async () => {
    const res = await search({ q: "coherent LADAR quadrature" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, source: "local", fallback: false });
    const [first] = res.body.results;
    expect(first).toMatchObject({
      number: "US10000000",
      title: "Coherent LADAR using intra-pixel quadrature detection",
      inventors: ["Joseph Marron"],
      assignee: "Raytheon Company",
      status: "Granted",
      type: "utility",
      source: "local",
    });
    expect(first.claims).toBeGreaterThan(0);
    expect(first.citations).toBe(5);
    // A subgroup is named with its ancestors: its own title, 'Detector arrays', means little alone.
    expect(first.cpc[0]).toEqual({
      code: "G01S7/4863",
      title:
        "Details of systems according to groups G01S13/00, G01S15/00, G01S17/00 › of systems according to group " +
        "G01S17/00 › Details of pulse systems › Receivers › Circuits for detection, sampling, integration or " +
        "read-out › Detector arrays, e.g. charge-transfer gates",
    });
    for (const c of first.cpc) expect(c.title).not.toBe(c.code);
  });

  it("keyword: a whole abstract as the query still finds documents (words are OR-ed), at most 50 in relevance order", async () => {
    const abstract =
      "A method of manufacturing a conductive metal thin film by heating and stirring a solution containing a metal " +
      "precursor, an acid, an amine and a reducing agent, then coating a substrate and sintering it.";
    const res = await search({ q: abstract });
    const results = res.body.results as { similarity: number }[];
    expect(results.length).toBe(SEARCH_RESULT_CAP);
    const sims = results.map((r) => r.similarity);
    for (const s of sims) expect(s > 0 && s <= 1).toBe(true);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
  });

  it("a result without a title has title null, its abstract, and the assignee 'Unknown' when none is on record", async () => {
    const res = await search({ q: "conductive metal thin film metal precursor amine reducing agent" });
    const untitled = res.body.results.find((r: { title: string | null }) => r.title === null);
    expect(untitled).toBeDefined();
    expect(untitled.abstract.length).toBeGreaterThan(20);
    expect(untitled.assignee).toBe("Unknown");
  });

  it("inventor: 'Joseph Marron' finds his patent", async () => {
    const res = await search({ q: "Joseph Marron", mode: "inventor" });
    expect(numbers(res)[0]).toBe("US10000000");
    expect(res.body.results[0].similarity).toBeGreaterThan(0.5);
  });

  it("assignee: 'Raytheon' finds Raytheon Company's patents", async () => {
    const res = await search({ q: "Raytheon", mode: "assignee" });
    expect(numbers(res)).toContain("US10000000");
    for (const r of res.body.results) expect(r.assignee).toMatch(/raytheon/i);
  });

  it.each(["US 10,000,000 B2", "10000000", "us10000000"])("number: '%s' finds US10000000", async (q) => {
    const res = await search({ q, mode: "number" });
    expect(numbers(res)).toEqual(["US10000000"]);
    expect(res.body.results[0].similarity).toBe(1);
  });
});

describe("patent search filters", () => {
  const q = "semiconductor device layer substrate";

  it("'all' is the default date range; 5 years back from today keeps only what was published since", async () => {
    const all = (await search({ q: "lithium battery electrode" })).body.results;
    expect(all.length).toBeGreaterThan(1);
    const recent = (await search({ q: "lithium battery electrode", dateRange: "5years" })).body.results;
    const since = new Date();
    since.setUTCFullYear(since.getUTCFullYear() - 5);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    for (const r of recent) expect(r.publicationDate >= since.toISOString().slice(0, 10)).toBe(true);
  });

  it("patent type: design keeps S kinds only, utility keeps none of them", async () => {
    const design = await search({ q: "ornamental design", patentType: "design" });
    expect(design.body.results.length).toBeGreaterThan(0);
    for (const r of design.body.results) expect(r.type).toBe("design");
    const utility = await search({ q: "ornamental design", patentType: "utility" });
    for (const r of utility.body.results) expect(r.type).toBe("utility");
  });

  it("a name search with a filter keeps only the patents that pass it; without one, every patent of the name", async () => {
    const all = numbers(await search({ q: "Raytheon", mode: "assignee" }));
    const granted = (await search({ q: "Raytheon", mode: "assignee", status: "granted" })).body.results;
    const published = (await search({ q: "Raytheon", mode: "assignee", status: "published" })).body.results;
    expect(granted.length).toBeGreaterThan(0);
    for (const r of granted) expect(r.status).toBe("Granted");
    for (const r of published) expect(r.status).not.toBe("Granted");
    expect(all.length).toBeLessThan(SEARCH_RESULT_CAP);
    expect([...numbers({ body: { results: granted } }), ...numbers({ body: { results: published } })].sort()).toEqual(
      [...all].sort(),
    );
  });

  it("status: granted keeps grants, published and pending keep applications", async () => {
    for (const r of (await search({ q, status: "granted" })).body.results) expect(r.status).toBe("Granted");
    const pending = await search({ q: "method system", status: "pending" });
    for (const r of pending.body.results) expect(r.status).toBe("Pending");
    const published = await search({ q: "method system", status: "published" });
    expect(numbers(published).sort()).toEqual(numbers(pending).sort());
  });
});

describe("patent search behaviour", () => {
  it("a repeated search is answered from the cache", async () => {
    const spy = vi.spyOn(patentsRepository, "views");
    const params = { q: "bicycle lamp dynamo wheel", patentType: "utility" };
    const first = await search(params);
    const second = await search(params);
    expect(second.body).toEqual(first.body);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it.each([
    [{ q: "" }, "Please enter a search term"],
    [{ q: "x".repeat(10_000) }, undefined],
    [{ q: "lamp", mode: "title" }, undefined],
    [{ q: "lamp", extra: "1" }, undefined],
  ])("bad input is refused with 400 (%#)", async (params, message) => {
    const res = await search(params as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe("string");
    if (message) expect(res.body.error).toBe(message);
  });

  it("the detail of a patent has its claims and cited numbers; an unknown number is 404", async () => {
    const res = await visitor().get("/api/patents/US10000000");
    expect(res.status).toBe(200);
    expect(res.body.patent).toMatchObject({ number: "US10000000", applicationNumber: "14643719" });
    expect(res.body.patent.claimsText.length).toBe(res.body.patent.claims);
    expect(res.body.patent.citedNumbers).toContain("US5093563");
    const missing = await visitor().get("/api/patents/US1");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "Patent not found" });
  });
});

describe("upsertPatents", () => {
  it("is idempotent: the same records again are all unchanged; a changed record is updated", async () => {
    const records: PatentRecord[] = [];
    const lines = createInterface({ input: createReadStream(join(dataDir, CORPUS_FILE)).pipe(createGunzip()) });
    for await (const line of lines) {
      records.push(JSON.parse(line));
      if (records.length === 600) break;
    }
    lines.close();
    expect(await upsertPatents(t.database.db, records)).toEqual({ inserted: 0, updated: 0, unchanged: 600 });
    const changed = { ...(records[0] as PatentRecord), title: "A changed title" };
    const fresh = { ...(records[1] as PatentRecord), number: "US99999999" };
    expect(await upsertPatents(t.database.db, [changed, fresh, records[2] as PatentRecord])).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: 1,
    });
    expect(await upsertPatents(t.database.db, [changed, fresh])).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });
});

describe("first start", () => {
  it("titles loaded before they had paths (migration 0008) are loaded again, with their paths", async () => {
    const db = t.database.db;
    await db.execute(sql`update cpc_titles set path = null`);
    expect(await shippedPatentsMissing(db, dataDir)).toBe(true);
    const lines: string[] = [];
    await loadShippedPatents(db, dataDir, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/^Loading the CPC titles… 260,263 titles in/)]);
    expect(await shippedPatentsMissing(db, dataDir)).toBe(false);
    const [row] = await rowsOf(db, sql`select path from cpc_titles where code = 'F24S23/70'`);
    expect(row).toEqual({
      path: "Arrangements for concentrating solar-rays for solar heat collectors › with reflectors",
    });
  }, 60_000);
});
