import {
  LANDSCAPE_AREAS,
  type LandscapeAreaId,
  type LandscapeQuery,
  type LandscapeReply,
  type LandscapeSubject,
} from "@app/contracts";
import {
  AREA_MAPPING,
  buildLandscape,
  cpcFilter,
  type IndexYear,
  keywordQuery,
  type LandscapeFacts,
  mainGroupOf,
  pathTitle,
  readCpcCode,
  type YearCounts,
} from "@app/patents";
import type { Tx } from "../../db/client.js";
import { cpcTitlesOf } from "./cpc-titles.repository.js";
import {
  type LandscapeRow,
  type LandscapeScope,
  patentLandscapeRepository as repo,
} from "./patent-landscape.repository.js";

export type Landscape = Omit<LandscapeReply, "success">;

export const NO_TITLE = "Title not in the CPC 2022.08 list";
/** The index changes only on import: its publications per year are kept this long (as the search's cache). */
const INDEX_YEARS_TTL_MS = 5 * 60_000;
const indexYearsCache = new WeakMap<Tx, { until: number; value: Promise<IndexYear[]> }>();

function indexYears(db: Tx): Promise<IndexYear[]> {
  const hit = indexYearsCache.get(db);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = repo.indexYears(db);
  indexYearsCache.set(db, { until: Date.now() + INDEX_YEARS_TTL_MS, value });
  value.catch(() => indexYearsCache.delete(db));
  return value;
}

/** The subject as the user chose it, and the patents it covers. */
function subjectOf(query: LandscapeQuery): {
  subject: Omit<LandscapeSubject, "cpc">;
  cpc: { code: string; match: LandscapeSubject["cpc"][number]["match"]; title?: string }[];
  scope: LandscapeScope;
} {
  if (query.area) {
    const m = AREA_MAPPING[query.area];
    const name = LANDSCAPE_AREAS.find((a) => a.id === query.area)?.name ?? query.area;
    return {
      subject: { kind: "area", value: query.area, name, keywords: m.keywords, source: m.source },
      cpc: m.cpc,
      scope: { cpc: m.cpc.map(cpcFilter), keywords: keywordQuery(m.keywords), text: null },
    };
  }
  if (query.cpc) {
    const entry = readCpcCode(query.cpc);
    return {
      subject: { kind: "cpc", value: entry.code, name: `CPC ${entry.code}`, keywords: [], source: null },
      cpc: [entry],
      scope: { cpc: [cpcFilter(entry)], keywords: null, text: null },
    };
  }
  const text = query.q ?? "";
  return {
    subject: { kind: "text", value: text, name: `“${text}”`, keywords: [text], source: null },
    cpc: [],
    scope: { cpc: [], keywords: null, text },
  };
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
};
const counts = (rows: { year: number; n: number }[]): YearCounts => {
  const out: YearCounts = {};
  for (const r of rows) out[r.year] = (out[r.year] ?? 0) + r.n;
  return out;
};
const numeric = (o: Record<string, number>): YearCounts =>
  Object.fromEntries(Object.entries(o).map(([y, n]) => [Number(y), n]));

/** The database's row as the pure functions' facts. */
function factsOf(row: LandscapeRow, index: IndexYear[]): LandscapeFacts {
  const groupYears = groupBy(row.group_years, (r) => r.group);
  const groupNames = new Map(row.group_names.map((r) => [r.group, r]));
  const groupNumbers = new Map(row.group_numbers.map((r) => [r.group, r.numbers]));
  const assigneeYears = groupBy(row.assignee_years, (r) => r.name);
  const assigneeCodes = groupBy(row.assignee_codes, (r) => r.name);
  return {
    patents: row.patents,
    patentsWithAssignee: row.with_assignee,
    assigneeNames: row.assignee_names,
    published: numeric(row.published),
    filed: numeric(row.filed),
    granted: numeric(row.granted),
    index,
    codes: row.codes,
    groups: row.groups.map((g) => ({
      group: g.group,
      patents: g.patents,
      published: counts(groupYears.get(g.group) ?? []),
      patentsWithAssignee: groupNames.get(g.group)?.with ?? 0,
      names: groupNames.get(g.group)?.names ?? [],
      numbers: groupNumbers.get(g.group) ?? [],
    })),
    assignees: row.assignees.map((a) => ({
      name: a.name,
      patents: a.patents,
      published: counts(assigneeYears.get(a.name) ?? []),
      codes: (assigneeCodes.get(a.name) ?? []).map((c) => ({ code: c.code, patents: c.n })),
    })),
    texts: row.texts,
  };
}

