import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../../../..");

/** What the PostgreSQL-only tests need from the run: a server, and (for the outage) a way to stop and start it. */
export function requirePostgres(): { url: string; pgCtl: string } {
  const url = process.env.DATABASE_URL;
  const pgCtl = process.env.CLARITY_PG_CTL;
  if (!url || !pgCtl)
    throw new Error(
      "These tests need DATABASE_URL (a PostgreSQL server the tests may create databases on) and CLARITY_PG_CTL " +
        "(a command taking `stop` or `start` for that server): .ci/run sets both on its throwaway cluster.",
    );
  return { url, pgCtl };
}

/** A web build of one page, so the servers can show that pages are served without the database. */
export function tinyWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "clarity-web-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Clarity</title><div id=root></div>");
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** The real server (`apps/server/src/main.ts`) in a process of its own, on `databaseUrl`, ready to answer. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "clarity-data-")),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "two-servers-share-this-secret-0123456789",
      LOG_LEVEL: "warn",
      WEB_DIST: tinyWebDist(),
      // These tests are about sessions and outages, not patents: without this, each server on a fresh clone first
      // loads the shipped CPC titles and corpus (~20 s, twice at once in two-servers), past the ready wait on CI.
      PATENT_DATA_DIR: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server not ready after 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A browser-like HTTP client of one server: keeps the session cookie it is given, sends our Origin. */
export class HttpClient {
  constructor(
    readonly base: string,
    public cookie: string | null = null,
  ) {}
  async request(method: string, path: string, body?: unknown) {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        origin: this.base,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set?.startsWith("sid=")) this.cookie = set.split(";")[0] ?? null;
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, text, body: json };
  }
  /** The same session, sent to another server. */
  on(base: string) {
    return new HttpClient(base, this.cookie);
  }
}
