// The patent audit with prior art from the local index (issue 12 target: ≤ 2 s with prior art): loads the shipped
// corpus, then audits the audit package's test drafts and the ~20-page draft of bench:audit with and without the
// index search and prints p50/max.
// Run: npm run bench:audit-prior-art   (PGlite in memory; with DATABASE_URL, that server's database)
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { type AuditOptions, audit, type Draft, draftFromText, draftFromWizard } from "@app/audit";
import { twentyPages } from "@app/audit/bench-draft";
import { createPglite, openDatabase } from "../src/db/client.js";
import { loadShippedPatents } from "../src/modules/patents/corpus-loader.js";
import { createPriorArtSearch } from "../src/modules/patents/prior-art-search.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const root = resolve(import.meta.dirname, "../../..");
const draftsDir = join(root, "packages/audit/src/eval/drafts");

const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ pglite: await createPglite() });
await database.migrate();
let t0 = performance.now();
await loadShippedPatents(database.db, join(root, "data/patents"), () => {});
console.log(`loaded the shipped corpus in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

const drafts: [string, Draft, string][] = [];
for (const name of ["pet-door-latch.md", "bottle-cooler.md", "insurance-pricing.md"]) {
  drafts.push([name, draftFromText(await readFile(join(draftsDir, name), "utf8")), ""]);
}
const sprayer = JSON.parse(await readFile(join(draftsDir, "garden-sprayer.json"), "utf8"));
drafts.push(["garden-sprayer.json", draftFromWizard(sprayer.content, sprayer.plannedClaims), sprayer.noveltyArgument]);
const long = await twentyPages();
drafts.push(["20-page draft", draftFromText(long.text, { plannedClaims: long.claims }), long.argument]);

const priorArt = createPriorArtSearch(database.db);
async function timed(draft: Draft, options: AuditOptions) {
  const times: number[] = [];
  let found = 0;
  let closest = "";
  for (let i = 0; i < RUNS; i++) {
    t0 = performance.now();
    const report = await audit(draft, options);
    times.push(performance.now() - t0);
    found = report.priorArt?.length ?? 0;
    const first = report.priorArt?.[0];
    closest = first
      ? `${first.number} ${first.match} %, shares ${first.shared.length} of ${first.shared.length + first.lacking.length}`
      : "";
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, max: times[times.length - 1] ?? 0, found, closest };
}

// The first audit loads the argument analyzer's model; not counted below.
await audit(drafts[0][1], { noveltyArgument: "No known latch closes itself. Therefore this latch is new." });
console.log(`audit per draft, ${RUNS} runs each (warm): without prior art | with prior art from the index`);
for (const [name, draft, noveltyArgument] of drafts) {
  const bare = await timed(draft, { noveltyArgument });
  const withArt = await timed(draft, { noveltyArgument, priorArt });
  console.log(
    `  ${name.padEnd(22)} p50 ${bare.p50.toFixed(1)} ms, max ${bare.max.toFixed(1)} ms | p50 ${withArt.p50.toFixed(0)} ms, max ${withArt.max.toFixed(0)} ms (${withArt.found} patents kept; target ≤ 2000 ms)`,
  );
  console.log(`  ${"".padEnd(22)} closest: ${withArt.closest || "none"}`);
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await database.close();
