import type { BreakdownType } from "./types.js";

/** The spec shows two breakdown types under friendlier names; stored data keeps the original type. */
const DISPLAY_NAMES: Partial<Record<BreakdownType, string>> = {
  "Unstated Rule": "Implied Rule",
  "Implicit Premise": "Unspoken Reason",
};

export function displayTypeLabel(type: string): string {
  return DISPLAY_NAMES[type as BreakdownType] ?? type;
}
