import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Filters, patentsRepository } from "../src/modules/patents/patents.repository.js";
import { rowsOf } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { refreshSearchStatistics } from "../src/modules/patents/search-statistics.repository.js";
import { createTestApp, type TestApp } from "./helpers/app.js";
import { testPatent } from "./helpers/patents.js";

/**
 * The name search's distinct names (migration 0013, decision 0026): counts the triggers keep, and a search that
 * reads only the best names answering as matching every row would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const stored = () =>
  rowsOf<{ name: string; patents: number }>(
    db(),
    sql`select name, patents from patent_assignee_names where patents > 0 order by name`,
  );
const recounted = () =>
  rowsOf<{ name: string; patents: number }>(
    db(),
    sql`select lower(name) as name, count(distinct number)::int as patents from patent_assignees group by 1 order by 1`,
  );
const assigned = (number: string, assignees: string[], more = {}) =>
  testPatent(number, { assignees, assignee: assignees[0] ?? null, ...more });

/** The name search before the names tables: every matching row, grouped by patent. */
const everyRow = (q: string, words: string[]) =>
  rowsOf<{ number: string; score: number }>(
    db(),
    sql`select n.number, max(similarity(lower(n.name), ${q}))::float8 as score from patent_assignees n
        where (${sql.join(
          words.map((w) => sql`lower(n.name) like ${`%${w}%`}`),
          sql` and `,
        )}) or lower(n.name) % ${q}
        group by n.number order by score desc, n.number limit 50`,
  );
const NO_FILTER: Filters = { patentType: "all", status: "all", publishedSince: null };

describe("distinct names with their patents", () => {
  it("follow every insert, rewrite and delete, and a full refresh finds nothing to change", async () => {
    await upsertPatents(db(), [
      assigned("US8300001", ["Acme Corporation"]),
      assigned("US8300002", ["ACME CORPORATION", "Beta LLC"]),
    ]);
    expect(await stored()).toEqual([
      { name: "acme corporation", patents: 2 },
      { name: "beta llc", patents: 1 },
    ]);
    await upsertPatents(db(), [assigned("US8300002", ["Gamma Inc."], { title: "rewritten" })]);
    expect(await stored()).toEqual(await recounted());
    expect((await stored()).map((r) => r.name)).toEqual(["acme corporation", "gamma inc."]);
    await db().execute(sql`delete from patents where number = 'US8300001'`);
    expect(await stored()).toEqual([{ name: "gamma inc.", patents: 1 }]);

    await db().execute(sql`update patent_assignee_names set patents = 7`);
    await refreshSearchStatistics(db());
    expect(await stored()).toEqual(await recounted());
    await db().execute(sql`delete from patents`);
    expect(await stored()).toEqual([]);
  });
});

describe("assignee search over the best names", () => {
  beforeAll(async () => {
    // 60 patents of the exact name (more than one page), 5 of a near spelling, 10 of names that share one word.
    const records = [
      ...Array.from({ length: 60 }, (_, i) => assigned(`US84${String(i).padStart(5, "0")}`, ["Olfa Corporation"])),
      ...Array.from({ length: 5 }, (_, i) => assigned(`US83${String(i).padStart(5, "0")}`, ["Olfa Corp."])),
      ...Array.from({ length: 10 }, (_, i) =>
        assigned(`US82${String(i).padStart(5, "0")}`, [`Company ${i} Corporation`], {
          publicationDate: "2024-03-01",
          docType: "application",
          grantDate: null,
        }),
      ),
    ];
    await upsertPatents(db(), records);
  });

  it("the first 50 by number of the best name, as matching every row gives", async () => {
    const hits = await patentsRepository.byName(
      db(),
      "patent_assignees",
      "Olfa Corporation",
      ["olfa", "corporation"],
      NO_FILTER,
    );
    expect(hits).toHaveLength(50);
    expect(hits.every((h) => h.number.startsWith("US84") && h.score === 1)).toBe(true);
    expect(hits).toEqual(await everyRow("olfa corporation", ["olfa", "corporation"]));
  });

  it("names beyond the first page when the best names hold fewer than 50 patents", async () => {
    const hits = await patentsRepository.byName(db(), "patent_assignees", "Olfa Corp", ["olfa", "corp"], NO_FILTER);
    expect(hits).toEqual(await everyRow("olfa corp", ["olfa", "corp"]));
    expect(hits[0]?.number).toBe("US8300000");
  });

  it("with a filter, every matching name is read", async () => {
    const filters: Filters = { patentType: "all", status: "published", publishedSince: null };
    const hits = await patentsRepository.byName(db(), "patent_assignees", "corporation", ["corporation"], filters);
    expect(hits.map((h) => h.number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `US82${String(i).padStart(5, "0")}`),
    );
  });
});
