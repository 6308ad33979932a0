import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "config-admin@example.com" });
});
afterAll(() => t.close());

const sessionCount = async (userId: string) =>
  (await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;
const auditActions = async (target: string) =>
  (await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, target))).map(
    (r) => r.action,
  );

/** Every admin route with a valid body, so 401/403 are checked beyond validation. */
const ROUTES: Array<[string, string, unknown?]> = [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/admin/toggle-status", { userId: "00000000-0000-4000-8000-000000000000", blocked: true }],
  ["POST", "/api/admin/toggle-admin", { userId: "00000000-0000-4000-8000-000000000000", isAdmin: true }],
  ["POST", "/api/admin/verify-user", { email: "x@example.com" }],
  ["DELETE", "/api/admin/delete-user", { userId: "00000000-0000-4000-8000-000000000000" }],
  [
    "POST",
    "/api/admin/reset-password",
    { userId: "00000000-0000-4000-8000-000000000000", newPassword: "a-new-password-1" },
  ],
  ["POST", "/api/admin/create-user", {}],
  ["POST", "/api/admin/create-super-user", {}],
  ["POST", "/api/admin/request-reset-for-user", { email: "x@example.com" }],
  ["GET", "/api/admin/audit"],
  ["GET", "/api/admin/analytics"],
];

describe("admin route table", () => {
  it("covers every /api/admin route the server registers", () => {
    const registered = t.app
      .printRoutes({ commonPrefix: false })
      .split("\n")
      .filter((l) => l.includes("/api/admin/"));
    expect(registered.length).toBeGreaterThan(0);
    const paths = new Set(ROUTES.map(([, p]) => p.replace(/\/[0-9a-f-]{36}$/, "/:id")));
    for (const line of registered) {
      const path = line.replace(/^[\s│├└─]+/, "").split(" ")[0] ?? "";
      expect(paths, `untested admin route ${path}`).toContain(path);
    }
  });

  it("every /api/admin route answers 401 without a session", async () => {
    for (const [method, url, body] of ROUTES) {
      const res = await new Client(t.app).request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it("every /api/admin route answers 403 to a signed-in non-admin, and the denial is audited", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user);
    for (const [method, url, body] of ROUTES) {
      const res = await c.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "admin.access"));
    expect(row?.n).toBeGreaterThanOrEqual(ROUTES.length);
  });
});

