/**
 * npm run eval:audit
 * (1) Recall on the drafts written for the tests (eval/drafts, flaws listed in planted.json): every planted flaw
 *     must be found; the command fails otherwise. Findings beyond the planted ones are counted for reading.
 * (2) False alarms on granted patents: the checks that read only titles, abstracts and claims, run over the
 *     corpus's full records (data/patents/corpus.jsonl.gz): documents flagged per check, and the 10 most frequent flags.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readFullRecords, runOnCorpus } from "./corpus.js";
import { loadFixtures } from "./fixtures.js";
import { recallOn } from "./recall.js";

const CORPUS_CANDIDATES = [
  "../../../../data/patents/corpus.jsonl.gz",
  "../../../../../shared/data/patents/corpus.jsonl.gz",
]
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .filter((p) => existsSync(p));

const pct = (n: number, of: number) => (of === 0 ? "n/a" : `${((100 * n) / of).toFixed(1)} %`);

const rows = await recallOn(await loadFixtures());
const planted = rows.reduce((s, r) => s + r.planted, 0);
const found = rows.reduce((s, r) => s + r.found, 0);
console.log("(1) Recall on drafts with planted flaws");
console.table(
  rows.map((r) => ({ draft: r.draft, planted: r.planted, found: r.found, "other findings": r.other.length })),
);
for (const r of rows) for (const m of r.missed) console.log(`  MISSED in ${r.draft}: ${m.check} "${m.excerpt}"`);
console.log(`Recall: ${found} / ${planted} = ${pct(found, planted)}\n`);

const corpusPath = CORPUS_CANDIDATES[0];
if (corpusPath) {
  const figures = runOnCorpus(await readFullRecords(corpusPath));
  console.log(`(2) Granted patents with title and claims: ${figures.documents} (${corpusPath})`);
  console.table(
    figures.perCheck.map((c) => ({
      check: c.check,
      "documents flagged": c.documents,
      "share of documents": pct(c.documents, figures.documents),
      flags: c.flags,
      "flags per document": (c.flags / figures.documents).toFixed(2),
    })),
  );
  console.log("The 10 most frequent flags:");
  console.table(figures.top);
} else {
  console.log("(2) skipped: data/patents/corpus.jsonl.gz not found");
}
if (found < planted) process.exitCode = 1;
