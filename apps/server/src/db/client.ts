import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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

/** Every PGlite in the project is made here, so it always has the extensions the migrations create. */
export const createPglite = (opts: Omit<PGliteOptions, "extensions"> = {}) =>
  PGlite.create({ ...opts, extensions: { pg_trgm } });

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/db` (or in memory for `memory://`). */
export async function openDatabase(opts: { url?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.url) {
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
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    ping: async () => (await pglite.query("select 1")).rows.length === 1,
    close: () => pglite.close(),
  };
}
