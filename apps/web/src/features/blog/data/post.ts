import type { ArticleBlock } from "@app/content";

/** A short blog post stored as data, rendered by the blog's own pages. Blocks share the research article's shape. */
export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  summary: string;
  tags: string[];
  blocks: ArticleBlock[];
}

export const p = (text: string): ArticleBlock => ({ kind: "paragraph", text });
export const h = (text: string): ArticleBlock => ({ kind: "subheading", text });
export const quote = (text: string): ArticleBlock => ({ kind: "quote", text });
export const list = (items: string[], ordered = false): ArticleBlock => ({ kind: "list", ordered, items });

/** Whole minutes at about 230 words a minute, never less than one. */
export function readingMinutes(texts: string[]): number {
  const words = texts.join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}

export const blockTexts = (blocks: ArticleBlock[]) => blocks.flatMap((b) => (b.kind === "list" ? b.items : [b.text]));
