import {
  APPLICATION_CHANGED_ELSEWHERE,
  APPLICATION_NOT_FOUND,
  ApplicationFields,
  IMAGE_LIMIT_REACHED,
  IMAGE_MAX_BYTES,
  IMAGE_NOT_FOUND,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_REFUSED,
} from "@app/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationImages, imageBlobs, patentApplications } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { fetchImage, sample, type UploadFile, upload } from "./helpers/images.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
const pngs = (n: number): UploadFile[] =>
  Array.from({ length: n }, (_, i) => ({ name: `f${i}.png`, bytes: sample.png() }));

/** Image rows and bytes rows of one user: what "nothing stored" and "deleted" are checked against. */
async function stored(userId?: string) {
  const rows = await t.app.db
    .select()
    .from(applicationImages)
    .where(userId ? eq(applicationImages.userId, userId) : undefined);
  const keys = rows.map((r) => r.storageKey);
  const blobs = keys.length ? await t.app.db.select().from(imageBlobs).where(inArray(imageBlobs.storageKey, keys)) : [];
  return { rows, blobs: blobs.length };
}
const blobCount = async (keys: string[]) =>
  (await t.app.db.select().from(imageBlobs).where(inArray(imageBlobs.storageKey, keys))).length;
const keysOf = async (ids: string[]) =>
  (await t.app.db.select().from(applicationImages).where(inArray(applicationImages.id, ids))).map((r) => r.storageKey);
const userIdOf = async (c: Client) => (await c.get("/api/auth/session")).body.user.id as string;

