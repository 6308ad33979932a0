import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.js";
import { APP_URL, Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn, registration } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("journeys through the API with the real mail", () => {
  it("register → verification link from the mail → sign in", async () => {
    const c = new Client(t.app, freshIp());
    const body = registration();
    const reg = await c.post("/api/auth/register", body);
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({
      success: true,
      message: "Registration successful! Please check your email to verify your account.",
    });

    const early = await c.post("/api/auth/login", { email: body.email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      success: false,
      error: "Please verify your email before logging in.",
      needsVerification: true,
      email: body.email,
    });

    const mail = await t.mail.waitFor(body.email, /Verify your email address/);
    const { url, token } = linkIn(mail, "/verify");
    expect(url.startsWith(`${APP_URL}/verify?token=`)).toBe(true);
    expect(mail.html).toContain("Verify my email");

    const verified = await c.post("/api/auth/verify", { token });
    expect(verified.body).toEqual({ success: true, message: "Your email has been verified! You can now log in." });

    const login = await c.post("/api/auth/login", { email: body.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.success).toBe(true);
    expect(login.body.user).toMatchObject({
      email: body.email,
      firstName: "Grace",
      lastName: "Hopper",
      name: "Grace Hopper",
      verified: true,
    });
    expect((await c.get("/api/auth/session")).body.user.email).toBe(body.email);
  });

  it("forgot → question → answer → mailed link → new password → the old password is refused", async () => {
    const user = await seedUser(t.app, { email: uniqueEmail("forgot") });
    const c = new Client(t.app, freshIp());
    const q = await c.post("/api/auth/security-question", { email: user.email });
    expect(q.body).toEqual({ success: true, securityQuestion: "What was the name of your first pet?" });

    // The answer compares trimmed and lower-cased.
    const req = await c.post("/api/auth/request-reset", { email: user.email, securityAnswer: "  rEx " });
    expect(req.body).toEqual({ success: true, message: "Password reset email sent. Please check your inbox." });
    const mail = await t.mail.waitFor(user.email, /Reset your password/);
    const { url, token } = linkIn(mail, "/reset-password");
    expect(url.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);

    const reset = await c.post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(reset.body).toEqual({
      success: true,
      message: "Password has been reset successfully! You can now sign in with your new password.",
    });
    await t.mail.waitFor(user.email, /Your password has been changed/);

    const old = await c.post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ success: false, error: "Invalid email or password." });
    const fresh = await c.post("/api/auth/login", { email: user.email, password: "a brand new passphrase" });
    expect(fresh.status).toBe(200);
  });

  it("change e-mail → link to the new address → sign in with the new address", async () => {
    const user = await seedUser(t.app, { email: uniqueEmail("old") });
    const newEmail = uniqueEmail("new");
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const res = await c.post("/api/auth/change-email", { currentEmail: user.email, newEmail, password: PASSWORD });
    expect(res.body).toEqual({
      success: true,
      message: "Verification email sent to your new address. Your email will change once you confirm it.",
    });
    // Pending until confirmed; the old address is told.
    expect((await c.get("/api/auth/session")).body.user).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const notice = await t.mail.waitFor(user.email, /Your email address is being changed/);
    expect(notice.text).toContain(newEmail);
    expect(notice.links.some((l) => l.includes("token="))).toBe(false);

    const mail = await t.mail.waitFor(newEmail, /Confirm your new email address/);
    const { url, token } = linkIn(mail, "/verify-email-change");
    expect(url.startsWith(`${APP_URL}/verify-email-change?token=`)).toBe(true);
    const done = await new Client(t.app, freshIp()).post("/api/auth/verify-email-change", { token });
    expect(done.body).toMatchObject({
      success: true,
      message: "Email Updated Successfully!",
      user: { email: newEmail, pendingEmail: null },
    });

    // The session that asked for the change is kept.
    expect((await c.get("/api/auth/session")).body.user.email).toBe(newEmail);
    const oldLogin = await new Client(t.app, freshIp()).post("/api/auth/login", {
      email: user.email,
      password: PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await new Client(t.app, freshIp()).post("/api/auth/login", {
      email: newEmail,
      password: PASSWORD,
    });
    expect(newLogin.status).toBe(200);
  });

  it("delete account: the account goes, the cookie is cleared, a notice is mailed", async () => {
    const user = await seedUser(t.app, { email: uniqueEmail("bye") });
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const cookie = c.cookie;
    const res = await c.delete("/api/auth/delete-account", { email: user.email, password: PASSWORD });
    expect(res.body).toEqual({ success: true, message: "Account deleted successfully" });
    expect(String(res.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    await t.mail.waitFor(user.email, /Your account has been deleted/);

    const stale = new Client(t.app);
    stale.cookie = cookie;
    expect((await stale.get(`/api/auth/user/${encodeURIComponent(user.email)}`)).status).toBe(401);
    const login = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(login.status).toBe(401);
  });
});
