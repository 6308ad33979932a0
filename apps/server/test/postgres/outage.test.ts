import { execFileSync } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.js";
import { cloneTemplateDatabase } from "../helpers/postgres.js";
import { PASSWORD, seedUser } from "../helpers/users.js";
import { HttpClient, requirePostgres, type ServerProcess, startServerProcess } from "./servers.js";

// A database outage while the server runs: the cluster is stopped and started under it.
let server: ServerProcess;
let database: Database | null;
let drop: () => Promise<void>;
let pgCtl: string;
beforeAll(async () => {
  const pg = requirePostgres();
  pgCtl = pg.pgCtl;
  const clone = await cloneTemplateDatabase(pg.url);
  drop = clone.drop;
  database = await openDatabase({ url: clone.url });
  server = await startServerProcess(clone.url);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await drop?.();
});

const cluster = (action: "stop" | "start") =>
  execFileSync(pgCtl, action === "stop" ? ["stop", "-m", "fast"] : ["start"], { stdio: "pipe" });

describe("a database outage", () => {
  it("answers 503 with Retry-After where the database is needed, keeps liveness and pages, and recovers without a restart", async () => {
    const user = await seedUser({ db: database?.db } as unknown as FastifyInstance);
    const c = new HttpClient(server.url);
    expect((await c.request("POST", "/api/auth/login", { email: user.email, password: PASSWORD })).status).toBe(200);
    const saved = await c.request("POST", "/api/analysis/analyze", { argument: "Cats sleep a lot, so they are lazy." });
    expect(saved.status).toBe(200);
    const save = await c.request("POST", "/api/analysis/save", {
      originalArgument: "Cats sleep a lot, so they are lazy.",
      processedAnalysis: saved.body?.analysisResults,
    });
    expect(save.status).toBe(201);
    // This test's own connection goes now; the server's (pool and LISTEN) are cut by the stop.
    await database?.close();
    database = null;

    cluster("stop");
    try {
      expect((await c.request("GET", "/api/health")).status).toBe(200);
      expect((await c.request("GET", "/api/ready")).status).toBe(503);
      expect((await c.request("GET", "/")).status).toBe(200);
      expect((await c.request("GET", "/analyzer")).text).toContain("<div id=root>");
      const needsDb: Array<[string, string, unknown?]> = [
        ["GET", "/api/analysis/history"],
        ["GET", "/api/auth/session"],
        ["POST", "/api/auth/login", { email: user.email, password: PASSWORD }],
        ["POST", "/api/events", { name: "page_view", page: "/" }],
      ];
      for (const [method, path, body] of needsDb) {
        // The session cache is emptied as soon as the server hears its LISTEN connection drop.
        await expect
          .poll(async () => (await c.request(method, path, body)).status, { timeout: 5_000, interval: 20 })
          .toBe(503);
        const res = await c.request(method, path, body);
        expect(res.body).toEqual({ success: false, error: "Service temporarily unavailable. Please try again." });
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    } finally {
      cluster("start");
    }

    const back = Date.now();
    await expect
      .poll(async () => (await c.request("GET", "/api/ready")).status, { timeout: 15_000, interval: 20 })
      .toBe(200);
    console.log(`ready again ${Date.now() - back} ms after the database started`);
    const history = await c.request("GET", "/api/analysis/history");
    expect(history.status).toBe(200);
    expect(history.body?.history).toHaveLength(1);
    expect((await c.request("GET", "/api/auth/session")).body).toMatchObject({ user: { email: user.email } });
    expect(server.output()).not.toContain("unhandled error");
  });
});
