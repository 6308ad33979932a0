import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, registration, rowCount } from "./helpers/auth.js";
import { PASSWORD, seedUser } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedHash = async (email: string) =>
  (await t.app.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.h ?? "";

describe("SECURITY 1: password storage", () => {
  it("stores passwords as argon2id with m=19456, t=2, p=1", async () => {
    const body = registration();
    expect((await new Client(t.app, freshIp()).post("/api/auth/register", body)).status).toBe(201);
    const stored = await storedHash(body.email);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(body.password);
  });

  it("a weaker stored hash is rehashed at the next sign-in", async () => {
    const user = await seedUser(t.app);
    const weak = await hash(PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.app.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const stored = await storedHash(user.email);
    expect(stored).not.toBe(weak);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.target, user.email));
    expect(row?.detail).toEqual({ rehashed: true });
    // And the password still works with the new hash.
    expect(
      (await new Client(t.app, freshIp()).post("/api/auth/login", { email: user.email, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe("SECURITY 2: password rules", () => {
  const cases: Array<[string, string]> = [
    ["seven77", "Password must be at least 8 characters long."],
    ["x".repeat(129), "Password must be at most 128 characters long."],
    ["password123", "This password is too common. Please choose a less predictable one."],
    ["Baseball", "This password is too common. Please choose a less predictable one."],
  ];

  it("registration refuses passwords under 8 or over 128 characters and common ones, with a clear message", async () => {
    const before = await rowCount(t.app, users);
    for (const [password, message] of cases) {
      const res = await new Client(t.app, freshIp()).post("/api/auth/register", registration({ password }));
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ success: false, error: message });
    }
    expect(await rowCount(t.app, users)).toBe(before);
  });

  it("accepts exactly 8 and exactly 128 characters, with no composition rules", async () => {
    for (const password of ["qvmtlzpk", "z".repeat(128)]) {
      const res = await new Client(t.app, freshIp()).post("/api/auth/register", registration({ password }));
      expect(res.status, password).toBe(201);
    }
  });

  it("a password reset applies the same rules", async () => {
    const c = new Client(t.app);
    for (const [newPassword, message] of cases) {
      const res = await c.post("/api/auth/reset-password", { token: "C".repeat(43), newPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: message });
    }
  });
});
