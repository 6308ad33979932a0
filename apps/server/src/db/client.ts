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

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
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
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // A backend that ends an idle pooled connection (restart, failover, DROP DATABASE … FORCE) emits 'error' on the
    // pool; unhandled, it would crash the process. The pool drops that client and the next query opens a new one.
    pool.on("error", (err) => process.emitWarning(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
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
    ping: async () => (await pglite.query("select 1")).rows.length === 1,
    close: () => pglite.close(),
  };
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
