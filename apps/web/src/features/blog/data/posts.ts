import { articleWordCount, clarityInfrastructure } from "@app/content";
import { type BlogPost, blockTexts, readingMinutes } from "./post";
import { correlationCausation } from "./posts/correlation-causation";
import { hiddenAssumptions } from "./posts/hidden-assumptions";
import { necessaryVsSufficient } from "./posts/necessary-vs-sufficient";

export const POSTS: BlogPost[] = [correlationCausation, necessaryVsSufficient, hiddenAssumptions];

/** One entry of the blog list: a post here, or an article that lives elsewhere on the site. */
export interface BlogListing {
  href: string;
  title: string;
  date: string;
  dateLabel: string;
  summary: string;
  kind: string;
  readingMinutes: number;
}

const dateLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

const research: BlogListing = {
  href: `/research/${clarityInfrastructure.slug}`,
  title: clarityInfrastructure.title,
  date: clarityInfrastructure.date,
  dateLabel: clarityInfrastructure.dateLabel,
  summary: clarityInfrastructure.subtitle,
  kind: "Research",
  readingMinutes: Math.max(1, Math.round(articleWordCount(clarityInfrastructure) / 230)),
};

/** Newest first. */
export const LISTINGS: BlogListing[] = [
  research,
  ...POSTS.map((post) => ({
    href: `/blog/${post.slug}`,
    title: post.title,
    date: post.date,
    dateLabel: dateLabel(post.date),
    summary: post.summary,
    kind: post.tags[0] ?? "Article",
    readingMinutes: readingMinutes(blockTexts(post.blocks)),
  })),
].sort((a, b) => b.date.localeCompare(a.date));

export const findPost = (slug: string | undefined) => POSTS.find((post) => post.slug === slug);
export { dateLabel as postDateLabel };
