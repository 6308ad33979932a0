import type { Claim, Draft, Finding, Paragraph, SectionId, SpecSection, WizardStep } from "../types.js";

export const STEP_OF: Record<SectionId, WizardStep | null> = {
  title: "Title",
  crossReference: "CrossReference",
  federalResearch: "FederalResearch",
  field: "Field",
  background: "Background",
  summary: "Summary",
  drawings: "Drawings",
  detailedDescription: "DetailedDescription",
  abstract: "Abstract",
  // The wizard has no claims step: planned claims are entered beside 'Run Audit' on the Review step, and the
  // claims of an uploaded draft are not carried into the wizard.
  plannedClaims: "Review",
  claims: null,
};

export const paragraphsOf = (d: Draft, id: SpecSection): Paragraph[] =>
  d.sections.find((s) => s.id === id)?.paragraphs ?? [];

export const textOf = (d: Draft, id: SpecSection): string =>
  paragraphsOf(d, id)
    .map((p) => p.text)
    .join("\n\n");

export const hasSection = (d: Draft, id: SpecSection) => paragraphsOf(d, id).some((p) => p.text.trim());

/** Every claim with the section it sits in: the draft's own claims, then the planned ones. */
export function allClaims(d: Draft): { section: "claims" | "plannedClaims"; claim: Claim; siblings: Claim[] }[] {
  return [
    ...d.claims.map((claim) => ({ section: "claims" as const, claim, siblings: d.claims })),
    ...d.plannedClaims.map((claim) => ({ section: "plannedClaims" as const, claim, siblings: d.plannedClaims })),
  ];
}

type FindingText = Pick<Finding, "check" | "ground" | "severity" | "why" | "fix">;

/** A finding at characters [start, end) of a paragraph. */
export function findingAt(
  text: FindingText,
  section: SectionId,
  paragraph: Paragraph,
  start: number,
  end: number,
): Finding {
  return {
    ...text,
    place: { section, paragraph: paragraph.number, start, end },
    excerpt: paragraph.text.slice(start, end),
    step: STEP_OF[section],
  };
}

/** A finding about the draft as a whole, opening the given step. */
export const findingOnDraft = (text: FindingText, step: WizardStep | null, excerpt = ""): Finding => ({
  ...text,
  place: null,
  excerpt,
  step,
});

/** A claim as a paragraph, so claim findings share the paragraph places of the rest. */
export const claimParagraph = (c: Claim): Paragraph => ({ number: c.number, text: c.text });
