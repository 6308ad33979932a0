/**
 * A long-form article stored once as data, so the web page and the PDF
 * render the same words and cannot drift apart.
 */
export type ArticleBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "quote"; text: string };

export interface ArticleSection {
  /** Stable anchor used by the table of contents. */
  id: string;
  heading: string;
  blocks: ArticleBlock[];
}

export interface Article {
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** Human-readable form of `date`, identical on the page and in the PDF. */
  dateLabel: string;
  kind: string;
  abstract: string;
  pdfPath: string;
  sections: ArticleSection[];
}

/** Words in the article body, for reading-time estimates and sanity checks. */
export function articleWordCount(article: Article): number {
  const texts: string[] = [article.abstract];
  for (const section of article.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === "list") texts.push(...block.items);
      else texts.push(block.text);
    }
  }
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}