describe("uploading images", () => {
  it("stores several images at once and serves each byte for byte with its type, nosniff and a private cache", async () => {
    const c = await user();
    const files = [
      { name: "  Figure 1.png ", bytes: sample.png(2_000) },
      { name: "Figure 2.jpg", bytes: sample.jpeg(3_000), type: "image/jpeg" },
      { name: "Figure 3.webp", bytes: sample.webp(), type: "image/webp" },
      // The declared type is ignored: the bytes say GIF.
      { name: "Figure 4.gif", bytes: sample.gif(), type: "application/octet-stream" },
    ];
    const res = await upload(c, "draft", files);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const images = res.body.images;
    expect(images.map((i: { name: string }) => i.name)).toEqual([
      "Figure 1.png",
      "Figure 2.jpg",
      "Figure 3.webp",
      "Figure 4.gif",
    ]);
    expect(images.map((i: { contentType: string }) => i.contentType)).toEqual([
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/gif",
    ]);
    for (const [i, image] of images.entries()) {
      expect(image.url).toBe(`/api/patent-applications/images/${image.id}`);
      expect(image.size).toBe(files[i]?.bytes.length);
      const got = await fetchImage(c, image.url);
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.body, files[i]?.bytes as Buffer)).toBe(0);
      expect(got.headers["content-type"]).toBe(image.contentType);
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(got.headers["cache-control"]).toBe("private, max-age=3600");
      expect(got.headers["content-disposition"]).toMatch(/^inline; filename="[A-Za-z0-9._-]+"$/);
    }
    // Stored under a key of its own: user, draft, a timestamp and random part, the cleaned file name.
    const [row] = (await stored(await userIdOf(c))).rows.filter((r) => r.id === images[0].id);
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}\/draft\/\d+_[0-9a-f]{16}_Figure_1\.png$/);
  });

  it("refuses a text file named .png and an SVG with 415, and stores nothing of the batch", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bad of [
      { name: "notes.png", bytes: Buffer.from("just text, named like an image") },
      { name: "drawing.svg", bytes: svg, type: "image/svg+xml" },
      { name: "drawing.png", bytes: svg },
    ]) {
      const res = await upload(c, "draft", [{ name: "ok.png", bytes: sample.png() }, bad]);
      expect(res.status, bad.name).toBe(415);
      expect(res.body).toEqual({ success: false, error: IMAGE_TYPE_REFUSED });
    }
    expect(await stored(userId)).toEqual({ rows: [], blobs: 0 });
  });

  it("takes a file of exactly 5 MB and refuses 5 MB + 1 byte with 413, storing nothing of the batch", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const tooLarge = await upload(c, "draft", [
      { name: "small.png", bytes: sample.png() },
      { name: "large.png", bytes: sample.png(IMAGE_MAX_BYTES + 1) },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ success: false, error: IMAGE_TOO_LARGE });
    expect(await stored(userId)).toEqual({ rows: [], blobs: 0 });
    const exact = await upload(c, "draft", [{ name: "exact.png", bytes: sample.png(IMAGE_MAX_BYTES) }]);
    expect(exact.status).toBe(201);
    expect(exact.body.images[0].size).toBe(IMAGE_MAX_BYTES);
  });

  it("refuses more than 20 images for one application with 409, at once or added to those it has", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const atOnce = await upload(c, "draft", pngs(21));
    expect(atOnce.status).toBe(409);
    expect(atOnce.body).toEqual({ success: false, error: IMAGE_LIMIT_REACHED });
    expect((await stored(userId)).rows).toEqual([]);

    const id = (await c.post("/api/patent-applications/save", { title: "Lamp" })).body.data.id;
    expect((await upload(c, id, pngs(15))).status).toBe(201);
    expect((await upload(c, id, pngs(6))).status).toBe(409);
    expect((await upload(c, id, pngs(5))).status).toBe(201);
    expect((await upload(c, id, pngs(1))).body).toEqual({ success: false, error: IMAGE_LIMIT_REACHED });
    const { rows, blobs } = await stored(userId);
    expect(rows).toHaveLength(20);
    expect(blobs).toBe(20);
  });

  it("10 parallel uploads of 3 images to one application leave 18, never more than 20", async () => {
    const c = await user();
    const id = (await c.post("/api/patent-applications/save", { title: "Lamp" })).body.data.id;
    const replies = await Promise.all(Array.from({ length: 10 }, () => upload(c, id, pngs(3))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(6);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await stored(await userIdOf(c))).rows).toHaveLength(18);
  });

  it("keeps the file name as sent, without control characters, and a storage key of safe characters only", async () => {
    const c = await user();
    const [image] = (await upload(c, "draft", [{ name: "Fig\u0000 1 <é>.png", bytes: sample.png() }])).body.images;
    expect(image.name).toBe("Fig 1 <é>.png");
    const [row] = (await stored(await userIdOf(c))).rows;
    expect(row?.storageKey).toMatch(/_Fig_1_.{1,4}\.png$/);
    expect(row?.storageKey).toMatch(/^[A-Za-z0-9._/-]+$/);
  });

  it("refuses a request that is not multipart with 415 and one without a file with 400", async () => {
    const c = await user();
    const json = await c.post("/api/patent-applications/draft/images", { images: [] });
    expect(json.status).toBe(415);
    expect((await upload(c, "draft", [])).status).toBe(400);
  });
});

describe("images are the owner's only", () => {
  it("another user's image answers 404, their application cannot receive uploads, and signed out is 401", async () => {
    const owner = await user();
    const id = (await owner.post("/api/patent-applications/save", { title: "Mine" })).body.data.id;
    const [image] = (await upload(owner, id, pngs(1))).body.images;
    const stranger = await user();
    const got = await fetchImage(stranger, image.url);
    expect(got.status).toBe(404);
    expect(JSON.parse(got.body.toString())).toEqual({ success: false, error: IMAGE_NOT_FOUND });
    expect((await fetchImage(stranger, "/api/patent-applications/images/not-a-uuid")).status).toBe(404);
    const intoTheirs = await upload(stranger, id, pngs(1));
    expect(intoTheirs.status).toBe(404);
    expect(intoTheirs.body).toEqual({ success: false, error: APPLICATION_NOT_FOUND });
    expect((await upload(stranger, "not-a-uuid", pngs(1))).status).toBe(404);
    expect((await stored(await userIdOf(stranger))).rows).toEqual([]);

    const anonymous = new Client(t.app);
    expect((await fetchImage(anonymous, image.url)).status).toBe(401);
    expect((await upload(anonymous, "draft", pngs(1))).status).toBe(401);
    expect((await fetchImage(owner, image.url)).status).toBe(200);
  });

  it("an upload with a missing or foreign Origin is refused with 403 and stores nothing", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const { body, contentType } = (await import("./helpers/images.js")).multipart(pngs(1));
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/patent-applications/draft/images",
      headers: { cookie: c.cookie as string, "content-type": contentType },
      payload: body,
    });
    expect(missing.statusCode).toBe(403);
    expect((await upload(c, "draft", pngs(1), { origin: "https://evil.example" })).status).toBe(403);
    expect((await stored(userId)).rows).toEqual([]);
  });
});

