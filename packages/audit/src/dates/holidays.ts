/**
 * Federal holidays within the District of Columbia, computed by rule: the eleven legal public holidays of
 * 5 U.S.C. 6103(a), the day off when one falls on a weekend (Saturday → the Friday before, Sunday → the Monday
 * after: 5 U.S.C. 6103(b) and Executive Order 11582), and Inauguration Day (5 U.S.C. 6103(c)), a holiday in the
 * District of Columbia, which is what 35 U.S.C. 21(b) and 37 CFR 1.7 name. Days the office closes by a one-off
 * order (a national day of mourning, an extra day at Christmas) follow no rule and are not here.
 */

/** Dates are plain 'YYYY-MM-DD' strings, computed in UTC so no time zone moves a day. */
export const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, day: number) => new Date(Date.UTC(y, m - 1, day));

/** The n-th weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1).getUTCDay();
    return utc(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = utc(year, month + 1, 0);
  return utc(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** Saturday's holiday is kept on Friday, Sunday's on Monday. */
function observed(d: Date): Date {
  const day = d.getUTCDay();
  if (day === 6) return utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() - 1);
  if (day === 0) return utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() + 1);
  return d;
}

export interface Holiday {
  date: string;
  name: string;
}

export function federalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string): Holiday => ({
    date: iso(observed(utc(year, month, day))),
    name,
  });
  const list: Holiday[] = [
    fixed(1, 1, "New Year's Day"),
    { date: iso(nthWeekday(year, 1, 1, 3)), name: "Birthday of Martin Luther King, Jr." },
    { date: iso(nthWeekday(year, 2, 1, 3)), name: "Washington's Birthday" },
    { date: iso(nthWeekday(year, 5, 1, -1)), name: "Memorial Day" },
    ...(year >= 2021 ? [fixed(6, 19, "Juneteenth National Independence Day")] : []),
    fixed(7, 4, "Independence Day"),
    { date: iso(nthWeekday(year, 9, 1, 1)), name: "Labor Day" },
    { date: iso(nthWeekday(year, 10, 1, 2)), name: "Columbus Day" },
    fixed(11, 11, "Veterans Day"),
    { date: iso(nthWeekday(year, 11, 4, 4)), name: "Thanksgiving Day" },
    fixed(12, 25, "Christmas Day"),
  ];
  // Next year's New Year's Day on a Saturday is kept on this year's 31 December.
  const nextNewYear = observed(utc(year + 1, 1, 1));
  if (nextNewYear.getUTCFullYear() === year) list.push({ date: iso(nextNewYear), name: "New Year's Day" });
  // Inauguration Day: 20 January after a presidential election year, the 21st when the 20th is a Sunday.
  if (year % 4 === 1) {
    const day = utc(year, 1, 20);
    list.push({ date: iso(day.getUTCDay() === 0 ? utc(year, 1, 21) : day), name: "Inauguration Day" });
  }
  return list.filter((h) => h.date.startsWith(String(year))).sort((a, b) => a.date.localeCompare(b.date));
}

export function holidayOn(date: string): Holiday | null {
  return federalHolidays(Number(date.slice(0, 4))).find((h) => h.date === date) ?? null;
}
