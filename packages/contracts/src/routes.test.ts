import { describe, expect, it } from "vitest";
import { isPagePath } from "./routes.js";

describe("isPagePath", () => {
  it("knows the home page and the pages of the route table", () => {
    for (const path of ["/", "/analyzer", "/research/clarity-infrastructure", "/patent-buddy/wizard", "/setup"])
      expect(isPagePath(path), path).toBe(true);
  });

  it("matches a parameter with exactly one non-empty segment", () => {
    expect(isPagePath("/blog/some-slug")).toBe(true);
    expect(isPagePath("/patent-buddy/wizard/abc")).toBe(true);
    expect(isPagePath("/blog/a/b")).toBe(false);
    expect(isPagePath("/analysis")).toBe(false);
  });

  it("ignores case and a trailing slash, as the router does", () => {
    expect(isPagePath("/Analyzer")).toBe(true);
    expect(isPagePath("/about/")).toBe(true);
  });

  it("refuses any other path", () => {
    for (const path of ["/no-such-page", "/about/more", "/patent-buddy/nope", "/api", "/dashboards"])
      expect(isPagePath(path), path).toBe(false);
  });
});
