import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens } from "../src/db/schema.js";
import { sha256 } from "../src/lib/crypto.js";
import { issueToken } from "../src/modules/tokens/tokens.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn, registration } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const tokenRow = async (token: string) =>
  (
    await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, sha256(token)))
  )[0];

describe("SECURITY 9: one-time tokens", () => {
  it("are 32 random bytes, stored only as their SHA-256", async () => {
    const body = registration();
    await new Client(t.app, freshIp()).post("/api/auth/register", body);
    const { token } = linkIn(await t.mail.waitFor(body.email, /Verify your email/), "/verify");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(await tokenRow(token)).toBeDefined();
    expect(await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, token))).toHaveLength(0);
  });

  it("of 10 parallel uses of one verification link exactly one succeeds", async () => {
    const user = await seedUser(t.app, { verified: false });
    const token = await issueToken(t.app.db, "verify_email", user.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => new Client(t.app).post("/api/auth/verify", { token })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(9);
  });

  it("of 10 parallel uses of one reset link exactly one succeeds", async () => {
    const user = await seedUser(t.app);
    const token = await issueToken(t.app.db, "reset_password", user.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new Client(t.app).post("/api/auth/reset-password", { token, newPassword: `parallel passphrase ${i}` }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) {
      expect(r.body).toEqual({
        success: false,
        error: "Invalid or expired reset link. Please request a new password reset.",
      });
    }
  });

  it("a newer verification link voids the older one", async () => {
    const user = await seedUser(t.app, { verified: false });
    const c = new Client(t.app, freshIp());
    await c.post("/api/auth/resend-verification", { email: user.email });
    const older = linkIn(await t.mail.waitFor(user.email, /Verify your email/), "/verify").token;
    await c.post("/api/auth/resend-verification", { email: user.email });
    const newer = linkIn(await t.mail.waitFor(user.email, /Verify your email/), "/verify").token;
    expect((await c.post("/api/auth/verify", { token: older })).status).toBe(400);
    expect((await c.post("/api/auth/verify", { token: newer })).status).toBe(200);
  });

  it("a used link cannot be used again", async () => {
    const user = await seedUser(t.app, { verified: false });
    const token = await issueToken(t.app.db, "verify_email", user.id);
    expect((await new Client(t.app).post("/api/auth/verify", { token })).status).toBe(200);
    const again = await new Client(t.app).post("/api/auth/verify", { token });
    expect(again.body).toEqual({ success: false, error: "Invalid or expired verification link." });
  });

  it("a reset link lasts 30 minutes and is refused once expired", async () => {
    const user = await seedUser(t.app);
    await new Client(t.app, freshIp()).post("/api/auth/request-reset", { email: user.email, securityAnswer: "Rex" });
    const { token } = linkIn(await t.mail.waitFor(user.email, /Reset your password/), "/reset-password");
    const row = await tokenRow(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(30 * MINUTE, -4);
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.id, row?.id ?? ""));
    const res = await new Client(t.app).post("/api/auth/reset-password", { token, newPassword: "too late passphrase" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: "Invalid or expired reset link. Please request a new password reset.",
    });
  });

  it("verification and e-mail change links last 24 hours and are refused once expired", async () => {
    const user = await seedUser(t.app, { verified: false });
    for (const [kind, path] of [
      ["verify_email", "/api/auth/verify"],
      ["change_email", "/api/auth/verify-email-change"],
    ] as const) {
      const token = await issueToken(t.app.db, kind, user.id, { newEmail: uniqueEmail() });
      const row = await tokenRow(token);
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(24 * 60 * MINUTE, -4);
      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.id, row?.id ?? ""));
      const res = await new Client(t.app).post(path, { token });
      expect(res.body).toEqual({ success: false, error: "Invalid or expired verification link." });
    }
  });
});

describe("SECURITY 10: token pages and logs", () => {
  it("the /reset-password page and the API replies send Referrer-Policy: no-referrer", async () => {
    const web = mkdtempSync(join(tmpdir(), "clarity-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Clarity</title><div id=root></div>");
    const spa = await createTestApp({ WEB_DIST: web });
    try {
      const page = await new Client(spa.app).get(`/reset-password?token=${"D".repeat(43)}`);
      expect(page.status).toBe(200);
      expect(String(page.headers["content-type"])).toContain("text/html");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      const api = await new Client(spa.app).post("/api/auth/reset-password", {
        token: "D".repeat(43),
        newPassword: "whatever passphrase",
      });
      expect(api.headers["referrer-policy"]).toBe("no-referrer");
    } finally {
      await spa.close();
    }
  });

  it("no token, cookie, password or answer appears in the logs", async () => {
    const sink = logSink();
    const logged = await createTestApp({}, { logger: { level: "trace", stream: sink.stream } });
    try {
      const secrets: string[] = [];
      const body = registration({ securityAnswer: "Unforgettable Answer" });
      const c = new Client(logged.app, freshIp());
      await c.post("/api/auth/register", body);
      const verify = linkIn(await logged.mail.waitFor(body.email, /Verify your email/), "/verify").token;
      await c.get(`/verify?token=${verify}`);
      await c.post("/api/auth/verify", { token: verify });
      await c.post("/api/auth/request-reset", { email: body.email, securityAnswer: "Unforgettable Answer" });
      const reset = linkIn(await logged.mail.waitFor(body.email, /Reset your password/), "/reset-password").token;
      await c.get(`/reset-password?token=${reset}`);
      await c.post("/api/auth/reset-password", { token: reset, newPassword: "Replacement Passphrase" });
      const signed = await signedIn(logged.app, { email: body.email }, "Replacement Passphrase", freshIp());
      const newEmail = uniqueEmail("logged");
      await signed.post("/api/auth/change-email", {
        currentEmail: body.email,
        newEmail,
        password: "Replacement Passphrase",
      });
      const change = linkIn(
        await logged.mail.waitFor(newEmail, /Confirm your new email/),
        "/verify-email-change",
      ).token;
      await signed.post("/api/auth/verify-email-change", { token: change });
      secrets.push(
        verify,
        reset,
        change,
        (signed.cookie ?? "").split("=")[1] ?? "",
        body.password,
        PASSWORD,
        "Replacement Passphrase",
        "Unforgettable Answer",
        "unforgettable answer",
      );

      const log = sink.text();
      expect(log).toContain("request completed");
      expect(log).toContain("/reset-password?token=[redacted]");
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(7);
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
