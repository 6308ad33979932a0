import { loadavg } from "node:os";
import { join } from "node:path";
import { querySets } from "./bench/patents/query-sets.js";
import { createPglite, openDatabase } from "./src/db/client.js";
import { CORPUS_FILE, loadCorpus } from "./src/modules/patents/corpus-loader.js";
import { loadMemoryIndex, rankKeyword } from "./src/modules/patents/keyword-index.js";
import { keywordText } from "./src/modules/patents/patent-query.js";
import { patentsRepository } from "./src/modules/patents/patents.repository.js";
import { searchPatents } from "./src/modules/patents/patents.service.js";

const database = await openDatabase({ pglite: await createPglite() });
await database.migrate();
await loadCorpus(database.db, join("/work/wt-corpus-search/data/patents", CORPUS_FILE));
await loadMemoryIndex(database.db);
const sets = await querySets(60);
const none = { patentType: "all", status: "all", publishedSince: null } as const;
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor((p / 100) * a.length)]?.toFixed(1);
for (const [name, qs] of [
  ["short", sets.shortKeywords],
  ["abstract", sets.abstracts],
] as const) {
  const rank: number[] = [],
    views: number[] = [],
    whole: number[] = [];
  for (const q of qs) {
    const t0 = performance.now();
    const { hits } = await rankKeyword(database.db, keywordText(q), none, 100);
    const t1 = performance.now();
    await patentsRepository.views(
      database.db,
      hits.slice(0, 50).map((h) => h.number),
    );
    const t2 = performance.now();
    await searchPatents(database.db, { q, mode: "keyword", dateRange: "all", patentType: "all", status: "all" });
    whole.push(performance.now() - t2);
    rank.push(t1 - t0);
    views.push(t2 - t1);
  }
  console.log(
    name,
    "rank",
    pct(rank, 50),
    pct(rank, 95),
    "views",
    pct(views, 50),
    pct(views, 95),
    "searchPatents",
    pct(whole, 50),
    pct(whole, 95),
    "load",
    loadavg()[0],
  );
}
await database.close();
