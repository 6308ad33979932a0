/**
 * The audit's model: a draft split into sections and numbered paragraphs, and the findings the checks report on it.
 * The server stores findings as they are and the report page highlights `place` inside the draft it keeps beside
 * them, so every field here is plain data (no class, no function).
 */

/** The specification's sections in the order of 37 CFR 1.77(b), then the claims planned for a later filing. */
export const SECTION_ORDER = [
  "title",
  "crossReference",
  "federalResearch",
  "field",
  "background",
  "summary",
  "drawings",
  "detailedDescription",
  "claims",
  "abstract",
] as const;
export type SpecSection = (typeof SECTION_ORDER)[number];
export type SectionId = SpecSection | "plannedClaims";

export const SECTION_LABELS: Record<SectionId, string> = {
  title: "Title",
  crossReference: "Cross-Reference to Related Applications",
  federalResearch: "Statement Regarding Federally Sponsored Research",
  field: "Field",
  background: "Background",
  summary: "Summary",
  drawings: "Brief Description of the Drawings",
  detailedDescription: "Detailed Description",
  claims: "Claims",
  abstract: "Abstract",
  plannedClaims: "Planned claims",
};

/**
 * One paragraph. `number` is the [0001]-style number, counted across the description's sections in order as the
 * USPTO numbers them; the title, the abstract and each claim are numbered on their own (a claim by its claim number).
 */
export interface Paragraph {
  number: number;
  text: string;
}

export interface Section {
  id: SpecSection;
  /** The heading as written in the draft (the wizard's label for a wizard application). */
  heading: string;
  paragraphs: Paragraph[];
}

export interface Claim {
  number: number;
  text: string;
  /** The claim it refers to ('… of claim 3'), null for an independent claim. */
  dependsOn: number | null;
}

export interface DraftImage {
  name: string;
}

export interface Draft {
  source: "wizard" | "text";
  /** Sections in the order the draft has them (a text draft may have them out of order). */
  sections: Section[];
  /** Claims written in the draft itself (a CLAIMS section). */
  claims: Claim[];
  /** Claims the inventor plans to file later; a provisional needs none, but its priority rests on supporting them. */
  plannedClaims: Claim[];
  /** The draft says it is a provisional application (it has a PTO/SB/16 cover sheet): it needs no claims. */
  provisional?: boolean;
  /** Figures in order (image i is FIG. i): uploaded, or a text draft's labelled drawing sheets; else empty. */
  images: DraftImage[];
}

export type Ground = "formalities" | "112b" | "112f" | "112a" | "101" | "priorArt" | "novelty";
export const GROUNDS: readonly Ground[] = ["formalities", "112b", "112f", "112a", "101", "priorArt", "novelty"];
export const GROUND_LABELS: Record<Ground, string> = {
  formalities: "Formalities (37 CFR 1.72, 1.77, 1.84)",
  "112b": "Clarity, 35 U.S.C. 112(b)",
  "112f": "Means-plus-function, 35 U.S.C. 112(f)",
  "112a": "Support and enablement, 35 U.S.C. 112(a)",
  "101": "Eligible subject matter, 35 U.S.C. 101",
  priorArt: "Prior art, 35 U.S.C. 102 and 103",
  novelty: "The novelty argument",
};

export type Severity = "must" | "should" | "consider";
export const SEVERITIES: readonly Severity[] = ["must", "should", "consider"];
export const SEVERITY_LABELS: Record<Severity, string> = {
  must: "Must fix",
  should: "Should fix",
  consider: "Consider",
};

/** The wizard's step ids (apps/web/src/features/wizard/lib/steps.ts) a finding can open. */
export type WizardStep =
  | "Title"
  | "CrossReference"
  | "FederalResearch"
  | "Inventors"
  | "Abstract"
  | "Field"
  | "Background"
  | "Summary"
  | "Drawings"
  | "DetailedDescription"
  | "Review";

/** Where a finding is: a paragraph of a section, and the characters [start, end) of that paragraph's text. */
export interface Place {
  section: SectionId;
  paragraph: number;
  start: number;
  end: number;
}

/** A patent the prior-art search found, compared element by element with the draft. */
export interface PriorArtReference {
  number: string;
  title: string;
  /** The comparison's match percent (packages/patents formula), 0–100. */
  match: number;
  shared: string[];
  lacking: string[];
}

export interface Finding {
  /** The check that reported it, e.g. "formalities.abstract-length". */
  check: string;
  ground: Ground;
  severity: Severity;
  /** Null when the finding is about the whole draft (a missing section). */
  place: Place | null;
  /** The text at `place`, so a report reads without the draft beside it. */
  excerpt: string;
  why: string;
  fix: string;
  /** The wizard step that fixes it; null when the wizard has no field for it (claims of a text draft). */
  step: WizardStep | null;
  /** Prior-art and novelty findings name the patents they rest on. */
  references?: PriorArtReference[];
}
