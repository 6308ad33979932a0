import { federalHolidays, holidayOn, iso } from "./holidays.js";

const parse = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not an ISO date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
};

/** The same day n months later; a day the month lacks (31 → 30 April, 29 February → 28) is its last day. */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return iso(target);
}

export interface DueDate {
  /** The day the period ends on the calendar. */
  nominal: string;
  /** The day the filing is still timely: the next business day when the nominal day is not one. */
  due: string;
  /** Why it moved, e.g. 'Saturday', 'Memorial Day'; null when it did not. */
  movedFor: string | null;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Why a day is not a business day of the USPTO, or null when it is. */
function closedFor(date: string): string | null {
  const day = parse(date).getUTCDay();
  if (day === 0 || day === 6) return DAYS[day];
  return holidayOn(date)?.name ?? null;
}

/** 35 U.S.C. 21(b), 37 CFR 1.7(a): an action due on a weekend or a DC federal holiday is timely the next business day. */
export function rollToBusinessDay(date: string): DueDate {
  const movedFor = closedFor(date);
  let due = date;
  for (let guard = 0; closedFor(due) && guard < 10; guard++) {
    const next = parse(due);
    next.setUTCDate(next.getUTCDate() + 1);
    due = iso(next);
  }
  return { nominal: date, due, movedFor };
}

export interface ProvisionalDeadlines {
  filingDate: string;
  /** 35 U.S.C. 119(e)(1) and (3): the non-provisional claiming its benefit, within 12 months. */
  nonProvisional: DueDate;
  /**
   * 35 U.S.C. 119(e)(1), 37 CFR 1.78(b): within 14 months, the benefit can still be restored on a petition
   * stating that the delay was unintentional (with its fee).
   */
  restorationWindowEnds: DueDate;
}

export function provisionalDeadlines(filingDate: string): ProvisionalDeadlines {
  parse(filingDate);
  return {
    filingDate,
    nonProvisional: rollToBusinessDay(addMonths(filingDate, 12)),
    restorationWindowEnds: rollToBusinessDay(addMonths(filingDate, 14)),
  };
}

export { federalHolidays };
