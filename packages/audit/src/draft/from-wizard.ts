import type { Draft, DraftImage, SpecSection } from "../types.js";
import { parseClaims } from "./claims.js";
import { numberSections } from "./paragraphs.js";

/** The wizard's content (packages/contracts ApplicationFields), as far as the audit reads it. */
export interface WizardContent {
  title: string;
  crossReference: string;
  federalResearch: string;
  abstract: string;
  field: string;
  background: string;
  summary: string;
  drawings: string;
  detailedDescription: string;
  images: DraftImage[];
  /**
   * The wizard's gates. A gate answered other than 'yes' hides its section in the wizard and its preview, so a text
   * typed before the answer changed is left out here too. Left out (a draft from elsewhere): the text decides.
   */
  claimsPriority?: "yes" | "no" | null;
  federallySponsored?: "yes" | "no" | null;
}

const GATES: Partial<Record<keyof WizardContent, "claimsPriority" | "federallySponsored">> = {
  crossReference: "claimsPriority",
  federalResearch: "federallySponsored",
};
const shown = (content: WizardContent, key: keyof WizardContent) => {
  const gate = GATES[key];
  return !gate || content[gate] === undefined || content[gate] === "yes";
};

const FIELDS: [SpecSection, keyof WizardContent, string][] = [
  ["title", "title", "Title"],
  ["crossReference", "crossReference", "Cross-Reference to Related Applications"],
  ["federalResearch", "federalResearch", "Statement Regarding Federally Sponsored Research"],
  ["field", "field", "Field"],
  ["background", "background", "Background"],
  ["summary", "summary", "Summary"],
  ["drawings", "drawings", "Brief Description of the Drawings"],
  ["detailedDescription", "detailedDescription", "Detailed Description"],
  ["abstract", "abstract", "Abstract"],
];

/**
 * The wizard's text boxes take a paragraph per line (its preview numbers each line, spec 001 §9), so every line break
 * ends a paragraph here too: the audit's [0003] and the export's are the preview's.
 */
const linePerParagraph = (text: string) =>
  text
    .split(/\r?\n|\r/)
    .filter((line) => line.trim())
    .join("\n\n");

/** A wizard application as a draft: its fields in 1.77(b) order, the empty ones left out, images as FIG. 1, 2… */
export function draftFromWizard(content: WizardContent, plannedClaims = ""): Draft {
  const present = FIELDS.filter(([, key]) => shown(content, key) && String(content[key] ?? "").trim().length > 0);
  return {
    source: "wizard",
    sections: numberSections(
      present.map(([id, key, heading]) => ({ id, heading, text: linePerParagraph(String(content[key])) })),
    ),
    claims: [],
    plannedClaims: parseClaims(plannedClaims),
    images: content.images.map((i) => ({ name: i.name })),
  };
}
