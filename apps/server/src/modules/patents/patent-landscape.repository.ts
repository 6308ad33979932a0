import { type CpcFilter, type IndexYear, MIN_SUBAREA_PATENTS, TERM_SAMPLE } from "@app/patents";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf, rowsWithoutJit } from "./patents-write.repository.js";

/** Which patents a landscape covers: CPC filters and/or a full-text query (both or-ed). */
export interface LandscapeScope {
  cpc: CpcFilter[];
  /** A `to_tsquery` expression of the area's phrases (keywordQuery). */
  keywords: string | null;
  /** The user's own text, read by `websearch_to_tsquery` (quotes, or, -word; never a syntax error). */
  text: string | null;
}

/** Sub-areas (main groups) with MIN_SUBAREA_PATENTS or more: at most MAX_GROUPS of the largest are returned. */
const MAX_GROUPS = 300;
const MAX_ASSIGNEES = 100;
const ASSIGNEE_CODES = 5;
const GROUP_NUMBERS = 20;
const ABSTRACT_CHARS = 1_500;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The landscape's patents. Whole subclasses through the B-tree on `left(code, 4)` (migration 0007), main groups and
 * subgroups through the one on `split_part(code, '/', 1)` (migration 0009), a subgroup then narrowed to its prefix;
 * words through the GIN index on `search`.
 */
function scopeSql(scope: LandscapeScope): SQL {
  const parts: SQL[] = [];
  const subclasses = scope.cpc.filter((f) => !f.main).map((f) => f.subclass);
  const groups = scope.cpc.filter((f) => f.main);
  if (subclasses.length)
    parts.push(sql`select c.number from patent_cpc c
      where left(c.code, 4) = any(array(select jsonb_array_elements_text(${json(subclasses)})))`);
  if (groups.length)
    parts.push(sql`select c.number from patent_cpc c
      where split_part(c.code, '/', 1) = any(array(select jsonb_array_elements_text(${json(groups.map((f) => f.main))})))
        and exists (select 1 from jsonb_to_recordset(${json(groups)}) f(main text, prefix text)
          where f.main = split_part(c.code, '/', 1)
            and (f.prefix is null or left(c.code, length(f.prefix)) = f.prefix))`);
  if (scope.keywords)
    parts.push(sql`select p.number from patents p where p.search @@ to_tsquery('english', ${scope.keywords})`);
  if (scope.text)
    parts.push(sql`select p.number from patents p where p.search @@ websearch_to_tsquery('english', ${scope.text})`);
  if (!parts.length) return sql`select null::text as number where false`;
  return sql.join(parts, sql` union `);
}

/**
 * One row of JSON columns: every aggregate of the landscape in one statement over one materialised patent set. The
 * set reaches the other tables as one array (`= any(…)`): the planner cannot know a CTE's size and would otherwise
 * hash-join whole tables (a million patents, four million CPC rows) to fetch a few thousand by primary key.
 */
export interface LandscapeRow {
  patents: number;
  with_assignee: number;
  assignee_names: number;
  published: Record<string, number>;
  filed: Record<string, number>;
  granted: Record<string, number>;
  codes: { code: string; patents: number }[];
  groups: { group: string; patents: number }[];
  group_years: { group: string; year: number; n: number }[];
  group_names: { group: string; with: number; names: string[] }[];
  group_numbers: { group: string; numbers: string[] }[];
  assignees: { name: string; patents: number }[];
  assignee_years: { name: string; year: number; n: number }[];
  assignee_codes: { name: string; code: string; n: number }[];
  texts: { title: string | null; abstract: string | null }[];
  /** The index's version in the statement's snapshot (migration 0012): the figures hold while it is current. */
  version: number;
}

const agg = (build: SQL, from: SQL) => sql`(select coalesce(json_agg(${build}), '[]'::json) from (${from}) t)`;
const byYear = (column: SQL) =>
  sql`(select coalesce(json_object_agg(t.y, t.n), '{}'::json)
       from (select ${column} as y, count(*)::int as n from p where ${column} is not null group by 1) t)`;

