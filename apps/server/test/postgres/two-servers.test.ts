import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.js";
import { cloneTemplateDatabase } from "../helpers/postgres.js";
import { PASSWORD, seedUser } from "../helpers/users.js";
import { HttpClient, requirePostgres, type ServerProcess, startServerProcess } from "./servers.js";

// SECURITY.md 6 with each server keeping its own session cache: what one server does to a session or a user, the
// other sees on the very next request it answers after the database has told it (NOTIFY).
let a: ServerProcess;
let b: ServerProcess;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const { url } = requirePostgres();
  const clone = await cloneTemplateDatabase(url);
  drop = clone.drop;
  database = await openDatabase({ url: clone.url });
  [a, b] = await Promise.all([startServerProcess(clone.url), startServerProcess(clone.url)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await drop?.();
});

const seed = (opts: Parameters<typeof seedUser>[1] = {}) =>
  seedUser({ db: database.db } as unknown as FastifyInstance, opts);

async function signIn(server: ServerProcess, email: string) {
  const c = new HttpClient(server.url);
  const res = await c.request("POST", "/api/auth/login", { email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}
const whoAmI = async (c: HttpClient) =>
  ((await c.request("GET", "/api/auth/session")).body?.user ?? null) as {
    email: string;
  } | null;

/** Until the other server has heard: NOTIFY travels on its own connection, within milliseconds. */
const soon = { timeout: 2_000, interval: 10 };

describe("SECURITY 6 across two servers sharing one PostgreSQL", () => {
  it("a session signed in on one server is known to the other, and signing out on one ends it on both", async () => {
    const user = await seed();
    const onA = await signIn(a, user.email);
    const onB = onA.on(b.url);
    expect((await whoAmI(onB))?.email).toBe(user.email);
    expect((await whoAmI(onA))?.email).toBe(user.email);
    const stale = onA.on(a.url);
    await onA.request("POST", "/api/auth/logout");
    await expect.poll(() => whoAmI(onB), soon).toBeNull();
    expect(await whoAmI(stale)).toBeNull();
  });

  it("blocking a user on one server ends their session on the other at once", async () => {
    const user = await seed();
    const admin = await seed({ isAdmin: true });
    const userOnB = (await signIn(a, user.email)).on(b.url);
    expect((await whoAmI(userOnB))?.email).toBe(user.email);
    const adminOnA = await signIn(a, admin.email);
    const blocked = await adminOnA.request("POST", "/api/admin/toggle-status", { userId: user.id, blocked: true });
    expect(blocked.status).toBe(200);
    await expect.poll(() => whoAmI(userOnB), soon).toBeNull();
    expect((await userOnB.request("GET", "/api/analysis/history")).status).toBe(401);
  });

  it("deleting a user on one server ends their session on the other", async () => {
    const user = await seed();
    const admin = await seed({ isAdmin: true });
    const userOnB = (await signIn(a, user.email)).on(b.url);
    expect((await whoAmI(userOnB))?.email).toBe(user.email);
    const adminOnA = await signIn(a, admin.email);
    expect((await adminOnA.request("DELETE", "/api/admin/delete-user", { userId: user.id })).status).toBe(200);
    await expect.poll(() => whoAmI(userOnB), soon).toBeNull();
  });

  it("an e-mail change requested on one server shows as pending on the other", async () => {
    const user = await seed();
    const onA = await signIn(a, user.email);
    const onB = onA.on(b.url);
    expect((await onB.request("GET", "/api/auth/session")).body).toMatchObject({ user: { pendingEmail: null } });
    const newEmail = `moved-${user.email}`;
    const asked = await onA.request("POST", "/api/auth/change-email", {
      currentEmail: user.email,
      newEmail,
      password: PASSWORD,
    });
    expect(asked.status).toBe(200);
    await expect
      .poll(
        async () =>
          ((await onB.request("GET", "/api/auth/session")).body?.user as { pendingEmail: string })?.pendingEmail,
        soon,
      )
      .toBe(newEmail);
  });

  it("an analysis saved or deleted on one server is in or out of the history the other shows", async () => {
    const user = await seed();
    const onA = await signIn(a, user.email);
    const onB = onA.on(b.url);
    const history = async () =>
      ((await onB.request("GET", "/api/analysis/history")).body?.history as unknown[] | undefined)?.length;
    expect(await history()).toBe(0);
    const argument = "Every bird has feathers, so a penguin has feathers.";
    const analysed = await onA.request("POST", "/api/analysis/analyze", { argument });
    const saved = await onA.request("POST", "/api/analysis/save", {
      originalArgument: argument,
      processedAnalysis: analysed.body?.analysisResults,
    });
    expect(saved.status).toBe(201);
    await expect.poll(history, soon).toBe(1);
    await onA.request("DELETE", "/api/analysis/delete", { analysisId: saved.body?.id });
    await expect.poll(history, soon).toBe(0);
  });

  it("an admin demoted on one server loses admin rights on the other", async () => {
    const boss = await seed({ isAdmin: true, isSuperUser: true });
    const admin = await seed({ isAdmin: true });
    const adminOnB = (await signIn(a, admin.email)).on(b.url);
    expect((await adminOnB.request("GET", "/api/admin/users")).status).toBe(200);
    const bossOnA = await signIn(a, boss.email);
    const demoted = await bossOnA.request("POST", "/api/admin/toggle-admin", { userId: admin.id, isAdmin: false });
    expect(demoted.status).toBe(200);
    await expect.poll(async () => (await adminOnB.request("GET", "/api/admin/users")).status, soon).toBe(403);
  });
});
