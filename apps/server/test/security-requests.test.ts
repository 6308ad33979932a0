import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.js";
import { Client, createTestApp, type Reply, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn, registration, snapshot } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD, seedUser, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
const sink = logSink();
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: { level: "error", stream: sink.stream },
      beforeReady(app) {
        app.get("/api/test/explode", async () => {
          throw new Error("kaboom: internal detail /srv/secret/path");
        });
      },
    },
  );
});
afterAll(() => t.close());

describe("SECURITY 8: cross-site requests", () => {
  it("an auth call with a foreign or missing Origin is refused with 403 and changes nothing", async () => {
    const user = await seedUser(t.app);
    const before = await snapshot(t.app);
    const calls: Array<[string, string, unknown]> = [
      ["POST", "/api/auth/login", { email: user.email, password: PASSWORD }],
      ["POST", "/api/auth/register", registration()],
      ["POST", "/api/auth/request-reset", { email: user.email }],
      ["DELETE", "/api/auth/delete-account", { email: user.email, password: PASSWORD }],
    ];
    for (const [method, url, body] of calls) {
      const foreign = await new Client(t.app, freshIp()).request(method, url, body, { origin: "https://evil.example" });
      expect(foreign.status, `${method} ${url}`).toBe(403);
      expect(foreign.body).toEqual({ success: false, error: "Cross-site request refused" });
      const missing = await t.app.inject({ method: method as "POST", url, payload: body as object });
      expect(missing.statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await snapshot(t.app);
    // Only the refusals themselves are audited.
    expect({ ...after, auditLog: before.auditLog }).toEqual(before);
  });

  it("an auth call with a form body is refused with 415", async () => {
    const res = await new Client(t.app).request("POST", "/api/auth/login", "email=a%40b.c&password=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: "Content-Type must be application/json" });
  });
});

describe("SECURITY 20: audit", () => {
  it("sign-ins, credential and e-mail changes, sign-out and deletion each append a row with time, actor, IP and outcome", async () => {
    const ip = freshIp();
    const c = new Client(t.app, ip);
    const body = registration({ securityAnswer: "Secret Answer" });
    await c.post("/api/auth/register", body);
    await c.post("/api/auth/verify", { token: linkIn(await t.mail.waitFor(body.email, /Verify/), "/verify").token });
    await c.post("/api/auth/login", { email: body.email, password: "not my password" });
    await c.post("/api/auth/request-reset", { email: body.email, securityAnswer: "wrong answer" });
    await c.post("/api/auth/request-reset", { email: body.email, securityAnswer: "secret answer" });
    const reset = linkIn(await t.mail.waitFor(body.email, /Reset your password/), "/reset-password").token;
    await c.post("/api/auth/reset-password", { token: reset, newPassword: "New Audited Passphrase" });
    await c.post("/api/auth/login", { email: body.email, password: "New Audited Passphrase" });
    const newEmail = uniqueEmail("audit");
    await c.post("/api/auth/change-email", { currentEmail: body.email, newEmail, password: "New Audited Passphrase" });
    await c.post("/api/auth/verify-email-change", {
      token: linkIn(await t.mail.waitFor(newEmail, /Confirm/), "/verify-email-change").token,
    });
    await c.post("/api/auth/logout");
    await c.post("/api/auth/login", { email: newEmail, password: "New Audited Passphrase" });
    await c.delete("/api/auth/delete-account", { email: newEmail, password: "New Audited Passphrase" });

    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.target, [body.email, newEmail]))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => `${r.action}:${r.outcome}`)).toEqual([
      "auth.register:ok",
      "auth.verify:ok",
      "auth.login:failed",
      "auth.reset.answer:failed",
      "auth.reset.request:ok",
      "auth.reset.done:ok",
      "auth.login:ok",
      "auth.email_change.request:ok",
      "auth.email_change.done:ok",
      "auth.logout:ok",
      "auth.login:ok",
      "auth.delete:ok",
    ]);
    for (const row of rows) {
      expect(row.ip).toBe(ip);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    expect(rows.find((r) => r.action === "auth.delete")?.actorEmail).toBe(newEmail);
    const text = JSON.stringify(rows);
    for (const secret of [
      reset,
      "New Audited Passphrase",
      "not my password",
      "wrong answer",
      "secret answer",
      PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("SECURITY 21: unhandled errors", () => {
  it("answer the generic 500 without a stack, and are logged with the request id", async () => {
    const res = await new Client(t.app).get("/api/test/explode");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: "An unexpected error occurred" });
    const entry = sink
      .text()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { reqId?: string; err?: { message?: string } })
      .find((l) => l.err?.message?.startsWith("kaboom"));
    expect(entry?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("SECURITY 22: the browser never sees a secret", () => {
  it("no reply of any account call carries a hash, a token or a password field", async () => {
    const user = await seedUser(t.app, { isAdmin: true, email: uniqueEmail("seen") });
    const c = new Client(t.app, freshIp());
    const replies: Reply[] = [];
    const keep = async (r: Promise<Reply>) => replies.push(await r);
    await keep(c.post("/api/auth/register", registration()));
    await keep(c.post("/api/auth/login", { email: user.email, password: PASSWORD }));
    await keep(c.get("/api/auth/session"));
    await keep(c.get(`/api/auth/user/${encodeURIComponent(user.email)}`));
    await keep(c.post("/api/auth/security-question", { email: user.email }));
    await keep(c.post("/api/auth/request-reset", { email: user.email, securityAnswer: "rex" }));
    await keep(c.post("/api/auth/resend-verification", { email: user.email }));
    await keep(
      c.post("/api/auth/change-email", { currentEmail: user.email, newEmail: uniqueEmail(), password: PASSWORD }),
    );
    await keep(c.get("/api/setup/status"));
    await keep(c.get("/api/site"));

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    const forbiddenKeys =
      /^(password|passwordHash|password_hash|securityAnswer|securityAnswerHash|security_answer_hash|token|tokenHash|sessionSecret|SESSION_SECRET|SMTP_URL|LLM_API_KEY)$/;
    const walk = (value: unknown, path: string) => {
      if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          expect(k, `${path}.${k}`).not.toMatch(forbiddenKeys);
          walk(v, `${path}.${k}`);
        }
      }
    };
    for (const r of replies) {
      expect(r.status).toBeLessThan(300);
      walk(r.body, "reply");
      const text = JSON.stringify(r.body);
      expect(text).not.toContain(row?.passwordHash ?? "-");
      expect(text).not.toContain(t.app.config.sessionSecret);
      expect(text).not.toContain(t.app.config.SMTP_URL ?? "-");
      expect(text).not.toMatch(/\$argon2/);
    }
  });
});
