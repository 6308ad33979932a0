import { clarityInfrastructure } from "@app/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchPdf = () => t.app.inject({ method: "GET", url: "/research/clarity-infrastructure.pdf" });

describe("research PDF (spec 001 §2 Static pages)", () => {
  it("GET /research/clarity-infrastructure.pdf answers a real PDF, shown inline", async () => {
    const res = await fetchPdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="clarity-infrastructure.pdf"');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  it("the PDF carries the article title in its document info", async () => {
    const text = (await fetchPdf()).rawPayload.toString("latin1");
    expect(clarityInfrastructure.title).toBe("Clarity as Infrastructure: Toward a Logical Web");
    // pdfkit writes the info strings as uncompressed literal objects, whatever the stream compression.
    expect(text).toMatch(/\/Title \d+ 0 R/);
    expect(text).toContain(`(${clarityInfrastructure.title})`);
  });

  it("the article spans several pages, each counted", async () => {
    const text = (await fetchPdf()).rawPayload.toString("latin1");
    const pages = text.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(5);
  });

  it("is generated once and served from memory afterwards", async () => {
    const first = (await fetchPdf()).rawPayload;
    const second = (await fetchPdf()).rawPayload;
    expect(second.equals(first)).toBe(true);
  });

  it("is served at the root, not under /api", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/research/clarity-infrastructure.pdf" });
    expect(res.statusCode).toBe(404);
  });
});
