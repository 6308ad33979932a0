import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, registration } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD } from "./helpers/users.js";

let t: TestApp;
const sink = logSink();
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: "info", stream: sink.stream } });
});
afterAll(() => t.close());

describe("nothing secret reaches a log line", () => {
  it("a database error on an insert that carries password and answer hashes logs no hash, password or answer", async () => {
    // Every insert into users fails, as a full disk or a broken constraint would make it.
    await t.app.db.execute(sql`CREATE FUNCTION refuse_users() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'users are read-only in this test'; END; $$ LANGUAGE plpgsql`);
    await t.app.db.execute(
      sql`CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_users()`,
    );
    try {
      const body = registration({ securityAnswer: "Marmalade the cat" });
      const res = await new Client(t.app, freshIp()).post("/api/auth/register", body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, error: "An unexpected error occurred" });

      const log = sink.text();
      const line = sink.lines().find((l) => l.includes('"unhandled error"'));
      expect(line, "the failure is logged").toBeDefined();
      const entry = JSON.parse(line as string);
      // Logged with its request id and enough to debug it: the query (placeholders only) and the database's reason.
      expect(entry.reqId).toEqual(expect.any(String));
      expect(line).toContain("insert into");
      expect(line).toContain("users are read-only in this test");
      // ...and nothing the request or the query carried.
      expect(log).not.toContain("$argon2");
      expect(log).not.toContain(PASSWORD);
      expect(log.toLowerCase()).not.toContain("marmalade");
      expect(log).not.toContain(body.email);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER refuse_users ON users`);
    }
  });
});
