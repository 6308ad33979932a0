import { assigneeKey } from "../citations/network.js";
import type { GroupFacts } from "./facts.js";
import { type Growth, growthOver } from "./years.js";

/** A sub-area needs this many patents to say anything. */
export const MIN_SUBAREA_PATENTS = 3;
/** 'Few assignees': at most this many distinct ones. */
export const FEW_ASSIGNEES = 3;
/** A rising sub-area has at least this many patents in the recent window. */
export const MIN_RECENT = 2;
export const TOP_WHITE_SPACES = 8;
/** Assignees are known for a sub-area when at least this share of its patents has one on record. */
export const ASSIGNEES_KNOWN_SHARE = 0.5;

export interface WhiteSpaceFigures {
  group: string;
  patents: number;
  growth: Growth;
  assignees: number;
  assigneeNames: string[];
  patentsWithAssignee: number;
  /** At least ASSIGNEES_KNOWN_SHARE of its patents name an assignee: 'few assignees' can be judged. */
  assigneesKnown: boolean;
  years: { year: number; patents: number }[];
  numbers: string[];
}

const allCaps = (s: string) => s === s.toUpperCase();

/**
 * Distinct assignees, names compared without case or punctuation; of two spellings the one in mixed case is kept
 * ('Acme Inc.' over 'ACME INC'), else the first in code-point order, so the answer does not depend on row order.
 */
export function distinctAssignees(names: readonly string[]): string[] {
  const sorted = [...names].sort((a, b) => Number(allCaps(a)) - Number(allCaps(b)) || (a < b ? -1 : a > b ? 1 : 0));
  const seen = new Map<string, string>();
  for (const n of sorted) if (n.trim() && !seen.has(assigneeKey(n))) seen.set(assigneeKey(n), n.trim());
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * White space: CPC main groups of the subject with at least MIN_SUBAREA_PATENTS patents whose recent window holds
 * more patents than the prior one (and at least MIN_RECENT), held by at most FEW_ASSIGNEES distinct assignees. When
 * fewer than ASSIGNEES_KNOWN_SHARE of its patents name an assignee, a rising sub-area is listed with
 * `assigneesKnown: false`: rising, but who holds it cannot be said. Known ones first, each part ranked by the rise
 * (recent − prior), then fewer assignees, then code. docs/landscape.md, "White space".
 */
export function whiteSpaces(
  groups: readonly GroupFacts[],
  w: { recent: number[]; prior: number[] } | null,
  axis: readonly number[],
): WhiteSpaceFigures[] {
  if (!w) return [];
  const out: WhiteSpaceFigures[] = [];
  for (const g of groups) {
    if (g.patents < MIN_SUBAREA_PATENTS) continue;
    const growth = growthOver(w, g.published);
    const names = distinctAssignees(g.names);
    // More than 10 names as written may still merge to fewer, but the list was cut at 11: many either way.
    const many = g.names.length > 10;
    if (growth.recent.count <= growth.prior.count || growth.recent.count < MIN_RECENT) continue;
    const assigneesKnown = g.patentsWithAssignee >= ASSIGNEES_KNOWN_SHARE * g.patents;
    if (assigneesKnown && (many || names.length > FEW_ASSIGNEES)) continue;
    out.push({
      group: g.group,
      patents: g.patents,
      growth,
      assignees: names.length,
      assigneeNames: names,
      patentsWithAssignee: g.patentsWithAssignee,
      assigneesKnown,
      years: axis.map((year) => ({ year, patents: g.published[year] ?? 0 })),
      numbers: g.numbers,
    });
  }
  const rise = (x: WhiteSpaceFigures) => x.growth.recent.count - x.growth.prior.count;
  return out
    .sort(
      (a, b) =>
        Number(b.assigneesKnown) - Number(a.assigneesKnown) ||
        rise(b) - rise(a) ||
        a.assignees - b.assignees ||
        a.group.localeCompare(b.group),
    )
    .slice(0, TOP_WHITE_SPACES);
}
