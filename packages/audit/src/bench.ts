/**
 * npm run bench:audit: the time to audit a ~20-page draft (target ≤ 1 s without prior art); the draft is made in
 * eval/twenty-pages.ts. With prior art: npm run bench:audit-prior-art (apps/server/bench).
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { audit } from "./audit.js";
import { draftFromText } from "./draft/from-text.js";
import { twentyPages } from "./eval/twenty-pages.js";
import { wordCount } from "./text.js";

const RUNS = 20;

const { text, claims, argument } = await twentyPages();
const options = { noveltyArgument: argument };

const t0 = performance.now();
const first = await audit(draftFromText(text, { plannedClaims: claims }), options);
const cold = performance.now() - t0;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  await audit(draftFromText(text, { plannedClaims: claims }), options);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
const paragraphs = draftFromText(text).sections.reduce((s, x) => s + x.paragraphs.length, 0);
console.log(
  `audit of a ${wordCount(text)}-word draft (~${Math.round(wordCount(text) / 325)} pages, ${paragraphs} paragraphs, ${first.support.length} claim limitations, ${first.findings.length} findings), no prior art:`,
);
console.log(`  first run (loads the argument analyzer's language model): ${cold.toFixed(0)} ms`);
console.log(
  `  warm, ${RUNS} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
);
console.log(
  `  load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
