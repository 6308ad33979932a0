/**
 * npm run bench:audit: the time to audit a ~20-page draft (target ≤ 1 s without prior art). The draft is the
 * test drafts' sections repeated until it holds about 6,500 words (≈ 20 pages at 1.5 spacing), with 20 planned
 * claims and a novelty argument, so every check and the argument analyzer run.
 */
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { audit } from "./audit.js";
import { draftFromText } from "./draft/from-text.js";
import { DRAFTS_DIR } from "./eval/fixtures.js";
import { wordCount } from "./text.js";

const WORDS = 6_500;
const RUNS = 20;

async function twentyPages(): Promise<{ text: string; claims: string }> {
  const latch = await readFile(`${DRAFTS_DIR}pet-door-latch.md`, "utf8");
  const cooler = await readFile(`${DRAFTS_DIR}bottle-cooler.md`, "utf8");
  const section = (text: string, from: string, to: string) =>
    text.slice(text.indexOf(from) + from.length, text.indexOf(to));
  const description = [
    section(latch, "DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS", "WHAT IS CLAIMED IS:"),
    section(cooler, "## Detailed Description", "## Claims"),
  ].join("\n\n");
  const parts = [section(latch, "", "DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS"), "DETAILED DESCRIPTION"];
  while (wordCount(parts.join("\n\n")) < WORDS) parts.push(description);
  parts.push("ABSTRACT", "A latch for a pet door holds a swinging flap closed after an animal has passed through it.");
  const claims = Array.from({ length: 5 }, () => section(cooler, "## Claims", "## Abstract").trim())
    .join("\n")
    .split("\n")
    .filter((l) => /^\d+\./.test(l))
    .map((l, i) => l.replace(/^\d+\./, `${i + 1}.`).replace(/claim 1\b/, `claim ${Math.floor(i / 4) * 4 + 1}`))
    .join("\n");
  return { text: parts.join("\n\n"), claims };
}

const { text, claims } = await twentyPages();
const argument =
  "No existing pet door latch closes by the flap's own return, because known latches need a magnet. Therefore a latch with a spring-loaded catch is new.";
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
