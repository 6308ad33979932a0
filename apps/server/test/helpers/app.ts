import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MailSink, startMailSink } from "@app/testing";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { createPglite, type Database, openDatabase } from "../../src/db/client.js";
import { cloneTemplateDatabase } from "./postgres.js";

export const APP_URL = "http://127.0.0.1:3999";
export const ORIGIN = APP_URL;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mail: MailSink;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Pino options laid over the app's own (e.g. `{ level: "trace", stream }` to read what is logged). */
  logger?: object;
  /** Runs after the app is built and before it is ready: the place to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** The real app on a fresh database (PGlite from the template, or a clone on DATABASE_URL) with a real SMTP sink. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const mail = await startMailSink();
  let database: Database;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const clone = await cloneTemplateDatabase(process.env.DATABASE_URL);
    database = await openDatabase({ url: clone.url });
    drop = clone.drop;
  } else {
    const blob = new Blob([readFileSync(inject("pgliteTemplate"))]);
    database = await openDatabase({ pglite: await createPglite({ loadDataDir: blob }) });
  }
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL,
    DATA_DIR: mkdtempSync(join(tmpdir(), "clarity-data-")),
    SESSION_SECRET: "test-secret-test-secret-test-secret-123",
    SECRETS_KEY: "test-secrets-key-test-secrets-key-123",
    SMTP_URL: mail.url,
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    mail,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await mail.close();
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Replies are read loosely in tests; the assertions check their shape. */
// biome-ignore lint/suspicious/noExplicitAny: a test reply body is whatever the server sent
type Body = Record<string, any>;

/** A browser-like client: keeps its session cookie and sends our Origin on every request. */
export class Client {
  cookie: string | null = null;
  constructor(
    readonly app: FastifyInstance,
    readonly ip = "127.0.0.1",
  ) {}

  async request<T = Body>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await this.app.inject({
      method: method as "GET",
      url,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      payload:
        body === undefined
          ? undefined
          : typeof body === "string" || Buffer.isBuffer(body)
            ? body
            : JSON.stringify(body),
    });
    const set = res.cookies.find((c) => c.name === "sid" || c.name === "__Host-sid");
    if (set) this.cookie = set.value && (set.maxAge ?? 1) > 0 ? `${set.name}=${set.value}` : null;
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body: parsed as T, headers: res.headers };
  }
  get<T = Body>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = Body>(url: string, body: unknown = {}) {
    return this.request<T>("POST", url, body);
  }
  delete<T = Body>(url: string, body?: unknown) {
    return this.request<T>("DELETE", url, body);
  }
}