describe("saves attach and delete images", () => {
  it("a create attaches the draft images it lists, in the client's order with the client's names", async () => {
    const c = await user();
    const [a, b] = (await upload(c, "draft", pngs(2))).body.images;
    const other = await user();
    const [foreign] = (await upload(other, "draft", pngs(1))).body.images;
    const lied = { ...b, name: "Exploded view.png", size: 1, contentType: "image/gif" };
    const created = await c.post("/api/patent-applications/save", {
      title: "Lamp",
      images: [lied, a, foreign, a],
    });
    expect(created.status).toBe(201);
    const app = created.body.data;
    // Size and type from what was stored; the name and the order from the client; others' and repeats dropped.
    expect(app.images).toEqual([{ ...b, name: "Exploded view.png" }, a]);
    expect((await c.get(`/api/patent-applications/${app.id}`)).body.application.images).toEqual(app.images);
    const rows = await t.app.db
      .select()
      .from(applicationImages)
      .where(inArray(applicationImages.id, [a.id, b.id]));
    expect(rows.map((r) => r.applicationId)).toEqual([app.id, app.id]);
    const [foreignRow] = await t.app.db.select().from(applicationImages).where(eq(applicationImages.id, foreign.id));
    expect(foreignRow?.applicationId).toBeNull();
    expect((await fetchImage(other, foreign.url)).status).toBe(200);
  });

  it("an image of another application of the same user is not moved by a save", async () => {
    const c = await user();
    const first = (await c.post("/api/patent-applications/save", { title: "First" })).body.data.id;
    const [image] = (await upload(c, first, pngs(1))).body.images;
    const second = await c.post("/api/patent-applications/save", { title: "Second", images: [image] });
    expect(second.body.data.images).toEqual([]);
    const [row] = await t.app.db.select().from(applicationImages).where(eq(applicationImages.id, image.id));
    expect(row?.applicationId).toBe(first);
  });

  it("an update that no longer lists an image deletes it and its bytes; images uploaded to it are kept when listed", async () => {
    const c = await user();
    const [a, b] = (await upload(c, "draft", pngs(2))).body.images;
    const id = (await c.post("/api/patent-applications/save", { title: "Lamp", images: [a, b] })).body.data.id;
    const [added] = (await upload(c, id, pngs(1))).body.images;
    const keys = await keysOf([a.id]);
    const updated = await c.request("PUT", `/api/patent-applications/${id}`, {
      title: "Lamp",
      images: [added, b],
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.application.images).toEqual([added, b]);
    expect((await fetchImage(c, a.url)).status).toBe(404);
    expect(await blobCount(keys)).toBe(0);
    expect((await fetchImage(c, b.url)).status).toBe(200);
    expect((await fetchImage(c, added.url)).status).toBe(200);
  });

  it("a stale save (409) changes nothing, images included", async () => {
    const c = await user();
    const [kept] = (await upload(c, "draft", pngs(1))).body.images;
    const id = (await c.post("/api/patent-applications/save", { title: "v1", images: [kept] })).body.data.id;
    expect(
      (await c.request("PUT", `/api/patent-applications/${id}`, { title: "v2", images: [kept], version: 1 })).status,
    ).toBe(200);
    const [draft] = (await upload(c, "draft", pngs(1))).body.images;
    const stale = await c.request("PUT", `/api/patent-applications/${id}`, {
      title: "stale",
      images: [draft],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, error: APPLICATION_CHANGED_ELSEWHERE });
    const [keptRow, draftRow] = await Promise.all(
      [kept.id, draft.id].map(async (imageId) => {
        const [row] = await t.app.db.select().from(applicationImages).where(eq(applicationImages.id, imageId));
        return row;
      }),
    );
    expect(keptRow?.applicationId).toBe(id);
    expect(draftRow?.applicationId).toBeNull();
    expect((await fetchImage(c, kept.url)).status).toBe(200);
    expect((await c.get(`/api/patent-applications/${id}`)).body.application).toMatchObject({
      title: "v2",
      version: 2,
      images: [kept],
    });
  });

  it("a refused save (400) changes nothing, images included", async () => {
    const c = await user();
    const [image] = (await upload(c, "draft", pngs(1))).body.images;
    const id = (await c.post("/api/patent-applications/save", { title: "v1", images: [image] })).body.data.id;
    const bad = await c.request("PUT", `/api/patent-applications/${id}`, {
      title: "x".repeat(501),
      images: [],
      version: 1,
    });
    expect(bad.status).toBe(400);
    expect((await fetchImage(c, image.url)).status).toBe(200);
    expect((await c.get(`/api/patent-applications/${id}`)).body.application.images).toEqual([image]);
  });

  it("an application saved before images existed loads with no images", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const { images: _none, title, shortDescription, ...content } = ApplicationFields.parse({ title: "Old" });
    const [row] = await t.app.db
      .insert(patentApplications)
      .values({ userId, title, shortDescription, content, completedSections: {}, status: "draft" })
      .returning();
    expect((await c.get(`/api/patent-applications/${row?.id}`)).body.application.images).toEqual([]);
  });
});

