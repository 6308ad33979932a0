import { type DueDate, type FeeSchedule, provisionalDeadlines, provisionalFilingFee } from "@app/audit/dates";

/** 'YYYY-MM-DD' of a day in the user's own calendar (a filing date is a day, not an instant). */
export function localDay(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const validDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && day >= "1900-01-01";

/** 'Monday, March 16, 2026': the weekday matters when a deadline moves off a weekend. */
export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Why a due date is later than the calendar's, in a sentence; null when it is not. */
export function movedNote(due: DueDate): string | null {
  if (!due.movedFor) return null;
  const weekend = due.movedFor === "Saturday" || due.movedFor === "Sunday";
  const reason = weekend ? `a ${due.movedFor}` : `a federal holiday (${due.movedFor})`;
  return `${longDay(due.nominal)} is ${reason}, so the deadline moves to the next business day (35 U.S.C. 21(b)).`;
}

export interface FilingFigures {
  fee: FeeSchedule | null;
  nonProvisional: DueDate;
  restoration: DueDate;
}

/** The fee in force and the two deadlines for a filing date, all from packages/audit/src/dates. */
export function filingFigures(filingDate: string): FilingFigures {
  const d = provisionalDeadlines(filingDate);
  return {
    fee: provisionalFilingFee(filingDate),
    nonProvisional: d.nonProvisional,
    restoration: d.restorationWindowEnds,
  };
}
