import type { ApplicationContent } from "@app/contracts";

/**
 * The wizard's live preview as a document model (spec 001 §9): a US provisional application laid out in
 * 37 CFR 1.77(b) order, without claims, its paragraphs numbered [0001], [0002], … as the USPTO asks.
 */
export const TITLE_PLACEHOLDER = "[TITLE OF THE INVENTION]";

/** The content's free-text fields. */
type TextField = {
  [K in keyof ApplicationContent]: ApplicationContent[K] extends string ? K : never;
}[keyof ApplicationContent];

export interface PreviewParagraph {
  /** "[0001]"; consecutive across the whole specification. */
  number: string;
  text: string;
}

export interface PreviewFigure {
  label: string; // "FIG. 1"
  caption: string; // "FIG. 1 — Side view"
  name: string;
  url: string;
}

export interface PreviewSection {
  key: TextField;
  heading: string;
  /** Empty when the section is blank: the preview shows a placeholder and it takes no number. */
  paragraphs: PreviewParagraph[];
}

export interface PreviewInventor {
  name: string;
  residence: string;
  citizenship: string;
}

export interface PreviewDocument {
  /** Uppercased, or TITLE_PLACEHOLDER when blank. */
  title: string;
  inventors: PreviewInventor[];
  sections: PreviewSection[];
  figures: PreviewFigure[];
  /** Unnumbered, on its own page at the end. */
  abstract: { heading: string; paragraphs: string[] };
  /** Labels for the incomplete-application warning. */
  missing: string[];
}

const blank = (s: string) => s.trim() === "";

/** Paragraphs are split at line breaks (one or more), so blank lines never make empty paragraphs. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n|\r/)
    .map((p) => p.trim())
    .filter(Boolean);

const REQUIRED: [TextField, string][] = [
  ["title", "Title"],
  ["abstract", "Abstract"],
  ["field", "Field"],
  ["background", "Background"],
  ["summary", "Summary"],
  ["detailedDescription", "Detailed Description"],
];

export function previewDocument(content: ApplicationContent, images: { name: string; url: string }[]): PreviewDocument {
  const body: [TextField, string, boolean][] = [
    ["crossReference", "CROSS-REFERENCE TO RELATED APPLICATIONS", content.claimsPriority === "yes"],
    [
      "federalResearch",
      "STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT",
      content.federallySponsored === "yes",
    ],
    ["field", "FIELD OF THE INVENTION", true],
    ["background", "BACKGROUND OF THE INVENTION", true],
    ["summary", "SUMMARY OF THE INVENTION", true],
    ["drawings", "BRIEF DESCRIPTION OF THE DRAWINGS", true],
    ["detailedDescription", "DETAILED DESCRIPTION OF THE INVENTION", true],
  ];
  let n = 0;
  const sections = body
    .filter(([, , shown]) => shown)
    .map(([key, heading]) => ({
      key,
      heading,
      paragraphs: paragraphsOf(content[key]).map((text) => ({
        number: `[${String(++n).padStart(4, "0")}]`,
        text,
      })),
    }));
  const title = content.title.trim().replace(/\s+/g, " ");

  return {
    title: title ? title.toUpperCase() : TITLE_PLACEHOLDER,
    inventors: content.inventors
      .filter((i) => !blank(i.name))
      .map((i) => ({
        name: i.name.trim(),
        residence: (i.residence ?? "").trim(),
        citizenship: (i.citizenship ?? "").trim(),
      })),
    sections,
    figures: images.map(({ name, url }, i) => ({
      label: `FIG. ${i + 1}`,
      caption: `FIG. ${i + 1} — ${name}`,
      name,
      url,
    })),
    abstract: { heading: "ABSTRACT OF THE DISCLOSURE", paragraphs: paragraphsOf(content.abstract) },
    missing: REQUIRED.filter(([key]) => blank(content[key])).map(([, label]) => label),
  };
}
