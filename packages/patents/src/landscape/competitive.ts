import { assigneeKey } from "../citations/network.js";
import type { AssigneeFacts, YearCounts } from "./facts.js";
import { type Growth, growthOver } from "./years.js";

export const TOP_COMPETITORS = 10;
export const COMPETITOR_CPC = 3;

export type Trend = "Rising" | "Falling" | "Steady" | "New";

export interface CompetitorFigures {
  name: string;
  patents: number;
  share: number;
  trend: Trend;
  recent: number;
  prior: number;
  codes: { code: string; patents: number; share: number }[];
}

/** Rising / Falling / Steady by the two windows' counts; New when the prior window has none and the recent some. */
export function trendOf(recent: number, prior: number): Trend {
  if (prior === 0 && recent > 0) return "New";
  return recent > prior ? "Rising" : recent < prior ? "Falling" : "Steady";
}

const addCounts = (into: YearCounts, from: YearCounts) => {
  for (const [y, n] of Object.entries(from)) into[Number(y)] = (into[Number(y)] ?? 0) + n;
};

/**
 * The top assignees: names written differently ('Acme, Inc.' and 'ACME INC') merged under the most frequent
 * spelling; share = patents ÷ the subject's patents with an assignee on record; trend over the growth windows; the
 * main CPC symbols with the share of the assignee's patents holding each. docs/landscape.md, "Competitive".
 */
export function competitors(
  assignees: readonly AssigneeFacts[],
  patentsWithAssignee: number,
  w: { recent: number[]; prior: number[] } | null,
): CompetitorFigures[] {
  const merged = new Map<
    string,
    { name: string; patents: number; published: YearCounts; codes: Map<string, number> }
  >();
  const sorted = [...assignees].sort((a, b) => b.patents - a.patents || a.name.localeCompare(b.name));
  for (const a of sorted) {
    const key = assigneeKey(a.name);
    let m = merged.get(key);
    if (!m) {
      m = { name: a.name.trim(), patents: 0, published: {}, codes: new Map() };
      merged.set(key, m);
    }
    m.patents += a.patents;
    addCounts(m.published, a.published);
    for (const c of a.codes) m.codes.set(c.code, (m.codes.get(c.code) ?? 0) + c.patents);
  }
  return [...merged.values()]
    .sort((a, b) => b.patents - a.patents || a.name.localeCompare(b.name))
    .slice(0, TOP_COMPETITORS)
    .map((m) => {
      const g: Growth | null = w ? growthOver(w, m.published) : null;
      const recent = g?.recent.count ?? 0;
      const prior = g?.prior.count ?? 0;
      return {
        name: m.name,
        patents: m.patents,
        share: patentsWithAssignee ? m.patents / patentsWithAssignee : 0,
        trend: trendOf(recent, prior),
        recent,
        prior,
        codes: [...m.codes]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, COMPETITOR_CPC)
          .map(([code, patents]) => ({ code, patents, share: patents / m.patents })),
      };
    });
}
