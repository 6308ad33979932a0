import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, oneTimeTokens, sessions, users } from "../src/db/schema.js";
import { verifySecret } from "../src/lib/passwords.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn, registration } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
const audits = async (target: string) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.target, target))).map((r) => `${r.action}:${r.outcome}`);

describe("registration", () => {
  it("stores the security answer as argon2id of the trimmed, lower-cased answer and mails a 24-hour link", async () => {
    const body = registration({ securityAnswer: "  FluFFy  " });
    const res = await new Client(t.app, freshIp()).post("/api/auth/register", body);
    expect(res.status).toBe(201);
    const row = await userByEmail(body.email);
    expect(row?.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row?.securityAnswerHash ?? "", "fluffy")).toBe(true);
    expect(row?.verifiedAt).toBeNull();
    const [token] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, row?.id ?? ""));
    expect(token?.kind).toBe("verify_email");
    expect((token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0)).toBeCloseTo(24 * 3_600_000, -4);
    await t.mail.waitFor(body.email, /Verify your email address/);
    expect(await audits(body.email)).toContain("auth.register:ok");
  });

  it("an address already registered answers 409 with canReset, and that offer mails a reset link without an answer", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    const res = await c.post("/api/auth/register", registration({ email: user.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: "An account with this email already exists.", canReset: true });

    const offer = await c.post("/api/auth/request-reset", { email: user.email });
    expect(offer.body).toEqual({ success: true, message: "Password reset email sent. Please check your inbox." });
    linkIn(await t.mail.waitFor(user.email, /Reset your password/), "/reset-password");
  });
});

describe("sign-in", () => {
  it("signs a verified user in, sets last_login_at and writes an audit row", async () => {
    const user = await seedUser(t.app);
    expect(user.lastLoginAt).toBeNull();
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user.lastLogin).not.toBeNull();
    expect((await userByEmail(user.email))?.lastLoginAt).not.toBeNull();
    expect(await audits(user.email)).toContain("auth.login:ok");
  });

  it("the e-mail is matched without regard to case or surrounding spaces", async () => {
    const user = await seedUser(t.app);
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", {
      email: `  ${user.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it("a wrong password and an unknown e-mail get the same 401 reply, each audited as failed", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    const wrong = await c.post("/api/auth/login", { email: user.email, password: "not the password" });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await c.post("/api/auth/login", { email: unknownEmail, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: "Invalid email or password." });
    expect(unknown.body).toEqual(wrong.body);
    expect(await audits(user.email)).toContain("auth.login:failed");
    expect(await audits(unknownEmail)).toContain("auth.login:failed");
  });

  it("a blocked account is refused with 403 and the spec's sentence; the denial is audited", async () => {
    const user = await seedUser(t.app, { blocked: true });
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "Your account has been blocked. Please contact support." });
    expect(await audits(user.email)).toContain("auth.login:denied");
  });

  it("an unverified account is refused with needsVerification and its e-mail", async () => {
    const user = await seedUser(t.app, { verified: false });
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      error: "Please verify your email before logging in.",
      needsVerification: true,
      email: user.email,
    });
  });

  it("GET /api/auth/session answers {user:null} when signed out", async () => {
    const res = await new Client(t.app).get("/api/auth/session");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });
});

describe("sign-out", () => {
  it("deletes the session row, clears the cookie, and the old cookie then gets 401 on a guarded call", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const oldCookie = c.cookie;
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const res = await c.post("/api/auth/logout");
    expect(res.body).toEqual({ success: true });
    expect(String(res.headers["set-cookie"])).toMatch(/^sid=;/);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await audits(user.email)).toContain("auth.logout:ok");

    const replay = new Client(t.app);
    replay.cookie = oldCookie;
    expect((await replay.get(`/api/auth/user/${encodeURIComponent(user.email)}`)).status).toBe(401);
    expect((await replay.get("/api/auth/session")).body).toEqual({ user: null });
  });
});

describe("GET /api/auth/user/:email", () => {
  it("answers the signed-in user themself, 403 for someone else, 401 without a session", async () => {
    const me = await seedUser(t.app);
    const other = await seedUser(t.app);
    const c = await signedIn(t.app, me, PASSWORD, freshIp());
    const self = await c.get(`/api/auth/user/${encodeURIComponent(me.email)}`);
    expect(self.body).toMatchObject({
      success: true,
      user: { email: me.email, securityQuestion: "What was the name of your first pet?" },
    });
    expect((await c.get(`/api/auth/user/${encodeURIComponent(other.email)}`)).status).toBe(403);
    expect((await c.get(`/api/auth/user/${encodeURIComponent(uniqueEmail())}`)).status).toBe(403);
    expect((await new Client(t.app).get(`/api/auth/user/${encodeURIComponent(me.email)}`)).status).toBe(401);
  });

  it("answers any user to an admin, 404 for an unknown address", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const other = await seedUser(t.app);
    const c = await signedIn(t.app, admin, PASSWORD, freshIp());
    expect((await c.get(`/api/auth/user/${encodeURIComponent(other.email)}`)).body.user.email).toBe(other.email);
    const missing = await c.get(`/api/auth/user/${encodeURIComponent(uniqueEmail())}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "User not found" });
  });
});

