/**
 * The wizard's completeness rules (spec 001 §4), shared by the wizard and the server, which computes
 * completedSections and status on every save. Zod-free, so the wizard's chunk need not load zod for them.
 */
export type GateAnswer = "yes" | "no" | null;

export interface InventorFields {
  name: string;
  address: string;
  citizenship?: string;
  residence?: string;
}

export interface ApplicationContent {
  title: string;
  shortDescription: string;
  claimsPriority: GateAnswer;
  crossReference: string;
  federallySponsored: GateAnswer;
  federalResearch: string;
  inventors: InventorFields[];
  abstract: string;
  field: string;
  background: string;
  summary: string;
  drawings: string;
  detailedDescription: string;
}

/** The ten tracked sections, by their labels. */
export const TRACKED_SECTIONS = [
  "Title",
  "CrossReference",
  "FederalResearch",
  "Inventors",
  "Abstract",
  "Field",
  "Background",
  "Summary",
  "Drawings",
  "DetailedDescription",
] as const;
export type TrackedSection = (typeof TRACKED_SECTIONS)[number];

/** The list counts progress out of 9 sections (spec 000 §4), while ten are tracked: shown capped at 100 %. */
export const PROGRESS_SECTIONS = 9;

const filled = (s: string | undefined) => (s ?? "").trim().length > 0;
/** A gated section is complete when its gate says no, or yes with text; unanswered is not complete. */
const gated = (answer: GateAnswer, text: string) => answer === "no" || (answer === "yes" && filled(text));

export function completedSectionsOf(c: ApplicationContent): Record<TrackedSection, boolean> {
  return {
    Title: filled(c.title),
    CrossReference: gated(c.claimsPriority, c.crossReference),
    FederalResearch: gated(c.federallySponsored, c.federalResearch),
    Inventors: c.inventors.length > 0 && c.inventors.every((i) => filled(i.name) && filled(i.address)),
    Abstract: filled(c.abstract),
    Field: filled(c.field),
    Background: filled(c.background),
    Summary: filled(c.summary),
    Drawings: filled(c.drawings),
    DetailedDescription: filled(c.detailedDescription),
  };
}

/** 'complete' when every one of the ten tracked sections is complete, otherwise 'draft'. */
export const statusOf = (sections: Record<string, boolean>): "complete" | "draft" =>
  TRACKED_SECTIONS.every((s) => sections[s]) ? "complete" : "draft";

/** The list's progress: truthy completedSections out of 9, rounded, at most 100. */
export const progressOf = (sections: Record<string, boolean>) =>
  Math.min(100, Math.round((Object.values(sections).filter(Boolean).length / PROGRESS_SECTIONS) * 100));
