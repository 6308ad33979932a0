import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("platform", () => {
  it("answers health and ready", async () => {
    const c = new Client(t.app);
    expect((await c.get("/api/health")).body).toEqual({ status: "ok" });
    expect((await c.get("/api/ready")).body).toMatchObject({ status: "ready" });
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await new Client(t.app).get("/api/docs/json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain("/api/events");
  });

  it("in production /api/docs is off unless API_DOCS=true", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    const opted = await createTestApp({ NODE_ENV: "production", API_DOCS: "true" });
    try {
      expect((await new Client(production.app).get("/api/docs/json")).status).toBe(404);
      expect((await new Client(production.app).get("/api/docs")).status).toBe(404);
      expect((await new Client(opted.app).get("/api/docs/json")).status).toBe(200);
    } finally {
      await Promise.all([production.close(), opted.close()]);
    }
  });

  it("an unknown API route answers 404 in the reply shape", async () => {
    const res = await new Client(t.app).get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it("a state-changing request with a foreign or missing Origin is refused with 403", async () => {
    const c = new Client(t.app);
    const foreign = await c.request("POST", "/api/events", { name: "page_view" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const missing = await t.app.inject({ method: "POST", url: "/api/events", payload: { name: "page_view" } });
    expect(missing.statusCode).toBe(403);
  });

  it("a JSON route refuses another content type with 415", async () => {
    const res = await new Client(t.app).request("POST", "/api/events", "name=page_view", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    const plain = await new Client(t.app).request("POST", "/api/events", "hello", { "content-type": "text/plain" });
    expect(plain.status).toBe(415);
  });

  it("an oversized body is refused with 413 and the shared reply shape", async () => {
    const res = await new Client(t.app).post("/api/events", { name: "page_view", page: "x".repeat(300_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: "Request body is too large" });
  });

  it("the audit log refuses UPDATE and DELETE", async () => {
    await t.app.audit(null, { action: "test.row", outcome: "ok" });
    const cause = (q: Promise<unknown>) =>
      q.then(
        () => "no error",
        (e: Error) => String((e.cause as Error)?.message),
      );
    expect(await cause(t.app.db.execute(sql`update audit_log set action = 'x'`))).toMatch(/append-only/);
    expect(await cause(t.app.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await cause(t.app.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });

  it("sends security headers, Referrer-Policy no-referrer among them", async () => {
    const res = await new Client(t.app).get("/api/health");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the same security headers on every API reply, errors included: nothing may load, frame or sniff it", async () => {
    const c = new Client(t.app);
    for (const path of ["/api/health", "/api/no-such-route", "/api/auth/session"]) {
      const res = await c.get(path);
      expect(res.headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], path).toBe("DENY");
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["referrer-policy"], path).toBe("no-referrer");
      expect(res.headers["cross-origin-resource-policy"], path).toBe("same-origin");
      // HSTS only where cookies are Secure (an https APP_URL); the test app runs on http.
      expect(res.headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  it("sends helmet's full set on pages and the OpenAPI page, and HSTS over https", async () => {
    const c = new Client(t.app);
    for (const path of ["/api/docs", "/no-such-page.txt"]) {
      const res = await c.get(path);
      expect(res.headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(res.headers["referrer-policy"], path).toBe("no-referrer");
    }
    const https = await createTestApp({ APP_URL: "https://clarity.example.com" });
    try {
      for (const path of ["/api/health", "/no-such-page.txt"]) {
        const res = await https.app.inject({ url: path });
        expect(res.headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
      }
    } finally {
      await https.close();
    }
  });
});

describe("events", () => {
  it("stores a page_view", async () => {
    const res = await new Client(t.app).post("/api/events", { name: "page_view", page: "/about" });
    expect(res.body).toEqual({ success: true });
    const [row] = await t.app.db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.page, "/about"));
    expect(row?.n).toBe(1);
  });

  it("refuses unknown fields, unknown names and wrong types with 400 and stores nothing", async () => {
    const c = new Client(t.app);
    for (const body of [{ name: "page_view", extra: 1 }, { name: "nope" }, { name: 5 }, {}]) {
      const res = await c.post("/api/events", body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.error).toBe("string");
    }
    const [row] = await t.app.db.select({ n: count() }).from(analyticsEvents).where(isNull(analyticsEvents.page));
    expect(row?.n).toBe(0);
  });

  it("limits events per IP with 429 and Retry-After", async () => {
    const c = new Client(t.app, "10.9.9.9");
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await c.post("/api/events", { name: "page_view", page: "/x" })).status;
    expect(last).toBe(429);
  });
});

describe("the single-page app", () => {
  it("serves the page at /, at client routes, its assets, and 404s for missing files and API routes", async () => {
    const web = mkdtempSync(join(tmpdir(), "clarity-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Clarity</title><div id=root></div>");
    writeFileSync(join(web, "assets", "app-1234.js"), "console.log(1)");
    const spa = await createTestApp({ WEB_DIST: web });
    try {
      const c = new Client(spa.app);
      for (const path of ["/", "/about", "/patent-buddy/wizard/abc"]) {
        const res = await c.get(path);
        expect(res.status, path).toBe(200);
        expect(String(res.headers["content-type"]), path).toContain("text/html");
        expect(res.headers["cache-control"], path).toBe("no-cache");
      }
      const asset = await c.get("/assets/app-1234.js");
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect((await c.get("/assets/missing.js")).status).toBe(404);
      expect((await c.get("/api/missing")).status).toBe(404);
      expect((await c.post("/about", {})).status).toBe(404);
    } finally {
      await spa.close();
    }
  });

  it("sends the build's precompressed files to clients that accept them, and the plain files otherwise", async () => {
    const web = mkdtempSync(join(tmpdir(), "clarity-web-"));
    mkdirSync(join(web, "assets"));
    const page = "<!doctype html><title>Clarity</title><div id=root></div>";
    writeFileSync(join(web, "index.html"), page);
    writeFileSync(join(web, "index.html.br"), brotliCompressSync(page));
    writeFileSync(join(web, "assets", "app-1234.js"), "console.log(1)");
    writeFileSync(join(web, "assets", "app-1234.js.gz"), gzipSync("console.log(1)"));
    const spa = await createTestApp({ WEB_DIST: web });
    try {
      const c = new Client(spa.app);
      for (const path of ["/", "/about"]) {
        const br = await c.request("GET", path, undefined, { "accept-encoding": "gzip, br" });
        expect(br.headers["content-encoding"], path).toBe("br");
        expect(br.headers["content-type"], path).toContain("text/html");
        expect(br.headers["cache-control"], path).toBe("no-cache");
        const plain = await c.get(path);
        expect(plain.headers["content-encoding"], path).toBeUndefined();
        expect(plain.body, path).toBe(page);
      }
      const gz = await c.request("GET", "/assets/app-1234.js", undefined, { "accept-encoding": "gzip, br" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.headers.vary).toContain("accept-encoding");
      expect(gz.headers["cache-control"]).toContain("immutable");
      expect((await c.get("/assets/app-1234.js")).body).toBe("console.log(1)");
    } finally {
      await spa.close();
    }
  });
});
