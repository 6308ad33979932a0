/**
 * Which years of a landscape are complete, and the growth between two windows of complete years.
 * docs/landscape.md, "Years" and "Growth".
 */

/** The index's publications in one year and its newest publication date that year ('YYYY-MM-DD'). */
export interface IndexYear {
  year: number;
  patents: number;
  newest: string;
}

/** A year the index holds fewer publications than this share of its median year is one it barely covers. */
export const COVERED_SHARE = 0.1;
/** US applications are published 18 months after their earliest filing (35 U.S.C. 122(b)). */
export const PUBLICATION_LAG_MONTHS = 18;
/** Weekly issues: a year whose newest publication falls in its last week is taken as complete. */
export const LAST_WEEK_FROM = "12-24";
/** Years compared on each side of the growth figure. */
export const GROWTH_WINDOW = 3;

export interface IndexCoverage {
  /** The newest publication date among the years the index covers; null for an empty index. */
  end: string | null;
  /** year → why it is incomplete. */
  incomplete: Map<number, string>;
  /** The years the index holds any publication of. */
  years: Set<number>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/**
 * The index's coverage from its publications per year: a year with fewer than COVERED_SHARE of the median year's
 * publications is barely covered (a stray document, or a year not imported); the newest covered year is partial
 * unless its newest publication falls in the last week of December.
 */
export function indexCoverage(profile: readonly IndexYear[]): IndexCoverage {
  const incomplete = new Map<number, string>();
  const withData = profile.filter((y) => y.patents > 0);
  const years = new Set(withData.map((y) => y.year));
  if (!withData.length) return { end: null, incomplete, years };
  const floor = median(withData.map((y) => y.patents)) * COVERED_SHARE;
  for (const y of withData)
    if (y.patents < floor)
      incomplete.set(
        y.year,
        `the index holds only ${y.patents} ${y.patents === 1 ? "publication" : "publications"} of this year`,
      );
  const covered = withData.filter((y) => !incomplete.has(y.year)).sort((a, b) => a.year - b.year);
  const last = covered.at(-1) as IndexYear;
  if (last.newest.slice(5) < LAST_WEEK_FROM)
    incomplete.set(last.year, `the index's publications end on ${last.newest}`);
  return { end: last.newest, incomplete, years };
}

/**
 * Whether filings of `year` can all be published by `end`: PUBLICATION_LAG_MONTHS (18) after the year's last day,
 * i.e. by June 30 two years later.
 */
export function filingsComplete(year: number, end: string | null): boolean {
  return end !== null && end >= `${year + 2}-06-30`;
}

/**
 * Every year from the first to the last in `years` (the gaps filled), the incomplete ones marked: those the index
 * holds nothing or little of, and those after the index's coverage ends.
 */
export function yearAxis(
  years: readonly number[],
  coverage: IndexCoverage,
): { year: number; incomplete: string | null }[] {
  if (!years.length) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  const endYear = coverage.end ? Number(coverage.end.slice(0, 4)) : null;
  const out: { year: number; incomplete: string | null }[] = [];
  for (let year = first; year <= last; year++) {
    const reason =
      coverage.incomplete.get(year) ??
      (endYear === null || year > endYear
        ? "after the index's newest publications"
        : coverage.years.has(year)
          ? null
          : "the index holds no publications of this year");
    out.push({ year, incomplete: reason });
  }
  return out;
}

export interface Window {
  from: number;
  to: number;
  count: number;
}

export interface Growth {
  rate: number | null;
  recent: Window;
  prior: Window;
}

/**
 * The last GROWTH_WINDOW complete years against the GROWTH_WINDOW complete years before them (fewer on each side
 * when fewer complete years exist: half of them each); rate = (recent − prior) ÷ prior, null when prior is 0.
 * Null when fewer than 2 complete years exist.
 */
export function windows(completeYears: readonly number[]): { recent: number[]; prior: number[] } | null {
  const years = [...completeYears].sort((a, b) => a - b);
  if (years.length < 2) return null;
  const w = Math.min(GROWTH_WINDOW, Math.floor(years.length / 2));
  return { recent: years.slice(-w), prior: years.slice(-2 * w, -w) };
}

export function growthOver(
  w: { recent: number[]; prior: number[] },
  counts: ReadonlyMap<number, number> | Record<number, number>,
): Growth {
  const at = (y: number) =>
    counts instanceof Map ? (counts.get(y) ?? 0) : ((counts as Record<number, number>)[y] ?? 0);
  const sum = (ys: number[]) => ys.reduce((s, y) => s + at(y), 0);
  const window = (ys: number[]): Window => ({ from: ys[0] as number, to: ys.at(-1) as number, count: sum(ys) });
  const recent = window(w.recent);
  const prior = window(w.prior);
  return { rate: prior.count ? (recent.count - prior.count) / prior.count : null, recent, prior };
}
