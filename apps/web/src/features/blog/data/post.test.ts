import { describe, expect, it } from "vitest";
import { blockTexts, readingMinutes } from "./post";
import { findPost, LISTINGS, POSTS } from "./posts";

describe("blog data", () => {
  it("lists the research article and every post, newest first, each with a title, date and summary", () => {
    expect(LISTINGS.map((l) => l.href)).toContain("/research/clarity-infrastructure");
    expect(LISTINGS).toHaveLength(POSTS.length + 1);
    const dates = LISTINGS.map((l) => l.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const l of LISTINGS) {
      expect(l.title.length).toBeGreaterThan(0);
      expect(l.summary.length).toBeGreaterThan(0);
      expect(l.dateLabel).toMatch(/\d{4}/);
    }
  });

  it("gives each post a unique slug that findPost resolves", () => {
    const slugs = POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(findPost(slug)?.slug).toBe(slug);
    expect(findPost("nope")).toBeUndefined();
  });

  it("estimates reading time at about 230 words a minute, at least one", () => {
    expect(readingMinutes(["word"])).toBe(1);
    expect(readingMinutes(Array(460).fill("word"))).toBe(2);
    expect(
      blockTexts([
        { kind: "list", ordered: false, items: ["a", "b"] },
        { kind: "paragraph", text: "c" },
      ]),
    ).toEqual(["a", "b", "c"]);
  });
});
