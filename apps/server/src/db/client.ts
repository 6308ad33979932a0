import { mkdirSync } from "node:fs";
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
