import type { SpecSection } from "../types.js";

/**
 * The headings drafts use for each section, in their usual variants. A line is a heading when, once trimmed of
 * numbering, colons and case, it matches one of these whole: 'TECHNICAL FIELD', 'BACKGROUND OF THE INVENTION',
 * 'DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS', 'WHAT IS CLAIMED IS', 'ABSTRACT OF THE DISCLOSURE'…
 */
const PATTERNS: [SpecSection, RegExp][] = [
  ["title", /^(title|title of (the )?invention)$/],
  ["crossReference", /^cross[- ]?references? to related applications?$|^related applications?$|^priority claims?$/],
  [
    "federalResearch",
    /^(statement (regarding|as to rights to inventions made under) )?federally[- ]sponsored research( (or|and) development)?$|^government (interest|rights|support|license rights)$/,
  ],
  ["field", /^((technical )?field( of (the )?(invention|disclosure))?|technical field)$/],
  [
    "background",
    /^background( (of the invention|of the disclosure|art|information))?$|^description of (the )?related art$/,
  ],
  ["summary", /^(brief )?summary( of (the )?(invention|disclosure))?$|^overview$|^disclosure of (the )?invention$/],
  [
    "drawings",
    /^(brief )?description of (the )?(drawings?|figures?|several views of the drawings?)$|^brief description of the several views( of the drawings?)?$/,
  ],
  [
    "detailedDescription",
    /^detailed description\b|^description of (the |a )?([a-z]+ ){0,2}embodiments?\b|^(best )?modes? (for|of) carrying out\b|^(preferred |exemplary )?embodiments? of the invention$|^description$/,
  ],
  [
    "claims",
    /^(claims?|what is claimed is|i claim|we claim|the invention claimed is|what i claim is|what we claim is)$/,
  ],
  ["abstract", /^abstract( of (the )?(disclosure|invention))?$/],
];

export function normaliseHeading(line: string): string {
  return line
    .trim()
    .replace(/^[#*\s]+|[*\s]+$/g, "")
    .replace(/^([ivx]+|\d+|[a-h])[.)]\s+/i, "")
    .replace(/[:.]$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** The section a line heads, or null. Long lines are prose, never headings. */
export function headingOf(line: string): SpecSection | null {
  if (line.trim().length === 0 || line.length > 90) return null;
  const key = normaliseHeading(line);
  for (const [id, re] of PATTERNS) if (re.test(key)) return id;
  return null;
}