describe("admin actions", () => {
  it("lists users with stats, search, filter and paging on the server", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, admin);
    const marker = `zed${Date.now()}`;
    await seedUser(t.app, { email: `${marker}-a@example.com`, blocked: true });
    await seedUser(t.app, { email: `${marker}-b@example.com`, verified: false });
    await seedUser(t.app, { firstName: "Quentin", lastName: marker });
    const all = await c.get(`/api/admin/users?q=${marker}`);
    expect(all.body.total).toBe(3);
    expect(
      all.body.users.every((u: Record<string, unknown>) => !("passwordHash" in u) && !("securityAnswerHash" in u)),
    ).toBe(true);
    expect((await c.get(`/api/admin/users?q=${marker}&filter=blocked`)).body.total).toBe(1);
    expect((await c.get(`/api/admin/users?q=${marker}&filter=unverified`)).body.total).toBe(1);
    expect((await c.get(`/api/admin/users?q=${marker}&filter=active`)).body.total).toBe(2);
    const paged = await c.get(`/api/admin/users?q=${marker}&pageSize=2&page=2`);
    expect(paged.body.users).toHaveLength(1);
    const byId = await c.get(`/api/admin/users?q=${admin.id.slice(0, 8)}`);
    expect(byId.body.users.map((u: { id: string }) => u.id)).toContain(admin.id);
    expect(all.body.stats.total).toBeGreaterThanOrEqual(4);
    expect(all.body.stats.blocked).toBeGreaterThanOrEqual(1);
    expect(all.body.stats.active + all.body.stats.blocked).toBe(all.body.stats.total);
  });

  it("blocking ends the user's sessions at once; the open session is refused on its next request", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app);
    const userClient = await signedIn(t.app, user);
    expect((await userClient.get("/api/auth/session")).body.user.email).toBe(user.email);
    const c = await signedIn(t.app, admin);
    const res = await c.post("/api/admin/toggle-status", { userId: user.id, blocked: true });
    expect(res.body).toMatchObject({ success: true, message: "User blocked successfully", user: { blocked: true } });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await userClient.get("/api/auth/session")).body.user).toBeNull();
    const unblock = await c.post("/api/admin/toggle-status", { userId: user.id, blocked: false });
    expect(unblock.body.message).toBe("User unblocked successfully");
    expect(await auditActions(user.email)).toEqual(expect.arrayContaining(["admin.user.block", "admin.user.unblock"]));
  });

  it("verifies a user, elevates and demotes admin rights", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app, { verified: false });
    const c = await signedIn(t.app, admin);
    expect((await c.post("/api/admin/verify-user", { email: user.email })).body).toMatchObject({
      message: "User verified successfully",
      user: { verified: true },
    });
    expect((await c.post("/api/admin/toggle-admin", { userId: user.id, isAdmin: true })).body).toMatchObject({
      message: "User elevated to admin successfully",
      user: { isAdmin: true },
    });
    expect((await c.post("/api/admin/toggle-admin", { userId: user.id, isAdmin: false })).body).toMatchObject({
      message: "User demoted from admin successfully",
      user: { isAdmin: false },
    });
  });

  it("an admin password reset ends the user's sessions, e-mails a notice, and the new password works", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app);
    await signedIn(t.app, user);
    const c = await signedIn(t.app, admin);
    const res = await c.post("/api/admin/reset-password", { userId: user.id, newPassword: "brand new secret 42" });
    expect(res.body.message).toBe("Password reset successfully");
    expect(await sessionCount(user.id)).toBe(0);
    const mail = await t.mail.waitFor(user.email, /reset by an administrator/);
    expect(mail.text).toContain("signed out");
    await signedIn(t.app, user, "brand new secret 42");
    const old = await new Client(t.app).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(old.status).toBe(401);
  });

  it("deleting a user removes them and their sessions", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app);
    await signedIn(t.app, user);
    const c = await signedIn(t.app, admin);
    expect((await c.delete("/api/admin/delete-user", { userId: user.id })).body.message).toBe(
      "User deleted successfully",
    );
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await c.delete("/api/admin/delete-user", { userId: user.id })).status).toBe(404);
  });

  it("creates a user (optionally admin) with the spec's validation messages", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, admin);
    const email = uniqueEmail("created");
    const base = {
      firstName: "New",
      lastName: "Person",
      email,
      password: "a good long password",
      confirmPassword: "a good long password",
      securityAnswer: "Rex",
    };
    expect((await c.post("/api/admin/create-user", { ...base, firstName: "" })).body.error).toBe(
      "All fields are required",
    );
    expect(
      (await c.post("/api/admin/create-user", { ...base, confirmPassword: "different password" })).body.error,
    ).toBe("Passwords do not match");
    expect(
      (await c.post("/api/admin/create-user", { ...base, password: "short", confirmPassword: "short" })).body.error,
    ).toBe("Password must be at least 8 characters");
    expect((await c.post("/api/admin/create-user", { ...base, securityAnswer: " " })).body.error).toBe(
      "Security answer is required",
    );
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const ok = await c.post("/api/admin/create-user", { ...base, isAdmin: true });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      message: "User created successfully",
      user: { email, isAdmin: true, verified: true },
    });
    expect((await c.post("/api/admin/create-user", base)).status).toBe(409);
    await signedIn(t.app, { email }, "a good long password");
  });

  it("sends a reset e-mail for a user without showing the link to the admin", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, admin);
    const res = await c.post("/api/admin/request-reset-for-user", { email: user.email });
    expect(res.body).toEqual({ success: true, message: "Password reset link sent successfully" });
    const mail = await t.mail.waitFor(user.email);
    expect(mail.links.some((l) => l.includes("/reset-password?token="))).toBe(true);
  });

  it("ADMIN_EMAILS grants admin rights from configuration", async () => {
    const configured = await seedUser(t.app, { email: "config-admin@example.com" });
    const c = await signedIn(t.app, configured);
    expect((await c.get("/api/auth/session")).body.user.isAdmin).toBe(true);
    expect((await c.get("/api/admin/users")).status).toBe(200);
  });
});