describe("verification", () => {
  it("GET /api/auth/verify changes nothing and answers 405", async () => {
    const res = await new Client(t.app).get("/api/auth/verify?token=abc");
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ success: false, error: "Use POST /api/auth/verify with the token in the body." });
  });

  it("an unknown or malformed token answers the link message", async () => {
    const c = new Client(t.app);
    for (const token of ["A".repeat(43), "short"]) {
      const res = await c.post("/api/auth/verify", { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: "Invalid or expired verification link." });
    }
  });

  it("resend answers the same for unknown, verified and unverified addresses, and mails only the unverified one", async () => {
    const verified = await seedUser(t.app);
    const pending = await seedUser(t.app, { verified: false });
    const message = { success: true, message: "Verification email sent successfully! Please check your inbox." };
    for (const email of [uniqueEmail("ghost"), verified.email, pending.email]) {
      const res = await new Client(t.app, freshIp()).post("/api/auth/resend-verification", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(message);
    }
    await t.mail.waitFor(pending.email, /Verify your email address/);
    expect(t.mail.messages.some((m) => m.to.includes(verified.email))).toBe(false);
    const tokens = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, verified.id)));
    expect(tokens).toHaveLength(0);
  });

  it("resend without an address answers the spec's sentence", async () => {
    const res = await new Client(t.app).post("/api/auth/resend-verification", { email: "  " });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: "Please enter your email address" });
  });
});

describe("demo sign-in", () => {
  it("does not exist when DEMO_MODE is off (404)", async () => {
    const res = await new Client(t.app).post("/api/auth/demo-login", { email: "a@example.com", password: "x" });
    expect(res.status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents every account call with its replies", async () => {
    const doc = (await new Client(t.app).get("/api/docs/json")).body;
    const paths = [
      ["get", "/api/auth/session"],
      ["post", "/api/auth/register"],
      ["post", "/api/auth/login"],
      ["post", "/api/auth/logout"],
      ["get", "/api/auth/user/{email}"],
      ["post", "/api/auth/security-question"],
      ["post", "/api/auth/request-reset"],
      ["post", "/api/auth/reset-password"],
      ["post", "/api/auth/verify"],
      ["post", "/api/auth/resend-verification"],
      ["post", "/api/auth/change-email"],
      ["post", "/api/auth/verify-email-change"],
      ["delete", "/api/auth/delete-account"],
      ["get", "/api/setup/status"],
      ["post", "/api/setup"],
    ];
    for (const [method, path] of paths) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    expect(Object.keys(doc.paths["/api/auth/login"].post.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "429",
    ]);
    expect(doc.paths["/dev/mailbox"]).toBeUndefined();
  });
});
