// The cost of a request and of a start, for the server users run (the compiled apps/server/dist/main.js):
//   time to ready on an empty and on an existing data directory, idle RSS, and requests/s with autocannon
//   (50 connections) on /api/health, signed-in GET /api/auth/session and GET /api/analysis/history, each beside a
//   bare Fastify route served by a separate process in the same run. Prints figures and targets; never fails on speed.
// Run: npm run bench:api   (PGlite in a fresh temporary DATA_DIR; with DATABASE_URL, a throwaway database there)
//   BENCH_SECONDS (default 5) per route, BENCH_CONNECTIONS (default 50); BENCH_SERVER replaces the server's Node
//   arguments to compare another way of running it, e.g. BENCH_SERVER="--import tsx apps/server/src/main.ts".
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = resolve(import.meta.dirname, "../../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = "bench passphrase, long enough";
const TARGETS = { health: 0.5, session: 0.1, history: 0.05, readyMs: 2000, rssMiB: 300 };

interface Proc {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns a Node process with its output going to a file (as a server's log would), and resolves once
 * `ready(url)` answers or `url` is printed. The bench process, which also runs autocannon, never reads a pipe of
 * request logs while it measures.
 */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, url: string | null, cwd = ROOT) {
  const started = performance.now();
  const logFile = join(mkdtempSync(join(tmpdir(), "clarity-bench-log-")), "output.log");
  const fd = openSync(logFile, "w");
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  // What the bench reads (the setup link, the bare server's port) is near the top, not in megabytes of request logs.
  const output = () => {
    const f = openSync(logFile, "r");
    const buffer = Buffer.alloc(100_000);
    const n = readSync(f, buffer, 0, buffer.length, 0);
    closeSync(f);
    return buffer.subarray(0, n).toString();
  };
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  let address = url;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output()}`);
    if (!address) address = output().match(/^listening (\S+)$/m)?.[1] ?? null;
    if (address) {
      const ok = await fetch(url ? `${address}/api/ready` : address).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
    }
    if (performance.now() - started > 120_000) throw new Error(`not ready within 120 s:\n${output()}`);
    await sleep(10);
  }
  const proc: Proc = {
    child,
    url: address,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
  return { proc, readyMs: performance.now() - started };
}

const rssMiB = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
/** User + system CPU time of a process, in ms (from /proc, clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const loadAtStart = loadavg()[0] ?? 0;

// --- the build users run -------------------------------------------------------------------------------------
const serverArgs = process.env.BENCH_SERVER?.split(" ").filter(Boolean) ?? ["apps/server/dist/main.js"];
if (!process.env.BENCH_SERVER) {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "server"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

// --- the database: a fresh PGlite directory, or a throwaway database on DATABASE_URL -------------------------
const dataDir = mkdtempSync(join(tmpdir(), "clarity-bench-api-"));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `clarity_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const port = 3900 + Math.floor(Math.random() * 1000);
const appUrl = `http://127.0.0.1:${port}`;
// The server at its defaults (LOG_LEVEL info, production mode): its request log goes to a file.
const serverEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  // Production requires it (it encrypts stored patent-office keys); a fresh one per run, as a deployment sets its own.
  SECRETS_KEY: randomBytes(32).toString("hex"),
  HOST: "127.0.0.1",
  PORT: String(port),
  APP_URL: appUrl,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const startServer = () => startProcess(serverArgs, serverEnv, appUrl);

const post = async (path: string, body: unknown, cookie = "") => {
  const res = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
};

try {
  // 1. Empty data directory (or empty database): initialise, migrate, listen.
  const first = await startServer();
  const emptyReadyMs = first.readyMs;
  let setupLink: string | undefined;
  for (let i = 0; i < 200 && !setupLink; i++) {
    setupLink = first.proc.output().match(/https?:\/\/\S+\/setup\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!setupLink) await sleep(25);
  }
  if (!setupLink) throw new Error(`no setup link printed:\n${first.proc.output()}`);

  // 2. A user through the app's own first-run path (a verified super user), signed in by the login route.
  const email = "bench@example.com";
  await post("/api/setup", {
    token: setupLink,
    email,
    password: PASSWORD,
    firstName: "Bench",
    lastName: "User",
    securityQuestion: "What was the name of your first pet?",
    securityAnswer: "Rex",
  });
  const login = await post("/api/auth/login", { email, password: PASSWORD });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  // A history worth reading: ten saved analyses.
  const argument =
    "All successful companies invest in research. Acme invests heavily in research. Therefore Acme will succeed.";
  for (let i = 0; i < 10; i++) {
    const analysed = (await (await post("/api/analysis/analyze", { argument }, cookie)).json()) as {
      analysisResults: unknown;
    };
    await post(
      "/api/analysis/save",
      { originalArgument: argument, processedAnalysis: analysed.analysisResults },
      cookie,
    );
  }
  await first.proc.stop();

  // 3. Existing data directory: the start users wait for after the first one. Three starts (the median counts:
  //    a start is short, and a busy machine moves it); the third server stays up for the load runs.
  const readyTimes: number[] = [];
  for (let i = 0; i < 2; i++) {
    const again = await startServer();
    readyTimes.push(again.readyMs);
    await again.proc.stop();
  }
  const { proc: server, readyMs } = await startServer();
  readyTimes.push(readyMs);
  readyTimes.sort((a, b) => a - b);
  const existingReadyMs = readyTimes[1] as number;
  await sleep(3000);
  const idleRss = rssMiB(server.child.pid as number);

  // 4. The bare Fastify route, in its own process.
  const { proc: bare } = await startProcess(
    [
      "--input-type=module",
      "-e",
      `import Fastify from "fastify";
       const app = Fastify({ logger: false });
       app.get("/", async () => ({ hello: "world" }));
       const address = await app.listen({ host: "127.0.0.1", port: 0 });
       console.log("listening " + address);`,
    ],
    { PATH: process.env.PATH },
    null,
    join(ROOT, "apps/server"),
  );

  const bareRun = { name: "bare Fastify route", url: bare.url, pid: bare.child.pid };
  // The bare route runs first and last: the ratios use the mean of both, so drift in the machine's load shows.
  const runs: Array<{ name: string; url: string; target?: number; headers?: Record<string, string>; pid?: number }> = [
    bareRun,
    { name: "GET /api/health", url: `${appUrl}/api/health`, target: TARGETS.health },
    { name: "GET /api/auth/session", url: `${appUrl}/api/auth/session`, target: TARGETS.session, headers: { cookie } },
    {
      name: "GET /api/analysis/history",
      url: `${appUrl}/api/analysis/history`,
      target: TARGETS.history,
      headers: { cookie },
    },
    { ...bareRun, name: "bare Fastify route, again" },
  ];
  console.log(`\nserver: node ${serverArgs.join(" ")}; database: ${databaseUrl ? "PostgreSQL" : "PGlite"}`);
  // Other work on the machine moves every figure: the 1-minute load average says how busy it was.
  console.log(`load average at start: ${loadAtStart.toFixed(2)}, now: ${loadavg()[0]?.toFixed(2)}`);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after 1 s of warm-up; the server's CPU time per request`,
  );
  const results = [];
  for (const run of runs) {
    const pid = run.pid ?? (server.child.pid as number);
    await autocannon({ url: run.url, connections: CONNECTIONS, duration: 1, headers: run.headers });
    const cpu0 = cpuMs(pid);
    const r = await autocannon({ url: run.url, connections: CONNECTIONS, duration: SECONDS, headers: run.headers });
    results.push({ run, r, cpuPerRequest: (cpuMs(pid) - cpu0) / Math.max(1, r.requests.total) });
  }
  const bareRps = results.filter((x) => !x.run.target).reduce((sum, x) => sum + x.r.requests.average, 0) / 2;
  console.log(
    `${"route".padEnd(28)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"CPU ms/req".padStart(12)}${"non-2xx".padStart(9)}   ratio to bare (target)`,
  );
  for (const { run, r, cpuPerRequest } of results) {
    const rps = r.requests.average;
    const ratio = run.target
      ? `${(rps / bareRps).toFixed(3)}  (≥ ${run.target})  ${rps / bareRps >= run.target ? "meets" : "below"}`
      : "";
    console.log(
      `${run.name.padEnd(28)}${rps.toFixed(0).padStart(9)}${String(r.latency.p50).padStart(8)}${String(r.latency.p99).padStart(8)}${cpuPerRequest.toFixed(2).padStart(12)}${String(r.non2xx + r.errors).padStart(9)}   ${ratio}`,
    );
  }
  const afterLoadRss = rssMiB(server.child.pid as number);
  await bare.stop();
  await server.stop();

  const verdict = (ok: boolean) => (ok ? "meets" : "above");
  console.log(`\nstart and memory (${databaseUrl ? "PostgreSQL" : "PGlite"})`);
  console.log(
    `  time to ready, existing data dir  ${existingReadyMs.toFixed(0).padStart(6)} ms   (≤ ${TARGETS.readyMs} ms)  ${verdict(existingReadyMs <= TARGETS.readyMs)}  median of 3: ${readyTimes.map((t) => t.toFixed(0)).join(", ")}`,
  );
  console.log(`  time to ready, empty data dir     ${emptyReadyMs.toFixed(0).padStart(6)} ms`);
  console.log(
    `  idle RSS after start              ${idleRss.toFixed(0).padStart(6)} MiB  (≤ ${TARGETS.rssMiB} MiB)  ${verdict(idleRss <= TARGETS.rssMiB)}`,
  );
  console.log(`  RSS after the load runs           ${afterLoadRss.toFixed(0).padStart(6)} MiB`);
} finally {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
