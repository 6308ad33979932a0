// `npm test`: every test. Vitest (projects unit and server), then the Playwright journeys in Chromium.
// Prints one closing line `N passed, N failed` summing both runners; exits non-zero when anything failed.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --e2e      only the Playwright journeys (`npm run test:e2e`)
//   node scripts/test.mjs --no-e2e   only Vitest
//   node scripts/test.mjs --server   only Vitest's server project (what .ci/run repeats on PostgreSQL)
//   node scripts/test.mjs --postgres the PostgreSQL-only tests (two servers on one database, a database outage);
//                                    needs DATABASE_URL and CLARITY_PG_CTL (a command taking stop/start): .ci/run
// Any other argument goes to Playwright (e.g. `npm run test:e2e -- --grep "forgot password"`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const KNOWN = new Set(["--e2e", "--no-e2e", "--server", "--postgres"]);
const args = process.argv.slice(2).filter((a) => a !== "--");
const flags = new Set(args.filter((a) => KNOWN.has(a)));
const passThrough = args.filter((a) => !KNOWN.has(a));
const postgresOnly = flags.has("--postgres");
const serverOnly = flags.has("--server") || postgresOnly;
const runVitest = !flags.has("--e2e");
const runE2e = !flags.has("--no-e2e") && !serverOnly;

const work = mkdtempSync(join(tmpdir(), "clarity-test-"));
const results = [];

function run(command, commandArgs, env = {}) {
  const started = Date.now();
  const r = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return { status: r.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** CHROME_PATH, else Debian's /usr/bin/chromium; installs Debian's chromium when root with apt; else says how. */
function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist: fix or unset it.`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    const r = spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env });
    if (r.status === 0 && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
    console.error("Installing chromium failed (see above).");
  }
  console.error(
    "\nThe end-to-end tests need Chromium and none was found (CHROME_PATH, /usr/bin/chromium).\n" +
      "Install it with this one command, then run npm test again:\n\n" +
      "  sudo apt-get install -y chromium\n\n" +
      "(or point CHROME_PATH at a Chromium or Chrome binary).\n",
  );
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// Before anything else: a missing browser stops the run at once with the command to run, never after minutes.
const chromium = runE2e ? findChromium() : null;

if (runVitest) {
  const file = join(work, "vitest.json");
  const projects = postgresOnly ? ["postgres"] : serverOnly ? ["server"] : ["unit", "server"];
  const r = run("npx", [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  const json = readJson(file);
  const passed = json?.numPassedTests ?? 0;
  // A file that failed without a failed test (an import error, a failing hook) counts once; a crash before any
  // report (a failed global setup) counts as one failure: never as nothing.
  const brokenFiles = (json?.testResults ?? []).filter(
    (f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"),
  ).length;
  let failed = json ? json.numFailedTests + brokenFiles : 1;
  if (r.status !== 0 && failed === 0) failed = 1;
  results.push({ name: `vitest (${projects.join(" + ")})`, passed, failed, seconds: r.seconds });
}

if (runE2e) {
  const file = join(work, "playwright.json");
  const r = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...passThrough], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const json = readJson(file);
  const stats = json?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if ((json?.errors?.length ?? 0) > 0 || !json) failed += Math.max(1, json?.errors?.length ?? 0);
  if (r.status !== 0 && failed === 0) failed = 1;
  results.push({ name: "playwright (e2e)", passed, failed, seconds: r.seconds });
}

rmSync(work, { recursive: true, force: true });
console.log("");
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
