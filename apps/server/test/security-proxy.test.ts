import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { auditLog } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { seedUser } from "./helpers/users.js";

const open: TestApp[] = [];
afterAll(() => Promise.all(open.map((t) => t.close())));
const appWith = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  open.push(t);
  return t;
};

const lastLoginIp = async (t: TestApp, email: string) =>
  (
    await t.app.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.target, email))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]?.ip;

describe("per-IP limits: only a configured proxy may name the client", () => {
  it("in production with no TRUST_PROXY, a rotating X-Forwarded-For neither escapes the sign-in limit nor reaches the audit log", async () => {
    const t = await appWith({ NODE_ENV: "production" });
    const user = await seedUser(t.app);
    const c = new Client(t.app, "198.51.100.7");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await c.request(
        "POST",
        "/api/auth/login",
        { email: user.email, password: "wrong password" },
        { "x-forwarded-for": `203.0.113.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await lastLoginIp(t, user.email)).toBe("198.51.100.7");
  });

  it("with TRUST_PROXY listing the proxy, the client address it forwards is the one counted and audited", async () => {
    const t = await appWith({ NODE_ENV: "production", TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" });
    const user = await seedUser(t.app);
    const viaProxy = new Client(t.app, "10.1.2.3");
    const wrong = { email: user.email, password: "wrong password" };
    await viaProxy.request("POST", "/api/auth/login", wrong, { "x-forwarded-for": "203.0.113.9" });
    expect(await lastLoginIp(t, user.email)).toBe("203.0.113.9");
    // Two clients behind one proxy are limited apart.
    for (let i = 0; i < 5; i++) {
      await viaProxy.request("POST", "/api/auth/login", wrong, { "x-forwarded-for": "203.0.113.10" });
    }
    const next = (xff: string) => viaProxy.request("POST", "/api/auth/login", wrong, { "x-forwarded-for": xff });
    expect((await next("203.0.113.10")).status).toBe(429);
    expect((await next("203.0.113.11")).status).toBe(401);
    // A client that is not the proxy cannot forward anything.
    const direct = new Client(t.app, "192.0.2.44");
    await direct.request("POST", "/api/auth/login", wrong, { "x-forwarded-for": "203.0.113.12" });
    expect(await lastLoginIp(t, user.email)).toBe("192.0.2.44");
  });

  it("with a hop count, the address that many hops back is the client", async () => {
    const t = await appWith({ TRUST_PROXY: "1" });
    const user = await seedUser(t.app);
    await new Client(t.app, "10.9.9.9").request(
      "POST",
      "/api/auth/login",
      { email: user.email, password: "wrong password" },
      { "x-forwarded-for": "198.51.100.1, 203.0.113.77" },
    );
    expect(await lastLoginIp(t, user.email)).toBe("203.0.113.77");
  });

  it("TRUST_PROXY is validated at start: none by default, a count or addresses/CIDR ranges, anything else named", () => {
    expect(loadConfig({ NODE_ENV: "production", SECRETS_KEY: "s".repeat(32) }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,::1, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: a hop count or a list/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/not: 10.0.0.0\/33/);
  });
});
