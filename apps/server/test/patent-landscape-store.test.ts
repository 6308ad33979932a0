import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { testPatent } from "./helpers/patents.js";

/**
 * A technology area's landscape is stored with the index's version (migration 0012, decision 0026): read back while
 * nothing changed, computed again after any write to the patents, their CPC symbols or their assignees, whoever
 * writes. Robotics here: R1–R3 through B25J; N1 is another field.
 */

const robot = (number: string, assignee: string, publicationDate: string) =>
  testPatent(number, {
    cpc: ["B25J9/16"],
    assignees: [assignee],
    assignee,
    publicationDate,
    grantDate: publicationDate,
  });
const PATENTS = [
  robot("US9200001", "Acme Robotics Inc.", "2015-02-03"),
  robot("US9200002", "Acme Robotics Inc.", "2016-03-01"),
  robot("US9200003", "Beta Automation LLC", "2016-07-05"),
  testPatent("US9200004", { cpc: ["A47L11/40"] }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertPatents(t.database.db, PATENTS);
});
afterAll(() => t.close());

const landscape = async (query: string) => {
  const res = await new Client(t.app, freshIp()).get(`/api/patents/landscape?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const stored = () =>
  rowsOf<{ scope: string; version: number }>(
    t.database.db,
    sql`select l.scope, l.version::float8 as version from patent_landscapes l order by scope`,
  );
const indexVersion = async () =>
  (await rowsOf<{ v: number }>(t.database.db, sql`select version::float8 as v from patent_index_stats`))[0]?.v;
const competitors = (body: Record<string, unknown>) =>
  (body.competitors as { name: string; patents: number }[]).map((c) => [c.name, c.patents]);

describe("a technology area's landscape, stored with the index's version", () => {
  it("is computed once, stored at the current version, and read back the same", async () => {
    const first = await landscape("area=robotics");
    expect(first.patents).toBe(3);
    expect(await stored()).toEqual([{ scope: expect.stringContaining("B25J"), version: await indexVersion() }]);
    expect(await landscape("area=robotics")).toEqual(first);
  });

  it("a user's own code or text is computed each time, never stored", async () => {
    expect((await landscape("cpc=B25J")).patents).toBe(3);
    expect((await landscape("q=abstract")).patents).toBe(4);
    expect(await stored()).toHaveLength(1);
  });

  it("a new patent of the area, a changed assignee and a deleted patent each show at once", async () => {
    await upsertPatents(t.database.db, [robot("US9200005", "Beta Automation LLC", "2017-01-10")]);
    const added = await landscape("area=robotics");
    expect(added.patents).toBe(4);
    expect(competitors(added)).toEqual([
      ["Acme Robotics Inc.", 2],
      ["Beta Automation LLC", 2],
    ]);

    await upsertPatents(t.database.db, [robot("US9200001", "Gamma Machines", "2015-02-03")]);
    expect(competitors(await landscape("area=robotics"))).toEqual([
      ["Beta Automation LLC", 2],
      ["Acme Robotics Inc.", 1],
      ["Gamma Machines", 1],
    ]);

    await t.database.db.execute(sql`delete from patents where number = 'US9200005'`);
    const after = await landscape("area=robotics");
    expect(after.patents).toBe(3);
    expect(await stored()).toEqual([{ scope: expect.any(String), version: await indexVersion() }]);
  });

  it("an import of unchanged records leaves the version, and so the stored landscape, alone", async () => {
    await landscape("area=robotics");
    const before = await indexVersion();
    await upsertPatents(t.database.db, PATENTS.slice(1));
    expect(await indexVersion()).toBe(before);
  });
});
