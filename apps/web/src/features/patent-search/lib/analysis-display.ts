import type { MatchStatus, PatentabilityCriteria } from "@app/contracts";

/** The five criteria of spec 001 §3, in its order, with the names the screen shows. */
export const CRITERIA: { key: keyof PatentabilityCriteria; label: string }[] = [
  { key: "novelty", label: "Novelty" },
  { key: "nonObviousness", label: "Non-obviousness" },
  { key: "utility", label: "Utility" },
  { key: "writtenDescription", label: "Written description" },
  { key: "enablement", label: "Enablement" },
];

/** Whether a rating speaks for the invention: the colour repeats what the word says, never replaces it. */
export function ratingColor(rating: string): "green" | "yellow" | "red" {
  if (rating === "High" || rating === "Adequate") return "green";
  if (rating === "Medium") return "yellow";
  return "red";
}

export const BASIS_LABEL = { patent: "Compared with this patent", description: "Rates your description" } as const;

export const STATUS_LABEL: Record<MatchStatus, string> = {
  disclosed: "Disclosed",
  partly: "Partly",
  "not found": "Not found",
};

export interface Segment {
  /** Where the run starts in the passage: a stable key. */
  start: number;
  text: string;
  marked: boolean;
}

/** A passage cut into plain and highlighted runs by its [start, end) ranges (ascending, not overlapping). */
export function segments(text: string, highlights: [number, number][]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) out.push({ start: at, text: text.slice(at, start), marked: false });
    out.push({ start, text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) out.push({ start: at, text: text.slice(at), marked: false });
  return out;
}
