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
    // 'Background and summary' and 'background and prior art' head one section that opens with the background.
    /^background( of (the )?(invention|disclosure)| art| information| (and )?prior art| and summary( of (the )?(invention|disclosure))?)?$|^((brief )?(description|discussion) of )?(the )?(relevant |related )?(background( art)?|prior art|related art)( of (the )?(invention|disclosure))?$/,
  ],
  [
    "summary",
    /^((brief )?|objects? and )summary( and objects?)?( of (the )?(present )?(invention|disclosure|solution|(preferred )?embodiments( of the invention)?))?$|^overview$|^disclosure of (the )?invention$|^brief description of (the )?(present )?invention$|^statement of (the )?invention$/,
  ],
  [
    "drawings",
    /^(brief )?(descriptions?|explanation) of (the )?(drawings?|figures?|drawings?\/figures?|several views of the drawings?)$|^(in the )?drawings?$|^brief description of the several views( of the drawings?)?$|^drawing figures$|^description of (the )?photographs$/,
  ],
  [
    "detailedDescription",
    /^(more )?detail(ed)? description\b|^detailed [a-z]+ description$|^description of (the |a )?([a-z]+ ){0,2}(embodiments?|examples?)\b|^description of (the )?invention$|^description and operation$|^(best )?modes? (for|of) carrying out\b|^(preferred |exemplary )?embodiments? of the invention$|^description$/,
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
