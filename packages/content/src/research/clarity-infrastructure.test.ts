import { describe, expect, it } from "vitest";
import { articleWordCount } from "./article.js";
import { clarityInfrastructure as article } from "./clarity-infrastructure.js";

describe("Clarity as Infrastructure article", () => {
  it("is a long-form piece of roughly 2,500 to 3,500 words", () => {
    const words = articleWordCount(article);
    expect(words).toBeGreaterThanOrEqual(2500);
    expect(words).toBeLessThanOrEqual(3500);
  });

  it("gives every section a unique anchor for the table of contents", () => {
    const ids = article.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("links to the PDF the server generates", () => {
    expect(article.pdfPath).toBe("/research/clarity-infrastructure.pdf");
  });

  it("keeps the title plain ASCII, so the PDF's document info carries it verbatim", () => {
    expect(article.title).toMatch(/^[\x20-\x7e]+$/);
  });
});
