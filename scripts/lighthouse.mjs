// `npm run lighthouse -- [base URL] [--desktop] [--runs N]`: Lighthouse performance of / and /analyzer on a running
// server (it starts nothing; `npm start` first). Lighthouse comes through npx, it is not a dependency. Prints the
// median score of N runs (default 3) with FCP, LCP, TBT, CLS and Speed Index; exits 1 when a median is below 95.
// Default is Lighthouse's mobile emulation with simulated throttling; --desktop uses its desktop preset.
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROUTES = ["/", "/analyzer"];
const TARGET = 95;

const args = process.argv.slice(2).filter((a) => a !== "--");
const desktop = args.includes("--desktop");
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const base = (args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--runs") ?? "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const chrome = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs needs a whole number of at least 1");
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), "clarity-lighthouse-"));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; null when it failed (it does now and then on a busy machine). */
function lighthouse(url, n) {
  const out = join(work, `${n}.json`);
  const r = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12",
      url,
      "--only-categories=performance",
      ...(desktop ? ["--preset=desktop"] : []),
      "--chrome-flags=--headless=new --no-sandbox",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
  );
  if (r.status !== 0 || !existsSync(out)) return null;
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (report.runtimeError || report.categories.performance.score === null) return null;
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    benchmark: report.environment.benchmarkIndex,
  };
}

console.log(`Lighthouse performance, ${desktop ? "desktop" : "mobile"}, median of ${runs} run(s), ${base}`);
let failed = false;
let n = 0;
for (const route of ROUTES) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = lighthouse(base + route, n++);
    if (result) results.push(result);
  }
  if (results.length === 0) {
    console.log(`${route.padEnd(10)} every run failed`);
    failed = true;
    continue;
  }
  const m = (key) => median(results.map((r) => r[key]));
  const ms = (key) => `${Math.round(m(key))} ms`;
  console.log(
    `${route.padEnd(10)} score ${m("score")} (${results.map((r) => r.score).join(", ")})  FCP ${ms("fcp")}  LCP ${ms("lcp")}` +
      `  TBT ${ms("tbt")}  CLS ${m("cls").toFixed(3)}  SI ${ms("si")}  CPU benchmark ${Math.round(m("benchmark"))}`,
  );
  if (m("score") < TARGET) failed = true;
}
rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
