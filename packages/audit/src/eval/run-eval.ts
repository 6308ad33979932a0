/**
 * npm run eval:audit
 * (1) Recall on the drafts written for the tests (eval/drafts, flaws listed in planted.json): every planted flaw
 *     must be found; the command fails otherwise. Findings beyond the planted ones are counted for reading.
 * (2) False alarms on granted patents: the checks that read only titles, abstracts and claims, run over the
 *     corpus's full records (data/patents/corpus.jsonl.gz): documents flagged per check, and the 10 most frequent flags.
 * (3) Every check on granted patents' full texts (the USPTO weekly-file samples in data/patents/uspto-xml-samples,
 *     utility grants with a description): what a complete, examined draft draws.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readFullRecords, runOnCorpus } from "./corpus.js";
import { loadFixtures } from "./fixtures.js";
import { readFullTextGrants, runOnFullText } from "./fulltext.js";
import { recallOn } from "./recall.js";

const firstExisting = (paths: string[]) =>
  paths.map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p));
const DATA = ["../../../../data/patents/", "../../../../../shared/data/patents/"];
const corpusPath = firstExisting(DATA.map((d) => `${d}corpus.jsonl.gz`));
const samplesPath = firstExisting(DATA.map((d) => `${d}uspto-xml-samples`));

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
if (samplesPath) {
  const full = runOnFullText(await readFullTextGrants(samplesPath));
  console.log(
    `\n(3) Granted utility patents in full text: ${full.documents} (${full.withDetailedDescription} with a detailed description found by its heading)`,
  );
  console.table(
    full.perCheck.map((c) => ({
      check: c.check,
      "documents flagged": c.documents,
      "share of documents": pct(c.documents, full.documents),
      flags: c.flags,
    })),
  );
  console.log("The 10 most frequent flags:");
  console.table(full.top);
}
if (found < planted) process.exitCode = 1;