/** The patents a technology area covers (its CPC entries and phrases). */
export const areaScope = (area: LandscapeAreaId): LandscapeScope => subjectOf({ area }).scope;

/**
 * An area's facts are stored with the index's version (decision 0026): read back while no write has changed the
 * index since, else computed by the one statement and stored. A user's own code or text is computed each time: its
 * keys are unbounded, and storing them would let any caller fill a table.
 */
async function scopeFacts(db: Tx, scope: LandscapeScope, keep: boolean): Promise<LandscapeRow> {
  if (!keep) return repo.facts(db, scope);
  const key = JSON.stringify(scope);
  const stored = await repo.stored(db, key);
  if (stored) return stored;
  const row = await repo.facts(db, scope);
  await repo.store(db, key, row);
  return row;
}

/**
 * Computes and stores the landscape of every technology area that is not stored at the index's version: after a
 * bulk load or an import, so the first visitor of an area does not wait for the whole statement. Returns how many
 * were computed.
 */
export async function refreshAreaLandscapes(db: Tx): Promise<number> {
  let computed = 0;
  for (const { id } of LANDSCAPE_AREAS) {
    const scope = areaScope(id);
    const key = JSON.stringify(scope);
    if (await repo.stored(db, key)) continue;
    await repo.store(db, key, await repo.facts(db, scope));
    computed++;
  }
  return computed;
}

/** The landscape of an area, a CPC code or a text, from the index (docs/landscape.md). */
export async function analyseLandscape(db: Tx, query: LandscapeQuery): Promise<Landscape> {
  const { subject, cpc, scope } = subjectOf(query);
  const [row, index] = await Promise.all([scopeFacts(db, scope, query.area !== undefined), indexYears(db)]);
  const facts = factsOf(row, index);
  // Every symbol a figure may name, titled in one look-up (its own title, else its main group's, else its subclass's).
  const codes = new Set<string>([
    ...cpc.map((c) => c.code),
    ...facts.codes.map((c) => c.code),
    ...facts.groups.map((g) => g.group),
    ...facts.assignees.flatMap((a) => a.codes.map((c) => c.code)),
  ]);
  const titles = await cpcTitlesOf(
    db,
    [...codes].flatMap((c) => [c, mainGroupOf(c), c.slice(0, 4)]),
  );
  const titleOf = (code: string) => {
    const t = titles.get(code);
    if (!t) return NO_TITLE;
    // A symbol the list lacks (an older scheme's, e.g. H04L29/06) is named by its main group or subclass: say so.
    const parent = [code.slice(0, 4), mainGroupOf(code)].find((p) => p !== code && titles.get(p) === t);
    return parent ? `${pathTitle(t)} [${parent}'s title; ${code} is not in the 2022.08 list]` : pathTitle(t);
  };
  const named = (code: string) => ({ code, title: titleOf(code) });
  const f = buildLandscape(facts, subject.name, titleOf);
  return {
    subject: { ...subject, cpc: cpc.map((c) => ({ code: c.code, match: c.match, title: c.title ?? titleOf(c.code) })) },
    patents: f.patents,
    thin: f.thin,
    patentsWithAssignee: f.patentsWithAssignee,
    assigneeNames: f.assigneeNames,
    indexNewest: f.indexNewest,
    years: f.years,
    growth: f.growth,
    topCpc: f.topCpc.map((c) => ({ ...c, ...named(c.code) })),
    topTerms: f.topTerms,
    whiteSpace: f.whiteSpace.map(({ group, ...w }) => ({ ...w, group: named(group) })),
    competitors: f.competitors.map(({ codes: list, ...c }) => ({
      ...c,
      cpc: list.map((x) => ({ ...x, ...named(x.code) })),
    })),
    summary: f.summary,
  };
}
