// The compiled server (apps/server/dist/main.js, what users run) in a process of its own, its log in a file, as
// bench:api starts it. Behind a "proxy" on 127.0.0.1 (TRUST_PROXY): each benchmark request names its client in
// X-Forwarded-For, as a reverse proxy would, so the per-IP limit counts clients, not the benchmark.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../patents-db/pg-cluster.js";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  readyMs: number;
  log(): string;
  stop(): Promise<void>;
}

/** Builds the server when its build is older than its sources (scripts/build-if-stale.mjs). */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "server"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the server build failed");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<ServerProcess> {
  const port = 4900 + Math.floor(Math.random() * 1000);
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(mkdtempSync(join(tmpdir(), "clarity-bench-patents-")), "server.log");
  const fd = openSync(logFile, "w");
  const started = performance.now();
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      TRUST_PROXY: "127.0.0.1",
      // Production requires it (it encrypts stored API keys); the benchmark stores none.
      SECRETS_KEY: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const log = () => readFileSync(logFile, "utf8");
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // A first start on an empty data directory loads the shipped corpus (~10–20 s) before it listens.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - started > 300_000) throw new Error(`server not ready within 300 s:\n${log()}`);
    await sleep(50);
  }
  return {
    url,
    child,
    readyMs: performance.now() - started,
    log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Resident memory of a process, from /proc (MiB). */
export const rssMiB = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
