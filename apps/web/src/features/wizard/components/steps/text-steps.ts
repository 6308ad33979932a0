import type { WizardContent } from "../../lib/content";
import type { StepId } from "../../lib/steps";

type TextField = "title" | "crossReference" | "federalResearch" | "abstract" | "field" | "background" | "summary";

export interface TextStepConfig {
  heading: string;
  intro: string;
  field: TextField | "detailedDescription";
  label: string;
  placeholder: string;
  required: boolean;
  /** One line (the title) or a growing text area. */
  multiline: boolean;
  /** A word-count guide shown live under the field (never enforced). */
  words?: { limit: number; hint: string };
}

/** The steps that are one text field each (spec 001 §5: which are required, the title tip, the abstract hint). */
export const TEXT_STEPS: Partial<Record<StepId, TextStepConfig>> = {
  Title: {
    heading: "Title of the Invention",
    intro: "A short, specific name that says what the invention is, not what it is called in marketing.",
    field: "title",
    label: "Title",
    placeholder: "e.g. Self-charging bicycle lamp with a hub dynamo",
    required: true,
    multiline: false,
    words: { limit: 15, hint: "Tip: keep the title under 15 words." },
  },
  CrossReference: {
    heading: "Cross-Reference to Related Applications",
    intro: "Identify each earlier application this one claims the benefit of: its number, filing date and title.",
    field: "crossReference",
    label: "Related applications",
    placeholder: "e.g. This application claims the benefit of U.S. Provisional Application No. 63/123,456, filed …",
    required: false,
    multiline: true,
  },
  FederalResearch: {
    heading: "Statement Regarding Federally Sponsored Research",
    intro: "Name the agency and the contract or grant number, and state the government's rights in the invention.",
    field: "federalResearch",
    label: "Federal research statement",
    placeholder: "e.g. This invention was made with government support under Grant No. … awarded by …",
    required: false,
    multiline: true,
  },
  Abstract: {
    heading: "Abstract",
    intro: "A single paragraph summarising what the invention is and does, for someone searching patents.",
    field: "abstract",
    label: "Abstract",
    placeholder: "A bicycle lamp comprising …",
    required: true,
    multiline: true,
    words: { limit: 150, hint: "Keep the abstract to 150 words or less." },
  },
  Field: {
    heading: "Field of the Invention",
    intro: "The technical area the invention belongs to, in a sentence or two.",
    field: "field",
    label: "Field",
    placeholder: "The present invention relates to bicycle lighting and, more particularly, to …",
    required: true,
    multiline: true,
  },
  Background: {
    heading: "Background",
    intro: "The problem, and how existing solutions fall short. Describe, do not disparage.",
    field: "background",
    label: "Background",
    placeholder: "Bicycle lamps commonly rely on batteries, which …",
    required: true,
    multiline: true,
  },
  Summary: {
    heading: "Summary of the Invention",
    intro: "What the invention is and the advantages it brings, in broad terms.",
    field: "summary",
    label: "Summary",
    placeholder: "The invention provides a lamp that …",
    required: true,
    multiline: true,
  },
  DetailedDescription: {
    heading: "Detailed Description",
    intro:
      "Describe how to make and use the invention in enough detail that a skilled person could build it, " +
      "referring to the figures and their numbered parts. Separate paragraphs with a blank line.",
    field: "detailedDescription",
    label: "Detailed description",
    placeholder: "Referring to FIG. 1, the lamp (10) includes a housing (12) …",
    required: true,
    multiline: true,
  },
};

export const textOf = (c: WizardContent, cfg: TextStepConfig) => c[cfg.field];
