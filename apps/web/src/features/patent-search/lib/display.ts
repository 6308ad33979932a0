import type { PatentResult } from "@app/contracts";

const EXCERPT = 110;

/** Most records have no title: their heading is a labelled excerpt of the abstract, never an invented title. */
export function headingOf(p: Pick<PatentResult, "title" | "abstract" | "number">) {
  if (p.title?.trim()) return { label: null, text: p.title.trim() };
  const abstract = p.abstract.trim();
  if (!abstract) return { label: "No title on record", text: p.number };
  const cut = abstract.length > EXCERPT ? `${abstract.slice(0, EXCERPT).replace(/\s+\S*$/, "")}…` : abstract;
  return { label: "Abstract excerpt", text: cut };
}

/**
 * The number the detail call is asked with: an office result by its application number (the office files by it,
 * and a publication number is not one), anything else by its own number.
 */
export const detailKey = (p: Pick<PatentResult, "number" | "source" | "applicationNumber">) =>
  p.source === "uspto" && p.applicationNumber ? p.applicationNumber : p.number;

export const matchPercent = (similarity: number) => Math.round(similarity * 100);
