/**
 * npm run bench:analyzer — model load time and warm per-argument latency of the embedded engine.
 * Microtexts are read from the evaluation folder at run time (never copied); the other texts are our own.
 */
import { cpus, loadavg } from "node:os";
import { LONG_ARGUMENT, MEDIUM_ARGUMENT } from "./bench/sample-texts.js";
import { analyzeEmbedded } from "./embedded/analyze-embedded.js";
import { loadNlp } from "./embedded/nlp.js";
import { evalDir, type MicrotextRecord, readJsonl } from "./eval/datasets.js";
import { process as processResults } from "./process.js";

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

interface Timings {
  wall: number[];
  /** CPU time of this process: what the engine costs, apart from waiting for a busy machine. */
  cpu: number[];
}

function time(texts: string[], rounds: number): Timings {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const t of texts) {
      const c = process.cpuUsage();
      const start = performance.now();
      processResults(analyzeEmbedded(t), t);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

function report(label: string, texts: string[], rounds: number): void {
  const { wall, cpu } = time(texts, rounds);
  const words = texts.reduce((n, t) => n + wordCount(t), 0) / texts.length;
  const f = (x: number) => x.toFixed(2);
  console.log(
    `${label.padEnd(30)} ~${Math.round(words)} words, ${wall.length} runs: wall p50 ${f(percentile(wall, 50))} ms, p95 ${f(percentile(wall, 95))} ms | cpu p50 ${f(percentile(cpu, 50))} ms, p95 ${f(percentile(cpu, 95))} ms`,
  );
}

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`,
);
let start = performance.now();
loadNlp();
console.log(`model load (wink-eng-lite-web-model): ${(performance.now() - start).toFixed(0)} ms`);
start = performance.now();
analyzeEmbedded(MEDIUM_ARGUMENT);
console.log(`first analysis after load (cold):     ${(performance.now() - start).toFixed(1)} ms`);

// Warm-up so the JIT has compiled the hot paths before anything is timed.
time([MEDIUM_ARGUMENT, LONG_ARGUMENT], 20);

const micro = readJsonl<MicrotextRecord>(evalDir(), "microtexts-part2.jsonl");
if (micro)
  report(
    "microtexts-part2 (each text)",
    micro.map((r) => r.text),
    5,
  );
else console.log(`microtexts-part2.jsonl not found in ${evalDir()}; skipped.`);
report("our ~150-word argument", [MEDIUM_ARGUMENT], 300);
report("our ~1,000-word argument", [LONG_ARGUMENT], 50);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`,
);
console.log("budget: p50 <= 10 ms and p95 <= 30 ms for ~150 words; model load <= 1 s.");