/** Every aggregate of the landscape in one statement (see LandscapeRow). */
async function factsQuery(db: Tx, scope: LandscapeScope): Promise<LandscapeRow> {
  const [row] = await rowsWithoutJit<LandscapeRow>(
    db,
    sql`with m as materialized (${scopeSql(scope)}),
        ms as materialized (select coalesce(array_agg(number), '{}') as numbers from m),
        p as materialized (
          select p.number, coalesce(p.publication_date, p.grant_date) as d,
            extract(year from coalesce(p.publication_date, p.grant_date))::int as y,
            extract(year from p.filing_date)::int as fy, extract(year from p.grant_date)::int as gy
          from patents p where p.number = any((select numbers from ms)::text[])),
        a as materialized (select distinct a.number, a.name from patent_assignees a
          where a.number = any((select numbers from ms)::text[])),
        c as materialized (select distinct c.number, c.code from patent_cpc c
          where c.number = any((select numbers from ms)::text[])),
        g as materialized (select distinct number, split_part(code, '/', 1) || '/00' as grp from c where code like '%/%'),
        gs as materialized (select grp, count(*)::int as n from g group by grp having count(*) >= ${MIN_SUBAREA_PATENTS}
          order by n desc, grp limit ${MAX_GROUPS}),
        tn as materialized (select name, count(*)::int as n from a group by name order by n desc, name
          limit ${MAX_ASSIGNEES})
      select
        (select count(*)::int from p) as patents,
        (select count(distinct number)::int from a) as with_assignee,
        (select count(distinct name)::int from a) as assignee_names,
        ${byYear(sql`y`)} as published,
        ${byYear(sql`fy`)} as filed,
        ${byYear(sql`gy`)} as granted,
        ${agg(
          sql`json_build_object('code', t.code, 'patents', t.n) order by t.n desc, t.code`,
          sql`select code, count(*)::int as n from c group by code order by n desc, code limit 10`,
        )} as codes,
        ${agg(sql`json_build_object('group', t.grp, 'patents', t.n) order by t.n desc, t.grp`, sql`select * from gs`)} as groups,
        ${agg(
          sql`json_build_object('group', t.grp, 'year', t.y, 'n', t.n)`,
          sql`select g.grp, p.y, count(*)::int as n from g join gs using (grp) join p using (number)
              where p.y is not null group by 1, 2`,
        )} as group_years,
        ${agg(
          sql`json_build_object('group', t.grp, 'with', t.w, 'names', t.names)`,
          sql`select g.grp, count(distinct a.number)::int as w, (array_agg(distinct a.name order by a.name))[1:11] as names
              from g join gs using (grp) join a using (number) group by g.grp`,
        )} as group_names,
        ${agg(
          sql`json_build_object('group', t.grp, 'numbers', t.numbers)`,
          sql`select grp, array_agg(number order by r) as numbers from (
                select g.grp, g.number,
                  row_number() over (partition by g.grp order by p.d desc nulls last, g.number desc) as r
                from g join gs using (grp) join p using (number)) x
              where r <= ${GROUP_NUMBERS} group by grp`,
        )} as group_numbers,
        ${agg(sql`json_build_object('name', t.name, 'patents', t.n) order by t.n desc, t.name`, sql`select * from tn`)} as assignees,
        ${agg(
          sql`json_build_object('name', t.name, 'year', t.y, 'n', t.n)`,
          sql`select a.name, p.y, count(*)::int as n from a join tn using (name) join p using (number)
              where p.y is not null group by 1, 2`,
        )} as assignee_years,
        ${agg(
          sql`json_build_object('name', t.name, 'code', t.code, 'n', t.n)`,
          sql`select name, code, n from (
                select a.name, c.code, count(*)::int as n,
                  row_number() over (partition by a.name order by count(*) desc, c.code) as r
                from a join tn using (name) join c using (number) group by a.name, c.code) x
              where r <= ${ASSIGNEE_CODES}`,
        )} as assignee_codes,
        ${agg(
          sql`json_build_object('title', t.title, 'abstract', t.abstract)`,
          sql`select pp.title, left(pp.abstract, ${ABSTRACT_CHARS}) as abstract
              from (select number from p order by d desc nulls last, number desc limit ${TERM_SAMPLE}) s
              join patents pp on pp.number = s.number`,
        )} as texts,
        coalesce((select version from patent_index_stats where id = 1), 0)::float8 as version`,
  );
  return row as LandscapeRow;
}

/** The landscape look-ups of GET /api/patents/landscape (docs/landscape.md). */
export const patentLandscapeRepository = {
  /** With JIT off (rowsWithoutJit says why). */
  facts: factsQuery,

  /** The stored facts of a scope, if they were computed at the index's current version. */
  async stored(db: Tx, scope: string): Promise<LandscapeRow | null> {
    const [row] = await rowsOf<{ facts: LandscapeRow }>(
      db,
      sql`select l.facts from patent_landscapes l join patent_index_stats s on s.id = 1 and s.version = l.version
          where l.scope = ${scope}`,
    );
    return row?.facts ?? null;
  },

  /** Keeps facts for their scope, unless newer ones are stored already (two requests computing at once). */
  async store(db: Tx, scope: string, facts: LandscapeRow): Promise<void> {
    await db.execute(sql`insert into patent_landscapes (scope, version, facts)
      values (${scope}, ${facts.version}, ${JSON.stringify(facts)}::jsonb)
      on conflict (scope) do update set version = excluded.version, facts = excluded.facts
        where patent_landscapes.version < excluded.version`);
  },

  /**
   * The index's publications per year with the newest date of each: through the B-tree on publication_date (an
   * index-only scan on a vacuumed table). The service keeps it for a few minutes: it changes only on import.
   */
  indexYears(db: Tx): Promise<IndexYear[]> {
    return rowsOf(
      db,
      sql`select extract(year from publication_date)::int as year, count(*)::int as patents,
            max(publication_date)::text as newest
          from patents where publication_date is not null group by 1 order by 1`,
    );
  },
};
