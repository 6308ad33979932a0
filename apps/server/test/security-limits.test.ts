import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn, registration } from "./helpers/auth.js";
import { PASSWORD, seedUser, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("SECURITY 11: sign-in limiter", () => {
  it("after 5 failures in 15 minutes for one IP + e-mail, 429 with Retry-After; another IP is not affected", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    for (let i = 0; i < 5; i++) {
      expect((await c.post("/api/auth/login", { email: user.email, password: "wrong password" })).status).toBe(401);
    }
    // Even the right password is refused while the window is full: no oracle for the sixth guess.
    const limited = await c.post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      error: "Too many failed sign-in attempts. Please try again later.",
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(
      (await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("30 parallel wrong passwords for one IP + e-mail get exactly 5 401s, the rest 429", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => c.post("/api/auth/login", { email: user.email, password: "wrong password" })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it("a right password gives its slot back: five failures and many successes still let the right password in", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    for (let i = 0; i < 6; i++)
      expect((await c.post("/api/auth/login", { email: user.email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await c.post("/api/auth/login", { email: user.email, password: "wrong password" })).status).toBe(401);
    }
    expect((await c.post("/api/auth/login", { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it("unknown e-mails are limited the same way as wrong passwords", async () => {
    const c = new Client(t.app, freshIp());
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 5; i++) expect((await c.post("/api/auth/login", { email, password: "x" })).status).toBe(401);
    expect((await c.post("/api/auth/login", { email, password: "x" })).status).toBe(429);
  });
});

describe("SECURITY 12: mail and look-up limits", () => {
  it("3 mails an hour per address: the 4th resend is refused with 429", async () => {
    const user = await seedUser(t.app, { verified: false });
    for (let i = 0; i < 3; i++) {
      expect(
        (await new Client(t.app, freshIp()).post("/api/auth/resend-verification", { email: user.email })).status,
      ).toBe(200);
    }
    const fourth = await new Client(t.app, freshIp()).post("/api/auth/resend-verification", { email: user.email });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe("Too many emails requested for this address. Please try again later.");
    expect(fourth.headers["retry-after"]).toBeDefined();
  });

  it("10 mails an hour per IP: the 11th is refused with 429", async () => {
    const c = new Client(t.app, freshIp());
    for (let i = 0; i < 10; i++) {
      expect((await c.post("/api/auth/resend-verification", { email: uniqueEmail() })).status).toBe(200);
    }
    const res = await c.post("/api/auth/resend-verification", { email: uniqueEmail() });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("Too many emails requested. Please try again later.");
  });

  it("registration: 20 an hour per IP", async () => {
    const existing = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    // Attempts on a taken address send no mail, so only the registration limit applies.
    for (let i = 0; i < 20; i++)
      expect((await c.post("/api/auth/register", registration({ email: existing.email }))).status).toBe(409);
    const res = await c.post("/api/auth/register", registration());
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("the forgot-password look-up: 20 an hour per IP", async () => {
    const c = new Client(t.app, freshIp());
    for (let i = 0; i < 20; i++)
      expect((await c.post("/api/auth/security-question", { email: uniqueEmail() })).status).toBe(404);
    const res = await c.post("/api/auth/security-question", { email: uniqueEmail() });
    expect(res.status).toBe(429);
  });
});

describe("SECURITY 13: security answers", () => {
  it("5 wrong answers in an hour lock that account's recovery; then even the right answer is refused", async () => {
    const user = await seedUser(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await new Client(t.app, freshIp()).post("/api/auth/request-reset", {
        email: user.email,
        securityAnswer: "wrong",
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: "Incorrect security answer." });
    }
    const locked = await new Client(t.app, freshIp()).post("/api/auth/request-reset", {
      email: user.email,
      securityAnswer: "Rex",
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, error: "Too many incorrect answers. Please try again in an hour." });
    const failures = await t.app.db.select().from(auditLog).where(eq(auditLog.target, user.email));
    expect(failures.filter((r) => r.action === "auth.reset.answer" && r.outcome === "failed")).toHaveLength(5);
    expect(JSON.stringify(failures)).not.toContain("wrong");
  });

  it("a correct answer only mails a link: the password is unchanged and still works", async () => {
    const user = await seedUser(t.app);
    const res = await new Client(t.app, freshIp()).post("/api/auth/request-reset", {
      email: user.email,
      securityAnswer: "rex",
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["message", "success"]);
    linkIn(await t.mail.waitFor(user.email, /Reset your password/), "/reset-password");
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    expect(
      (await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("no reply carries the answer or its hash", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    const replies = [
      await c.post("/api/auth/security-question", { email: user.email }),
      await c.post("/api/auth/login", { email: user.email, password: PASSWORD }),
      await c.get("/api/auth/session"),
      await c.get(`/api/auth/user/${encodeURIComponent(user.email)}`),
    ];
    for (const r of replies) {
      const text = JSON.stringify(r.body);
      expect(text).not.toMatch(/securityAnswer|argon2|passwordHash/i);
    }
  });

  it("unknown addresses answer the spec's sentence", async () => {
    const c = new Client(t.app, freshIp());
    for (const path of ["/api/auth/security-question", "/api/auth/request-reset"]) {
      const res = await c.post(path, { email: uniqueEmail() });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: "No account found with this email address." });
    }
  });
});