describe("super users and self-protection", () => {
  it("only a super user creates super users", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const superUser = await seedUser(t.app, { isSuperUser: true, isAdmin: true });
    const body = (current: string) => ({
      firstName: "Root",
      lastName: "Two",
      email: uniqueEmail("super"),
      password: "a good long password",
      confirmPassword: "a good long password",
      currentUserEmail: current,
    });
    const refused = await (await signedIn(t.app, admin)).post("/api/admin/create-super-user", body(admin.email));
    expect(refused.status).toBe(403);
    const s = await signedIn(t.app, superUser);
    const created = await s.post("/api/admin/create-super-user", body(superUser.email));
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ isSuperUser: true, isAdmin: true });
  });

  it("nobody blocks, deletes or demotes themself", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, admin);
    expect((await c.post("/api/admin/toggle-status", { userId: admin.id, blocked: true })).body.error).toBe(
      "You cannot block your own account.",
    );
    expect((await c.post("/api/admin/toggle-admin", { userId: admin.id, isAdmin: false })).body.error).toBe(
      "You cannot remove your own admin rights.",
    );
    expect((await c.delete("/api/admin/delete-user", { userId: admin.id })).status).toBe(403);
  });

  it("an admin cannot block, delete or demote a super user; the last super user is kept", async () => {
    const fresh = await createTestApp();
    try {
      const only = await seedUser(fresh.app, { isSuperUser: true, isAdmin: true });
      const admin = await seedUser(fresh.app, { isAdmin: true });
      const a = await signedIn(fresh.app, admin);
      expect((await a.post("/api/admin/toggle-status", { userId: only.id, blocked: true })).status).toBe(403);
      const second = await seedUser(fresh.app, { isSuperUser: true, isAdmin: true });
      const s = await signedIn(fresh.app, second);
      // Two super users: one may demote the other, leaving one.
      expect((await s.post("/api/admin/toggle-admin", { userId: only.id, isAdmin: false })).status).toBe(200);
      // Now `second` is the last super user; a re-promoted admin cannot remove it.
      await s.post("/api/admin/toggle-admin", { userId: only.id, isAdmin: true });
      const res = await (await signedIn(fresh.app, only)).delete("/api/admin/delete-user", { userId: second.id });
      expect(res.status).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});

describe("audit and analytics", () => {
  it("shows audit rows newest first, filterable by actor, action and target", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, admin);
    await c.post("/api/admin/toggle-status", { userId: user.id, blocked: true });
    await c.post("/api/admin/toggle-status", { userId: user.id, blocked: false });
    const res = await c.get(
      `/api/admin/audit?target=${encodeURIComponent(user.email)}&actor=${encodeURIComponent(admin.email)}`,
    );
    expect(res.body.rows.map((r: { action: string }) => r.action)).toEqual(["admin.user.unblock", "admin.user.block"]);
    const byAction = await c.get("/api/admin/audit?action=admin.user.unblock");
    expect(byAction.body.rows.every((r: { action: string }) => r.action === "admin.user.unblock")).toBe(true);
  });

  it("counts page views and analyzer events per day", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, admin);
    await c.post("/api/events", { name: "page_view", page: "/" });
    await c.post("/api/events", { name: "analysis_success", props: { argumentLength: 10 } });
    const res = await c.get("/api/admin/analytics?days=7");
    expect(res.body.days).toHaveLength(7);
    const today = res.body.days.at(-1);
    expect(today.pageViews).toBeGreaterThanOrEqual(1);
    expect(today.analyses).toBeGreaterThanOrEqual(1);
  });
});

describe("token debug", () => {
  it("reports the cookie session and rotates it", async () => {
    const user = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, user);
    const status = await c.get("/api/auth/session/status");
    expect(status.body).toMatchObject({ valid: true, user: user.email });
    const before = c.cookie;
    const old = new Client(t.app);
    old.cookie = before;
    expect((await c.post("/api/auth/session/refresh")).body.message).toBe("Session refreshed successfully");
    expect(c.cookie).not.toBe(before);
    expect((await c.get("/api/auth/session/status")).body.createdAt).toBe(status.body.createdAt);
    expect((await old.get("/api/auth/session/status")).body.valid).toBe(false);
  });
});