describe("images go with what holds them", () => {
  it("deleting the application deletes its images and their bytes", async () => {
    const c = await user();
    const [a, b] = (await upload(c, "draft", pngs(2))).body.images;
    const id = (await c.post("/api/patent-applications/save", { title: "Lamp", images: [a] })).body.data.id;
    const [unlisted] = (await upload(c, id, pngs(1))).body.images;
    const keys = await keysOf([a.id, unlisted.id]);
    expect((await c.delete(`/api/patent-applications/${id}`)).status).toBe(200);
    expect((await fetchImage(c, a.url)).status).toBe(404);
    expect((await fetchImage(c, unlisted.url)).status).toBe(404);
    expect(await blobCount(keys)).toBe(0);
    // The draft image no save listed is not the application's.
    expect((await fetchImage(c, b.url)).status).toBe(200);
  });

  it("deleting the account deletes its applications, images and bytes", async () => {
    const owner = await seedUser(t.app);
    const c = await signedIn(t.app, owner, PASSWORD, freshIp());
    const [a] = (await upload(c, "draft", pngs(2))).body.images;
    await c.post("/api/patent-applications/save", { title: "Lamp", images: [a] });
    expect((await stored(owner.id)).blobs).toBe(2);
    const keys = (await stored(owner.id)).rows.map((r) => r.storageKey);
    expect((await c.delete("/api/auth/delete-account", { email: owner.email, password: PASSWORD })).status).toBe(200);
    expect(await t.app.db.select().from(patentApplications).where(eq(patentApplications.userId, owner.id))).toEqual([]);
    expect(await stored(owner.id)).toEqual({ rows: [], blobs: 0 });
    expect(await blobCount(keys)).toBe(0);
  });

  it("draft images no save claimed within 24 hours are deleted at the user's next upload", async () => {
    const c = await user();
    const userId = await userIdOf(c);
    const [old, recent] = (await upload(c, "draft", pngs(2))).body.images;
    const id = (await c.post("/api/patent-applications/save", { title: "Lamp", images: [recent] })).body.data.id;
    const [abandoned] = (await upload(c, "draft", pngs(1))).body.images;
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1_000);
    await t.app.db.update(applicationImages).set({ createdAt: dayAgo }).where(eq(applicationImages.userId, userId));
    const keys = await keysOf([old.id, abandoned.id]);
    expect((await upload(c, id, pngs(1))).status).toBe(201);
    expect((await fetchImage(c, old.url)).status).toBe(404);
    expect((await fetchImage(c, abandoned.url)).status).toBe(404);
    expect(await blobCount(keys)).toBe(0);
    // An attached image is the application's, however old.
    expect((await fetchImage(c, recent.url)).status).toBe(200);
  });
});
