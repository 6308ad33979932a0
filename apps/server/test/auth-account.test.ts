import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.js";
import { issueToken } from "../src/modules/tokens/tokens.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, linkIn } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = async (target: string) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.target, target))).map((r) => `${r.action}:${r.outcome}`);

describe("change e-mail", () => {
  it("needs a session (401)", async () => {
    const res = await new Client(t.app).post("/api/auth/change-email", {
      currentEmail: "a@example.com",
      newEmail: "b@example.com",
      password: PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it("asks the current password: a wrong one is refused with 403 and nothing is mailed", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const newEmail = uniqueEmail();
    const res = await c.post("/api/auth/change-email", {
      currentEmail: user.email,
      newEmail,
      password: "wrong password",
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "Incorrect password." });
    expect((await c.get("/api/auth/session")).body.user.pendingEmail).toBeNull();
  });

  it("refuses a current e-mail that is not the account's, an address in use, and the same address", async () => {
    const user = await seedUser(t.app);
    const other = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const mismatch = await c.post("/api/auth/change-email", {
      currentEmail: other.email,
      newEmail: uniqueEmail(),
      password: PASSWORD,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe("Current email does not match your account.");
    const taken = await c.post("/api/auth/change-email", {
      currentEmail: user.email,
      newEmail: other.email,
      password: PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("An account with this email already exists.");
    const same = await c.post("/api/auth/change-email", {
      currentEmail: user.email,
      newEmail: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe("The new email is the same as the current one.");
  });

  it("a link whose address was taken meanwhile answers 409 and the account keeps its address", async () => {
    const user = await seedUser(t.app);
    const wanted = uniqueEmail("wanted");
    const token = await issueToken(t.app.db, "change_email", user.id, { newEmail: wanted });
    await seedUser(t.app, { email: wanted });
    const res = await new Client(t.app).post("/api/auth/verify-email-change", { token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("An account with this email already exists.");
    expect((await t.app.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(user.email);
  });

  it("an unknown link answers the link message", async () => {
    const res = await new Client(t.app).post("/api/auth/verify-email-change", { token: "B".repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: "Invalid or expired verification link." });
  });

  it("the request and the change are audited", async () => {
    const user = await seedUser(t.app);
    const newEmail = uniqueEmail("audited");
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    await c.post("/api/auth/change-email", { currentEmail: user.email, newEmail, password: PASSWORD });
    const { token } = linkIn(await t.mail.waitFor(newEmail, /Confirm your new email/), "/verify-email-change");
    expect((await c.post("/api/auth/verify-email-change", { token })).status).toBe(200);
    expect(await actions(user.email)).toContain("auth.email_change.request:ok");
    expect(await actions(newEmail)).toContain("auth.email_change.done:ok");
  });
});

describe("delete account", () => {
  it("needs a session (401)", async () => {
    const res = await new Client(t.app).delete("/api/auth/delete-account", {
      email: "a@example.com",
      password: PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it("asks the account's e-mail and its password; a mismatch changes nothing", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const email = await c.delete("/api/auth/delete-account", { email: uniqueEmail(), password: PASSWORD });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ success: false, error: "Email does not match your account." });
    const password = await c.delete("/api/auth/delete-account", { email: user.email, password: "wrong password" });
    expect(password.status).toBe(403);
    expect(password.body).toEqual({ success: false, error: "Incorrect password." });
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await c.get("/api/auth/session")).body.user.email).toBe(user.email);
  });

  it("the only super user cannot delete their account (409); with a second one they can", async () => {
    const first = await seedUser(t.app, { isSuperUser: true, isAdmin: true });
    const c = await signedIn(t.app, first, PASSWORD, freshIp());
    const refused = await c.delete("/api/auth/delete-account", { email: first.email, password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: "The last super user cannot be deleted." });
    await seedUser(t.app, { isSuperUser: true, isAdmin: true });
    const ok = await c.delete("/api/auth/delete-account", { email: first.email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(await actions(first.email)).toContain("auth.delete:ok");
  });
});
