import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";

const TEMPLATE = "clarity_test_template";

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops and recreates the migrated template database on the server DATABASE_URL points to. */
export async function createTemplateDatabase(url: string): Promise<void> {
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const database = await openDatabase({ url: withDb(url, TEMPLATE) });
  await database.migrate();
  await database.close();
}

/** A fresh database cloned from the template; returns its URL and a function that drops it. */
export async function cloneTemplateDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clarity_test_${randomBytes(6).toString("hex")}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  return {
    url: withDb(url, name),
    drop: () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
