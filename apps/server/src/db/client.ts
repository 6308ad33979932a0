import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: every repository method accepts either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** A LISTEN that stays on: `onState(false)` when it may have missed notifications, `onState(true)` once it hears again. */
export interface Listener {
  channel: string;
  onNotify(payload: string): void;
  onState(listening: boolean): void;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Starts listening; the returned function stops. */
  listen(listener: Listener): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's default shared_buffers (128MB, what PGlite's initdb writes) lives inside PGlite's WebAssembly heap
 * and is touched at start: ~125 MiB of resident memory before the first query. 16MB holds the hot pages of this
 * app; PGlite reads the rest from its files through the OS page cache.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Every PGlite in the project is made here, so it always has the extensions the migrations create. PGlite (and pg,
 * below) are imported only by the branch that uses them.
 */
export async function createPglite(opts: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return PGlite.create({
    ...opts,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/db` (or in memory for `memory://`). */
export async function openDatabase(opts: { url?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // A server that is down is reported within seconds, not after the client's own (infinite) wait.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
    // A backend that ends an idle pooled connection (restart, failover, DROP DATABASE … FORCE) emits 'error' on the
    // pool; unhandled, it would crash the process. The pool drops that client and the next query opens a new one.
    pool.on("error", (err) => process.emitWarning(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: (listener) => listenPg(pg, url, listener),
      ping: async () => (await pool.query("select 1")).rowCount === 1,
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = join(opts.dataDir ?? "./.data", "db");
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, "PG_VERSION"))) await initialiseInChildProcess(dir);
    client = await createPglite({ dataDir: dir });
  }
  const pglite = client;
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    async listen({ channel, onNotify, onState }) {
      // Embedded: one process, nothing can be missed on the way.
      const stop = await pglite.listen(channel, onNotify);
      onState(true);
      return async () => {
        onState(false);
        await stop();
      };
    },
    ping: async () => (await pglite.query("select 1")).rows.length === 1,
    close: () => pglite.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When the connection is lost (the
 * server restarts, the network drops), it reports `onState(false)` and reconnects every second until it hears again.
 */
async function listenPg(
  pg: typeof import("pg").default,
  url: string,
  { channel, onNotify, onState }: Listener,
): Promise<() => Promise<void>> {
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!client) return;
    const old = client;
    client = null;
    onState(false);
    old.removeAllListeners();
    old.on("error", () => {});
    old.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, 1_000).unref();
  };
  async function connect() {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = c;
    c.on("notification", (m) => onNotify(m.payload ?? ""));
    c.on("error", lost);
    c.on("end", lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === c) onState(true);
    } catch {
      if (client === c) lost();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    onState(false);
    await c?.end().catch(() => {});
  };
}

/** True when an error means the database cannot be reached (down, restarting, connection lost), not a bad query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const code = typeof e.code === "string" ? e.code : "";
    const message = typeof e.message === "string" ? e.message : "";
    if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"].includes(code)) return true;
    // SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
    if (/^08/.test(code) || ["57P01", "57P02", "57P03"].includes(code)) return true;
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(message))
      return true;
  }
  return false;
}

/**
 * A new PGlite directory is initialised (initdb) and migrated by a short-lived Node process. Done in the server's
 * own process, both grow PGlite's WebAssembly heap, which never shrinks, and initdb leaves copies of it behind: the
 * server idled at 370-780 MiB after a first start, ~230 MiB after any later one (a worker thread did not help: its
 * freed memory stays with the process). The server then opens a migrated directory, as on every later start.
 */
async function initialiseInChildProcess(dataDir: string): Promise<void> {
  const modules = [
    "@electric-sql/pglite",
    "@electric-sql/pglite/contrib/pg_trgm",
    "drizzle-orm/pglite",
    "drizzle-orm/pglite/migrator",
  ].map((m) => import.meta.resolve(m));
  const code = `
    const { modules, dataDir, migrationsFolder } = JSON.parse(process.argv[1]);
    const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all(modules.map((m) => import(m)));
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    await migrate(drizzle(db), { migrationsFolder });
    await db.close();`;
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", code, JSON.stringify({ modules, dataDir, migrationsFolder })],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (exitCode !== 0) throw new Error(`initialising the database in ${dataDir} failed (exit code ${exitCode})`);
}
