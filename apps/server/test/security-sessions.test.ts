import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../src/db/schema.js";
import { sha256 } from "../src/lib/crypto.js";
import { issueToken } from "../src/modules/tokens/tokens.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const cookieValue = (c: Client) => (c.cookie ?? "").split("=")[1] ?? "";
const sessionOf = async (c: Client) =>
  (
    await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(cookieValue(c))))
  )[0];
const guarded = (c: Client, email: string) => c.get(`/api/auth/user/${encodeURIComponent(email)}`);

describe("SECURITY 3: the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, not Secure over http, and holds 32 random bytes", async () => {
    const user = await seedUser(t.app);
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
  });

  it("the reply body carries no token, and the database holds only the SHA-256 of the cookie", async () => {
    const user = await seedUser(t.app);
    const c = new Client(t.app, freshIp());
    const res = await c.post("/api/auth/login", { email: user.email, password: PASSWORD });
    const token = cookieValue(c);
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(Object.keys(res.body).sort()).toEqual(["success", "user"]);
    expect(await sessionOf(c)).toBeDefined();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);
  });

  it("over https the cookie is __Host- prefixed and Secure", async () => {
    const https = await createTestApp({ APP_URL: "https://clarity.example" });
    try {
      const user = await seedUser(https.app);
      const c = new Client(https.app, freshIp());
      const res = await c.request(
        "POST",
        "/api/auth/login",
        { email: user.email, password: PASSWORD },
        { origin: "https://clarity.example" },
      );
      expect(res.status).toBe(200);
      const header = String(res.headers["set-cookie"]);
      expect(header).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
      expect(header).toContain("Secure");
      expect(header).toContain("Path=/");
      expect(header).not.toContain("Domain=");
    } finally {
      await https.close();
    }
  });
});

describe("SECURITY 4: session ids", () => {
  it("every sign-in gets a new session id, and the browser's previous session ends", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const first = c.cookie;
    await c.post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(c.cookie).not.toBe(first);
    const old = new Client(t.app);
    old.cookie = first;
    expect((await guarded(old, user.email)).status).toBe(401);
    expect((await guarded(c, user.email)).status).toBe(200);
  });

  it("after sign-out the old cookie gets 401", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const old = new Client(t.app);
    old.cookie = c.cookie;
    await c.post("/api/auth/logout");
    expect((await guarded(old, user.email)).status).toBe(401);
  });
});

describe("SECURITY 5: timeouts (a fake clock moves the server's time)", () => {
  // Only Date is faked: the database and the network keep their real timers.
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("idle for 7 days ends the session; 6 days does not", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    vi.useFakeTimers({ toFake: ["Date"] });
    later(6 * DAY);
    expect((await guarded(c, user.email)).status).toBe(200);
    later(7 * DAY + 60_000);
    expect((await guarded(c, user.email)).status).toBe(401);
    expect(await sessionOf(c)).toBeUndefined();
  });

  it("a session lives at most 30 days, however active", async () => {
    const user = await seedUser(t.app);
    const c = await signedIn(t.app, user, PASSWORD, freshIp());
    const row = await sessionOf(c);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(30 * DAY, -4);
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let day = 6; day < 30; day += 6) {
      later(6 * DAY);
      expect((await guarded(c, user.email)).status, `day ${day}`).toBe(200);
    }
    later(6 * DAY + 60_000);
    expect((await guarded(c, user.email)).status).toBe(401);
  });

  it("an admin session lives at most 12 hours", async () => {
    const admin = await seedUser(t.app, { isAdmin: true });
    const c = await signedIn(t.app, admin, PASSWORD, freshIp());
    const row = await sessionOf(c);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(12 * HOUR, -4);
    vi.useFakeTimers({ toFake: ["Date"] });
    later(11 * HOUR);
    expect((await guarded(c, admin.email)).status).toBe(200);
    later(HOUR + 60_000);
    expect((await guarded(c, admin.email)).status).toBe(401);
  });
});

describe("SECURITY 6: a password reset ends every session", () => {
  it("both signed-in browsers get 401 after the reset", async () => {
    const user = await seedUser(t.app);
    const laptop = await signedIn(t.app, user, PASSWORD, freshIp());
    const phone = await signedIn(t.app, user, PASSWORD, freshIp());
    const token = await issueToken(t.app.db, "reset_password", user.id);
    const res = await laptop.post("/api/auth/reset-password", { token, newPassword: "another fine passphrase" });
    expect(res.status).toBe(200);
    expect((await guarded(laptop, user.email)).status).toBe(401);
    expect((await guarded(phone, user.email)).status).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
