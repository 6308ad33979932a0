import type { AnalysisResults } from "@app/contracts";

/** Spec 001 §2: two breakdown types are shown under friendlier names; stored data keeps the original type. */
const DISPLAY_NAMES: Record<string, string> = {
  "Unstated Rule": "Implied Rule",
  "Implicit Premise": "Unspoken Reason",
};
export const displayTypeLabel = (type: string) => DISPLAY_NAMES[type] ?? type;

/** Spec 001 §2: High red, Medium yellow, otherwise green. */
export type Importance = "High" | "Medium" | "Low";
export const importanceLevel = (severity: string): Importance =>
  severity === "High" ? "High" : severity === "Medium" ? "Medium" : "Low";

/** The processed default when the model named no flaw (spec 001 §3). */
export const NO_MAJOR_FLAW = "No major flaws detected";
export const hasKeyFlaw = (r: Pick<AnalysisResults, "keyFlaw">) => {
  const flaw = r.keyFlaw?.trim() ?? "";
  return flaw.length > 0 && flaw !== NO_MAJOR_FLAW;
};

/** Spec 001 §9: history previews show the first 120 characters. */
export const PREVIEW_LENGTH = 120;
export const previewText = (text: string, max = PREVIEW_LENGTH) =>
  text.length > max ? `${text.slice(0, max)}...` : text;

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const firstFewWords = (text: string, n = 5) => text.trim().split(/\s+/).slice(0, n).join(" ").slice(0, 200);
