import { TITLE_PLACEHOLDER } from "../draft/filing-parts.js";
import { draftFromWizard, type WizardContent } from "../draft/from-wizard.js";
import type { SpecSection } from "../types.js";
import { type CoverSheetInput, coverSheet } from "./cover-sheet.js";
import type { Block, ExportDocument, FigureImage } from "./model.js";

/** The application as the export reads it: the wizard's fields, its inventors, and each figure's decoded image. */
export interface SpecificationInput extends Omit<WizardContent, "images" | "federallySponsored">, CoverSheetInput {
  figures: { name: string; image: FigureImage | null; note?: string }[];
}

/** 37 CFR 1.77(b)'s headings, uppercase as 1.77(c) asks; the order itself comes from the audit's draft model. */
const HEADINGS: Record<SpecSection, string> = {
  title: "",
  crossReference: "CROSS-REFERENCE TO RELATED APPLICATIONS",
  federalResearch: "STATEMENT REGARDING FEDERALLY SPONSORED RESEARCH OR DEVELOPMENT",
  field: "FIELD OF THE INVENTION",
  background: "BACKGROUND OF THE INVENTION",
  summary: "SUMMARY OF THE INVENTION",
  drawings: "BRIEF DESCRIPTION OF THE DRAWINGS",
  detailedDescription: "DETAILED DESCRIPTION OF THE INVENTION",
  claims: "CLAIMS",
  abstract: "ABSTRACT OF THE DISCLOSURE",
};

export const paragraphNumber = (n: number) => `[${String(n).padStart(4, "0")}]`;

/**
 * The specification laid out for filing: the PTO/SB/16 cover sheet, then the title, the description's sections in
 * 1.77(b) order with their paragraphs numbered [0001] as the audit numbers them (so a finding's paragraph is the
 * exported one), the abstract on a page of its own, and the figures as drawing sheets FIG. 1, FIG. 2, ….
 */
export function specificationDocument(input: SpecificationInput): ExportDocument {
  const draft = draftFromWizard({ ...input, images: input.figures.map((f) => ({ name: f.name })) });
  const title = input.title.trim().replace(/\s+/g, " ").toUpperCase() || TITLE_PLACEHOLDER;
  const body: Block[] = [{ kind: "heading", text: title }];
  for (const section of draft.sections) {
    if (section.id === "title" || section.id === "abstract") continue;
    body.push({ kind: "heading", text: HEADINGS[section.id] });
    for (const p of section.paragraphs) body.push({ kind: "paragraph", lead: paragraphNumber(p.number), text: p.text });
  }
  const abstract = draft.sections.find((s) => s.id === "abstract")?.paragraphs ?? [];
  body.push({ kind: "heading", text: HEADINGS.abstract, pageBreakBefore: true });
  for (const p of abstract) body.push({ kind: "paragraph", text: p.text });

  const drawings: Block[] = input.figures.map((f, i) => ({
    kind: "figure",
    label: `FIG. ${i + 1}`,
    name: f.name,
    image: f.image,
    note: f.note,
  }));
  return {
    title: input.title.trim() || "Provisional patent application",
    parts: [
      { numbering: "none", blocks: coverSheet(input) },
      { numbering: "pages", blocks: body },
      ...(drawings.length > 0 ? [{ numbering: "sheets" as const, blocks: drawings }] : []),
    ],
  };
}
