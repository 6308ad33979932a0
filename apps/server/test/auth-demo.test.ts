import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema.js";
import { DEMO_LIFETIME_MS, purgeDemoUsers } from "../src/modules/auth/demo.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, rowCount } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: "true", ADMIN_EMAILS: "boss@example.com" });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe("SECURITY 17: demo sign-in (DEMO_MODE on)", () => {
  it("asks for both fields with the spec's sentence", async () => {
    const c = new Client(t.app, freshIp());
    for (const body of [{}, { email: "a@example.com" }, { password: "x" }, { email: "", password: "" }]) {
      const res = await c.post("/api/auth/demo-login", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: "Email and password are required" });
    }
  });

  it("signs in a verified demo user named after the address, with no password check, and reuses it next time", async () => {
    const email = uniqueEmail("visitor");
    const c = new Client(t.app, freshIp());
    const res = await c.post("/api/auth/demo-login", { email, password: "anything at all" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email,
      firstName: email.split("@")[0],
      lastName: "Demo",
      verified: true,
      isDemoUser: true,
      isAdmin: false,
      isSuperUser: false,
    });
    expect(c.cookie).toMatch(/^sid=/);
    const count = await rowCount(t.app, users);
    const again = await new Client(t.app, freshIp()).post("/api/auth/demo-login", {
      email,
      password: "something else",
    });
    expect(again.body.user.id).toBe(res.body.user.id);
    expect(await rowCount(t.app, users)).toBe(count);
    // The password form never opens a demo account.
    expect(
      (await new Client(t.app, freshIp()).post("/api/auth/login", { email, password: "anything at all" })).status,
    ).toBe(401);
  });

  it("never opens a real account, and never gives admin rights, even to an address in ADMIN_EMAILS", async () => {
    const real = await seedUser(t.app);
    const refused = await new Client(t.app, freshIp()).post("/api/auth/demo-login", {
      email: real.email,
      password: "x",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: "An account with this email already exists." });
    expect(refused.headers["set-cookie"]).toBeUndefined();

    const boss = new Client(t.app, freshIp());
    const res = await boss.post("/api/auth/demo-login", { email: "boss@example.com", password: "x" });
    expect(res.body.user.isAdmin).toBe(false);
    expect((await boss.get("/api/admin/users")).status).toBe(403);
  });
});

describe("demo purge", () => {
  it("deletes demo users older than a day with their sessions, and nobody else", async () => {
    const now = new Date();
    const c = new Client(t.app, freshIp());
    const old = (await c.post("/api/auth/demo-login", { email: uniqueEmail("old-demo"), password: "x" })).body.user;
    const young = (
      await new Client(t.app, freshIp()).post("/api/auth/demo-login", { email: uniqueEmail("new-demo"), password: "x" })
    ).body.user;
    const veteran = await seedUser(t.app);
    await signedIn(t.app, veteran, PASSWORD, freshIp());
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - DEMO_LIFETIME_MS - HOUR) })
      .where(eq(users.id, old.id));
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - 2 * DEMO_LIFETIME_MS) })
      .where(eq(users.id, veteran.id));
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - DEMO_LIFETIME_MS + HOUR) })
      .where(eq(users.id, young.id));

    expect(await purgeDemoUsers(t.app.db, now)).toBe(1);
    expect(await t.app.db.select().from(users).where(eq(users.id, old.id))).toHaveLength(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, old.id))).toHaveLength(0);
    expect(await t.app.db.select().from(users).where(eq(users.id, young.id))).toHaveLength(1);
    expect(await t.app.db.select().from(users).where(eq(users.id, veteran.id))).toHaveLength(1);
    expect((await c.get("/api/auth/session")).body).toEqual({ user: null });
  });
});
