import { APPLICATION_CHANGED_ELSEWHERE, APPLICATION_LIMIT_REACHED } from "@app/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patentApplications } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inventor = { name: "Ada Lovelace", address: "12 Analytical Row, London" };
/** Every tracked section filled: a complete application. */
const complete = {
  title: "Self-winding bicycle lamp",
  shortDescription: "A lamp powered by the wheel",
  claimsPriority: "no",
  federallySponsored: "yes",
  federalResearch: "Made with support from grant 123.",
  inventors: [inventor],
  abstract: "A lamp.",
  field: "Lighting.",
  background: "Lamps need batteries.",
  summary: "This one does not.",
  drawings: "FIG. 1 shows the lamp.",
  detailedDescription: "The lamp (10) has a dynamo (12).",
};
const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());

describe("patent applications", () => {
  it("creates, lists, loads, updates and deletes the owner's application, with the spec's reply fields", async () => {
    const c = await user();
    const created = await c.post("/api/patent-applications/save", { title: "Lamp", inventors: [inventor] });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.application.id).toBe(id);
    expect(created.body.data).toMatchObject({ title: "Lamp", status: "draft", version: 1 });
    expect((await c.get("/api/patent-applications/count")).body).toEqual({ success: true, count: 1 });
    const list = (await c.get("/api/patent-applications")).body.applications;
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["completedSections", "id", "shortDescription", "status", "title", "updatedAt"].sort(),
    );
    const loaded = (await c.get(`/api/patent-applications/${id}`)).body.application;
    expect(loaded.inventors).toEqual([{ ...inventor, citizenship: "", residence: "" }]);

    const updated = await c.request("PUT", `/api/patent-applications/${id}`, { ...complete, version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.application).toMatchObject({ title: complete.title, status: "complete", version: 2 });
    expect((await c.delete(`/api/patent-applications/${id}`)).body).toEqual({ success: true });
    expect((await c.get(`/api/patent-applications/${id}`)).status).toBe(404);
    expect((await c.get("/api/patent-applications/count")).body.count).toBe(0);
  });

  it("computes completedSections and status from the content, ignoring what the client claims", async () => {
    const c = await user();
    const claimed = await c.post("/api/patent-applications/save", {
      title: "Only a title",
      status: "complete",
      completedSections: { Title: true, Abstract: true, Field: true },
    });
    expect(claimed.body.data.status).toBe("draft");
    expect(claimed.body.data.completedSections).toMatchObject({ Title: true, Abstract: false, Field: false });
    const done = (await c.post("/api/patent-applications/save", complete)).body.data;
    expect(done.status).toBe("complete");
    expect(Object.values(done.completedSections)).toEqual(Array(10).fill(true));
    // A gate answered yes needs its text; unanswered is not complete.
    const gate = (await c.post("/api/patent-applications/save", { ...complete, claimsPriority: "yes" })).body.data;
    expect(gate.completedSections.CrossReference).toBe(false);
    expect(gate.status).toBe("draft");
  });

  it("another user's application answers 404 to every method, and nothing changes", async () => {
    const owner = await user();
    const id = (await owner.post("/api/patent-applications/save", { title: "Mine" })).body.data.id;
    const stranger = await user();
    expect((await stranger.get(`/api/patent-applications/${id}`)).status).toBe(404);
    expect(
      (await stranger.request("PUT", `/api/patent-applications/${id}`, { title: "Stolen", version: 1 })).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/patent-applications/${id}`)).status).toBe(404);
    expect((await stranger.get("/api/patent-applications")).body.applications).toEqual([]);
    expect((await stranger.get("/api/patent-applications/not-a-uuid")).status).toBe(404);
    expect((await owner.get(`/api/patent-applications/${id}`)).body.application).toMatchObject({
      title: "Mine",
      version: 1,
    });
    expect((await new Client(t.app).get("/api/patent-applications")).status).toBe(401);
  });

  it("10 parallel creates by one user leave exactly 5; the others get 409 with the limit's message", async () => {
    const c = await user();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => c.post("/api/patent-applications/save", { title: `Idea ${i}` })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.body).toEqual({ success: false, error: APPLICATION_LIMIT_REACHED });
      expect(r.body.error).toContain("maximum limit of 5 patent applications");
    }
    expect((await c.get("/api/patent-applications/count")).body.count).toBe(5);
  });

  it("a save based on an older version is refused with 409 and changes nothing", async () => {
    const c = await user();
    const id = (await c.post("/api/patent-applications/save", { title: "v1" })).body.data.id;
    expect((await c.request("PUT", `/api/patent-applications/${id}`, { title: "window A", version: 1 })).status).toBe(
      200,
    );
    const stale = await c.request("PUT", `/api/patent-applications/${id}`, { title: "window B", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, error: APPLICATION_CHANGED_ELSEWHERE });
    expect((await c.get(`/api/patent-applications/${id}`)).body.application).toMatchObject({
      title: "window A",
      version: 2,
    });
  });

  it("refuses invalid saves with a clear message and stores nothing", async () => {
    const c = await user();
    const before = (await t.app.db.select().from(patentApplications)).length;
    const bad = [
      { title: 12 },
      { inventors: Array(21).fill(inventor) },
      { title: "x".repeat(501) },
      { claimsPriority: "maybe" },
      { title: "ok", isAdmin: true },
    ];
    for (const body of bad) {
      const res = await c.post("/api/patent-applications/save", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(String(res.body.error).length).toBeGreaterThan(5);
    }
    const id = (await c.post("/api/patent-applications/save", { title: "kept" })).body.data.id;
    expect((await c.request("PUT", `/api/patent-applications/${id}`, { title: "no version" })).status).toBe(400);
    expect((await t.app.db.select().from(patentApplications)).length).toBe(before + 1);
    expect((await c.get(`/api/patent-applications/${id}`)).body.application.title).toBe("kept");
  });

  it("deleting the account deletes its applications", async () => {
    const owner = await seedUser(t.app);
    const c = await signedIn(t.app, owner, PASSWORD, freshIp());
    await c.post("/api/patent-applications/save", { title: "Gone with the account" });
    expect((await c.delete("/api/auth/delete-account", { email: owner.email, password: PASSWORD })).status).toBe(200);
    expect(await t.app.db.select().from(patentApplications).where(eq(patentApplications.userId, owner.id))).toEqual([]);
  });
});
