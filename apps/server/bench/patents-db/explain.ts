// Prints the plans PostgreSQL ran (EXPLAIN ANALYZE, BUFFERS) for one patent search or citation analysis on the
// generated 1,000,000-patent database: the product's own code runs the statements, auto_explain reports each one
// back to this session, so the plans are those of the real SQL, not a copy of it.
// Run: npm run bench:explain -- MODE QUERY   (MODE: keyword | inventor | number | assignee | citations)
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../src/db/client.js";
import * as schema from "../../src/db/schema.js";
import { analyseCitations } from "../../src/modules/patents/patent-citations.service.js";
import { searchPatents } from "../../src/modules/patents/patents.service.js";
import { BENCH_DATABASE, readGenerated, startCluster } from "./pg-cluster.js";

const [mode, ...words] = process.argv.slice(2);
const q = words.join(" ");
if (!mode || !q) throw new Error("usage: npm run bench:explain -- keyword|inventor|number|assignee|citations QUERY");
if (!readGenerated()) throw new Error("no generated database: run `npm run bench:generate-db` first");

const cluster = await startCluster("serve");
const client = new pg.Client({ connectionString: cluster.urlOf(BENCH_DATABASE) });
try {
  await client.connect();
  client.on("notice", (n) => console.log(`${n.message}\n`));
  for (const s of [
    "load 'auto_explain'",
    "set auto_explain.log_min_duration = 0",
    "set auto_explain.log_analyze = on",
    "set auto_explain.log_buffers = on",
    "set auto_explain.log_nested_statements = on",
    "set auto_explain.log_level = notice",
  ])
    await client.query(s);
  const db = drizzle(client, { schema }) as unknown as Db;
  const started = performance.now();
  if (mode === "citations") await analyseCitations(db, q, null);
  else
    await searchPatents(db, {
      q,
      mode: mode as "keyword" | "inventor" | "number" | "assignee",
      dateRange: "all",
      patentType: "all",
      status: "all",
    });
  console.log(`total ${(performance.now() - started).toFixed(1)} ms (with auto_explain's own overhead)`);
} finally {
  await client.end();
  await cluster.stop();
}
