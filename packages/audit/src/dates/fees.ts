/**
 * USPTO fees the product shows, as dated data with their source. A fee changes only by a new rule: add a row with
 * its effective date rather than editing one, so a filing date before it keeps its own fee.
 */
export type EntityStatus = "large" | "small" | "micro";

export interface FeeSchedule {
  /** 37 CFR section and USPTO fee codes (large / small / micro). */
  rule: string;
  feeCodes: Record<EntityStatus, string>;
  usd: Record<EntityStatus, number>;
  /** First day the amounts apply (ISO date). */
  effective: string;
  source: string;
}

export const PROVISIONAL_FILING_FEES: readonly FeeSchedule[] = [
  {
    rule: "37 CFR 1.16(d), provisional application filing fee",
    feeCodes: { large: "1005", small: "2005", micro: "3005" },
    usd: { large: 325, small: 130, micro: 65 },
    effective: "2025-01-19",
    source:
      "USPTO final rule 'Setting and Adjusting Patent Fees During Fiscal Year 2025', 89 FR 91898 (Federal Register, 2024-11-20), effective 2025-01-19; USPTO fee schedule (uspto.gov, fees and payment).",
  },
];

/** The schedule in force on a filing date, or null before the first one recorded here. */
export function provisionalFilingFee(filingDate: string): FeeSchedule | null {
  const inForce = PROVISIONAL_FILING_FEES.filter((f) => f.effective <= filingDate);
  return inForce.length > 0 ? inForce[inForce.length - 1] : null;
}
