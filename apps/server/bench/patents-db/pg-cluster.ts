// A PostgreSQL 15 cluster of the benchmarks' own, kept in a directory outside git (.bench/pg-1m by default), so the
// generated 1,000,000-patent database survives between runs. Listens on 127.0.0.1 only, on a port chosen at
// initdb and kept in the directory. As root, its tools run as the `postgres` user (initdb refuses root), as .ci/run
// does.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../../../..");
export const BENCH_PG_DIR = resolve(ROOT, process.env.BENCH_PG_DIR ?? ".bench/pg-1m");
export const BENCH_DATABASE = "clarity_bench";
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * Settings of a small dedicated database server (2 cores, ~20 GB of memory here). `load` trades durability for
 * speed while the data are generated (a crash means generating again); `serve` is what a deployment runs: fsync and
 * synchronous commit on, so the rate-limit row each search writes costs what it would in production.
 */
const SETTINGS = {
  common: ["shared_buffers=2GB", "effective_cache_size=8GB", "work_mem=32MB", "max_connections=50"],
  load: ["fsync=off", "synchronous_commit=off", "full_page_writes=off", "maintenance_work_mem=2GB", "autovacuum=off"],
  serve: ["maintenance_work_mem=512MB"],
};

export interface Cluster {
  /** postgres://…/<database> */
  urlOf(database: string): string;
  port: number;
  /** Stops the cluster if this process started it. */
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL tool (as `postgres` when we are root); throws with its output on failure. */
function pgTool(tool: string, args: string[]): string {
  const command = isRoot ? "runuser" : join(PG_BIN, tool);
  const argv = isRoot ? ["-u", "postgres", "--", join(PG_BIN, tool), ...args] : args;
  const r = spawnSync(command, argv, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Initialises the cluster if its directory has none, and starts it unless it is already running. */
export async function startCluster(mode: "load" | "serve", dir = BENCH_PG_DIR): Promise<Cluster> {
  const data = join(dir, "data");
  const socket = join(dir, "socket");
  const portFile = join(dir, "port");
  mkdirSync(socket, { recursive: true });
  if (isRoot) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  if (!existsSync(join(data, "PG_VERSION"))) {
    pgTool("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    writeFileSync(portFile, String(await freePort()));
  }
  const port = Number(readFileSync(portFile, "utf8"));
  const running = spawnSync(isRoot ? "runuser" : join(PG_BIN, "pg_ctl"), [
    ...(isRoot ? ["-u", "postgres", "--", join(PG_BIN, "pg_ctl")] : []),
    "-D",
    data,
    "status",
  ]).status;
  let startedHere = false;
  if (running !== 0) {
    const options = ["listen_addresses=127.0.0.1", ...SETTINGS.common, ...SETTINGS[mode]]
      .map((s) => `-c ${s}`)
      .join(" ");
    pgTool("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "120",
      "-o",
      `-p ${port} -k ${socket} ${options}`,
      "start",
    ]);
    startedHere = true;
  }
  return {
    port,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      if (startedHere) pgTool("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "300", "stop"]);
    },
  };
}

/** What the generator recorded once it finished (absent while a generation is incomplete). */
export interface GeneratedInfo {
  patents: number;
  synthetic: number;
  seed: number;
  seconds: number;
  generatedAt: string;
}
export const GENERATED_FILE = join(BENCH_PG_DIR, "generated.json");
export const readGenerated = (): GeneratedInfo | null =>
  existsSync(GENERATED_FILE) ? (JSON.parse(readFileSync(GENERATED_FILE, "utf8")) as GeneratedInfo) : null;

/**
 * Reads every table and index of the database into the operating system's cache (pg_prewarm 'read'): the state of
 * a dedicated server that has been answering for a while, whose working set is in memory. Without it the first
 * requests after the cluster starts, or after other work on a shared machine has pushed the files out of the cache,
 * pay a disk read of ~0.5 ms per 8 kB page (a keyword search reads ~1,000 of them): the benchmark would measure the
 * disk, not the queries. The extension is created in the benchmark database only (PostgreSQL's contrib).
 */
export async function prewarm(url: string): Promise<{ mib: number; seconds: number }> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query("create extension if not exists pg_prewarm");
    const { rows } = await client.query<{ blocks: string }>(
      `select coalesce(sum(pg_prewarm(c.oid, 'read')), 0) as blocks from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'i', 't') and n.nspname in ('public', 'pg_toast') and c.relpersistence = 'p'`,
    );
    return { mib: (Number(rows[0]?.blocks) * 8) / 1024, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
