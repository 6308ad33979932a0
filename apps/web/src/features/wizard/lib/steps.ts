import { type ApplicationContent, completedSectionsOf, statusOf } from "@app/contracts";

/** The wizard's steps in order (spec 001 §4); the two gated steps appear only when their gate says yes. */
export const STEPS = [
  { id: "Introduction", label: "Introduction" },
  { id: "Title", label: "Title" },
  { id: "CrossReferenceGate", label: "Related Applications" },
  { id: "CrossReference", label: "Cross-Reference" },
  { id: "FederalResearchGate", label: "Federal Funding" },
  { id: "FederalResearch", label: "Federal Research" },
  { id: "Inventors", label: "Inventors" },
  { id: "Abstract", label: "Abstract" },
  { id: "Field", label: "Field" },
  { id: "Background", label: "Background" },
  { id: "Summary", label: "Summary" },
  { id: "Drawings", label: "Drawings" },
  { id: "DetailedDescription", label: "Detailed Description" },
  { id: "Review", label: "Review" },
] as const;
export type StepId = (typeof STEPS)[number]["id"];
export type Step = (typeof STEPS)[number];

export function visibleSteps(c: ApplicationContent): Step[] {
  return STEPS.filter(
    (s) =>
      (s.id !== "CrossReference" || c.claimsPriority === "yes") &&
      (s.id !== "FederalResearch" || c.federallySponsored === "yes"),
  );
}

/** Which steps are complete: the tracked sections' rules, a gate once answered, Review once everything is. */
export function completeSteps(c: ApplicationContent): Record<StepId, boolean> {
  const s = completedSectionsOf(c);
  return {
    Introduction: true,
    Title: s.Title,
    CrossReferenceGate: c.claimsPriority !== null,
    CrossReference: s.CrossReference,
    FederalResearchGate: c.federallySponsored !== null,
    FederalResearch: s.FederalResearch,
    Inventors: s.Inventors,
    Abstract: s.Abstract,
    Field: s.Field,
    Background: s.Background,
    Summary: s.Summary,
    Drawings: s.Drawings,
    DetailedDescription: s.DetailedDescription,
    Review: statusOf(s) === "complete",
  };
}

export type StepState = "current" | "complete" | "review" | "pending";

/** The sidebar's precedence (spec 001 §4): current, then complete, then needs review, else pending. */
export function stepState(id: StepId, current: StepId, complete: Record<StepId, boolean>, review: ReadonlySet<StepId>) {
  if (id === current) return "current";
  if (complete[id]) return "complete";
  if (review.has(id)) return "review";
  return "pending";
}

/** The sidebar's counts over the steps shown: Completed, Needs Review (marked and still incomplete), Remaining. */
export function stepCounts(steps: Step[], complete: Record<StepId, boolean>, review: ReadonlySet<StepId>) {
  const completed = steps.filter((s) => complete[s.id]).length;
  const needsReview = steps.filter((s) => !complete[s.id] && review.has(s.id)).length;
  return { completed, needsReview, remaining: steps.length - completed - needsReview };
}

/** The Review step's checklist (spec 001 §5). */
export const CHECKLIST = [
  { label: "Title", step: "Title" },
  { label: "Inventors", step: "Inventors" },
  { label: "Abstract", step: "Abstract" },
  { label: "Field", step: "Field" },
  { label: "Background", step: "Background" },
  { label: "Summary", step: "Summary" },
  { label: "Drawings", step: "Drawings" },
  { label: "Detailed Description", step: "DetailedDescription" },
] as const satisfies readonly { label: string; step: StepId }[];

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
