import { LANDSCAPE_THIN_BELOW } from "@app/contracts";
import { type CompetitorFigures, competitors } from "./competitive.js";
import type { LandscapeFacts } from "./facts.js";
import { summarise } from "./summary.js";
import { TERM_SAMPLE, topTerms } from "./terms.js";
import { type WhiteSpaceFigures, whiteSpaces } from "./white-space.js";
import { filingsComplete, type Growth, growthOver, indexCoverage, windows, yearAxis } from "./years.js";

export const TOP_CPC = 10;

export interface YearFigures {
  year: number;
  published: number;
  filed: number;
  granted: number;
  shareOfIndex: number | null;
  incomplete: string | null;
  filingsIncomplete: boolean;
}

export interface LandscapeFigures {
  patents: number;
  thin: boolean;
  patentsWithAssignee: number;
  assigneeNames: number;
  indexNewest: string | null;
  years: YearFigures[];
  growth: Growth | null;
  topCpc: { code: string; patents: number; share: number }[];
  topTerms: { sample: number; terms: { term: string; patents: number }[] };
  whiteSpace: WhiteSpaceFigures[];
  competitors: CompetitorFigures[];
  summary: string[];
}

const yearsOf = (...counts: Record<number, number>[]) =>
  counts.flatMap((c) => Object.entries(c).flatMap(([y, n]) => (n > 0 ? [Number(y)] : [])));

/**
 * Every figure of a landscape from the facts the index gave: years (incomplete ones marked), growth over complete
 * years, top CPC symbols, top terms, white space, competitors and a summary. `titleOf` names a CPC symbol for the
 * summary. docs/landscape.md.
 */
export function buildLandscape(
  facts: LandscapeFacts,
  subject: string,
  titleOf: (code: string) => string,
): LandscapeFigures {
  const coverage = indexCoverage(facts.index);
  const indexByYear = new Map(facts.index.map((y) => [y.year, y.patents]));
  const axis = yearAxis(yearsOf(facts.published, facts.filed, facts.granted), coverage);
  const years: YearFigures[] = axis.map(({ year, incomplete }) => {
    const published = facts.published[year] ?? 0;
    const inIndex = indexByYear.get(year) ?? 0;
    return {
      year,
      published,
      filed: facts.filed[year] ?? 0,
      granted: facts.granted[year] ?? 0,
      shareOfIndex: inIndex ? Math.min(1, published / inIndex) : null,
      incomplete,
      filingsIncomplete: incomplete !== null || !filingsComplete(year, coverage.end),
    };
  });
  // Growth is measured on publications, over the complete years from the subject's first publication on.
  const firstPublished = yearsOf(facts.published).reduce((a, b) => Math.min(a, b), Infinity);
  const w = windows(years.filter((y) => !y.incomplete && y.year >= firstPublished).map((y) => y.year));
  const growth = w ? growthOver(w, facts.published) : null;
  const figures: Omit<LandscapeFigures, "summary"> = {
    patents: facts.patents,
    thin: facts.patents < LANDSCAPE_THIN_BELOW,
    patentsWithAssignee: facts.patentsWithAssignee,
    assigneeNames: facts.assigneeNames,
    indexNewest: coverage.end,
    years,
    growth,
    topCpc: facts.codes.slice(0, TOP_CPC).map((c) => ({ ...c, share: facts.patents ? c.patents / facts.patents : 0 })),
    topTerms: { sample: Math.min(TERM_SAMPLE, facts.texts.length), terms: topTerms(facts.texts) },
    whiteSpace: whiteSpaces(
      facts.groups,
      w,
      years.map((y) => y.year),
    ),
    competitors: competitors(facts.assignees, facts.patentsWithAssignee, w),
  };
  return { ...figures, summary: summarise(subject, figures, titleOf) };
}
