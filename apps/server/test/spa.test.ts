import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";

const PAGE = "<!doctype html><title>Clarity</title><div id=root></div>";
const HOME = "<!doctype html><title>Clarity</title><div id=root inert><h1>Home</h1></div>";
const ANALYZER = "<!doctype html><title>Clarity</title><div id=root inert><h1>Argument Analyzer</h1></div>";

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), "clarity-web-"));
  mkdirSync(join(web, "assets"));
  writeFileSync(join(web, "index.html"), PAGE);
  writeFileSync(join(web, "index.html.br"), brotliCompressSync(PAGE));
  mkdirSync(join(web, "pages"));
  writeFileSync(join(web, "pages", "index.html"), HOME);
  writeFileSync(join(web, "pages", "index.html.br"), brotliCompressSync(HOME));
  writeFileSync(join(web, "pages", "analyzer.html"), ANALYZER);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

describe("the single-page app's status codes", () => {
  it("an unknown address answers 404 with the web page, which shows its not-found screen", async () => {
    for (const path of ["/no-such-page", "/about/more", "/blog/a/b", "/patent-buddy/nope", "/no-such-page?x=1"]) {
      const res = await new Client(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(String(res.headers["content-type"]), path).toContain("text/html");
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.body, path).toBe(PAGE);
    }
  });

  it("the 404 page is sent precompressed too", async () => {
    const res = await new Client(t.app).request("GET", "/no-such-page", undefined, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("the pages the build pre-rendered are sent instead of the empty page", async () => {
    const c = new Client(t.app);
    const home = await c.get("/");
    expect(home.status).toBe(200);
    expect(home.body).toBe(HOME);
    expect(home.headers["cache-control"]).toBe("no-cache");
    const compressed = await c.request("GET", "/", undefined, { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    const analyzer = await c.get("/analyzer?x=1");
    expect(analyzer.status).toBe(200);
    expect(String(analyzer.headers["content-type"])).toContain("text/html");
    expect(analyzer.body).toBe(ANALYZER);
    expect((await c.get("/about")).body).toBe(PAGE);
  });

  it("every page of the web app answers 200, parameters standing for one segment", async () => {
    const pages = [
      "/",
      "/analyzer",
      "/about",
      "/founder",
      "/research/clarity-infrastructure",
      "/patent-audit-thanks",
      "/patent-applications",
      "/patent-buddy",
      "/patent-buddy/search",
      "/patent-buddy/analysis",
      "/patent-buddy/citations",
      "/patent-buddy/api-config",
      "/patent-buddy/wizard",
      "/patent-buddy/wizard/00000000-0000-4000-8000-000000000000",
      "/dashboard",
      "/profile",
      "/admin",
      "/blog",
      "/blog/some-slug",
      "/settings",
      "/login",
      "/forgot-password",
      "/reset-password?token=abc",
      "/verify-email",
      "/verify?token=abc",
      "/verify-email-change",
      "/setup?token=abc",
      "/analysis/00000000-0000-4000-8000-000000000000",
      "/Analyzer",
      "/about/",
    ];
    for (const path of pages) {
      const res = await new Client(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(String(res.headers["content-type"]), path).toContain("text/html");
      expect(res.body, path).toBe(path === "/" ? HOME : path.startsWith("/analyzer") ? ANALYZER : PAGE);
    }
  });

  it("an unknown API path still answers the JSON 404", async () => {
    const res = await new Client(t.app).get("/api/nope");
    expect(res.status).toBe(404);
    expect(String(res.headers["content-type"])).toContain("application/json");
    expect(res.body).toEqual({ success: false, error: "Route GET /api/nope not found" });
  });
});
