import type { PatentSearchQuery } from "@app/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { cpcTitleSql } from "./cpc-titles.repository.js";
import type { NumberQuery } from "./patent-query.js";
import { rowsOf, rowsWithoutJit } from "./patents-write.repository.js";

export interface Hit {
  number: string;
  score: number;
}

/** A patent as the search and detail calls read it; dates as 'YYYY-MM-DD'. */
export interface PatentView {
  number: string;
  kind: string | null;
  doc_type: "grant" | "application";
  patent_type: "utility" | "design" | "plant" | "reissue" | "other";
  title: string | null;
  abstract: string | null;
  claim_count: number;
  filing_date: string | null;
  publication_date: string | null;
  grant_date: string | null;
  application_number: string | null;
  inventors: string[];
  assignees: string[];
  citation_count: number;
  cpc: { code: string; title: string | null }[];
}

export type Filters = Pick<PatentSearchQuery, "patentType" | "status"> & { publishedSince: string | null };

export const SEARCH_LIMIT = 50;

/**
 * BM25's constants (docs/decisions/0020-search-ranking.md): the usual k1 and b; the query keeps its 20 rarest
 * lexemes (an abstract has ~60: the frequent ones add candidates, time and noise, not precision) and stops adding
 * rarer-first lexemes once 10,000 patent-lexeme matches are in (a bound on the candidates however large the index:
 * 20,000 until decision 0026 measured half of it 35% faster on a million at the same eval:search);
 * a lexeme found only in the claims counts a tenth (the long claim sets of the few full-text patents would
 * otherwise crowd out the abstracts); the 400 best candidates by their upper bound (tf = 1) are scored exactly (four
 * times the pool the class feedback reads: decision 0026).
 */
export const BM25 = {
  k1: 1.2,
  b: 0.75,
  queryTerms: 20,
  candidateBudget: 10_000,
  claimsTf: 0.1,
  shortlist: 400,
  everyWordBudget: 5_000,
};

function filtersOf({ patentType, status, publishedSince }: Filters): SQL {
  const parts: SQL[] = [sql`true`];
  if (publishedSince) parts.push(sql`p.publication_date >= ${publishedSince}::date`);
  if (patentType !== "all") parts.push(sql`p.patent_type = ${patentType}`);
  if (status === "granted") parts.push(sql`p.doc_type = 'grant'`);
  if (status === "published") parts.push(sql`p.doc_type = 'application'`);
  if (status === "pending") parts.push(sql`p.doc_type = 'application' and p.grant_date is null`);
  return sql.join(parts, sql` and `);
}

/**
 * Ranked look-ups: each returns at most `SEARCH_LIMIT` numbers with a score, best first (ties by number, so the
 * order is stable), after the filters.
 */
export const patentsRepository = {
  /**
   * Full text, BM25 (docs/decisions/0020-search-ranking.md, 0026). The query's rarest lexemes (fewest patents, from
   * `patent_terms`), at most `queryTerms` of them and only while the patents holding the rarer ones stay under
   * `candidateBudget`, give the candidates: the patents holding every one of them (one GIN look-up, driven by the
   * rarest) when there are `pool` or more of those, else each lexeme's patents in turn (its postings). Each
   * candidate then scores sum(idf · tf·(k1+1) / (tf + k1·(1 − b + b·len/avglen))) over the lexemes it holds, divided
   * by the sum of their idf so the score reads as the share of the query's information the patent holds (1 when it
   * holds every term at average length). tf is 1 for a lexeme in the title or abstract, `claimsTf` for one only in
   * the claims; len is the patent's number of distinct title and abstract lexemes (`text_length`). Telling the
   * title and abstract from the claims means reading the patent's vector (TOASTed: most of a candidate's cost), so
   * it is read for the `shortlist` best candidates only, ranked first with tf = 1 (an upper bound of each score).
   * Returns the best `pool`, best first.
   */
  keyword(db: Tx, text: string, filters: Filters, pool: number): Promise<Hit[]> {
    const { k1, b, queryTerms, candidateBudget, everyWordBudget, claimsTf, shortlist } = BM25;
    const norm = (len: SQL) =>
      sql`(1 - ${b}::float8 + ${b}::float8 * ${len} / (select lexemes::float8 / greatest(documents, 1) from patent_index_stats))`;
    return rowsWithoutJit<Hit>(
      db,
      sql`with words as materialized (
            select t.lexeme, quote_literal(t.lexeme)::tsquery as anywhere,
              ln(1 + ((select documents from patent_index_stats) - s.documents + 0.5) / (s.documents + 0.5)) as idf,
              (sum(s.documents) over (order by s.documents, t.lexeme) - s.documents = 0
                or sum(s.documents) over (order by s.documents, t.lexeme) <= ${candidateBudget}) as kept
            from unnest(to_tsvector('english', ${text})) t join patent_terms s on s.lexeme = t.lexeme
            where s.documents > 0 order by s.documents, t.lexeme limit ${queryTerms}),
          -- The patents holding every lexeme: GIN intersects the postings from the rarest, so 'least one red' reads
          -- 5,006 patents on a million instead of a budget's worth of 'least' and 8,844 of 'red' (decision 0026).
          every_word as materialized (
            select p.number, p.text_length from patents p
            where p.search @@ (select string_agg(quote_literal(lexeme), ' & ')::tsquery from words)
              and ${filtersOf(filters)}
            limit ${everyWordBudget}),
          -- Enough of them (a short query): they are the candidates, scored on every word. Too few (an abstract's
          -- twenty lexemes): the candidates are the patents of each kept lexeme in turn, from the GIN index (its
          -- postings), so the work is the sum of their counts. A lexeme in more patents than the budget (only the
          -- rarest word of a query made of common ones gets here) is read for its first candidateBudget patents in
          -- the index's order: reading all of a word held by a third of a million patents took 21 s (decision 0020).
          q as materialized (select lexeme, anywhere, idf from words
            where kept or (select count(*) from every_word) >= ${pool}),
          hits as (
            select e.number, e.text_length, q.lexeme, q.idf from every_word e cross join q
            where (select count(*) from every_word) >= ${pool}
            union all
            select m.number, m.text_length, q.lexeme, q.idf from q cross join lateral (
              select p.number, p.text_length from patents p where p.search @@ q.anywhere and ${filtersOf(filters)}
              limit ${candidateBudget}) m
            where (select count(*) from every_word) < ${pool}),
          -- Ranked with tf = 1, read from the heap alone (no vector); the statistics are read by scalar subqueries
          -- (run once, and no bad row estimate that would wake the JIT).
          best as materialized (
            select number, min(text_length) as len from hits group by number
            order by sum(idf * ${k1 + 1}::float8 / (1 + ${k1}::float8 * ${norm(sql`text_length`)})) desc, number
            limit ${shortlist}),
          -- offset 0: each shortlisted vector is read once into two in-memory vectors, all of it and its title and
          -- abstract, each lexeme then a binary search in them.
          texts as (select best.*, ts_filter(p.search, '{a,b,c,d}') as every, ts_filter(p.search, '{a,b}') as ab
            from best join patents p using (number) offset 0)
          select t.number, (sum(q.idf * m.tf * ${k1 + 1}::float8 / (m.tf + ${k1}::float8 * ${norm(sql`t.len`)}))
              / (select sum(idf) from q))::float8 as score
          from texts t join q on t.every @@ q.anywhere
            cross join lateral (select case when t.ab @@ q.anywhere then 1 else ${claimsTf}::float8 end as tf) m
          group by t.number order by score desc, t.number limit ${pool}`,
    );
  },
  /**
   * The CPC subclasses (first 4 characters, e.g. 'G01S') of each patent, for the class feedback. One index look-up
   * per patent (lateral): as a semi-join the planner scanned all of patent_cpc on the corpus (7 ms of a 45 ms search
   * on PGlite, decision 0026).
   */
  async subclasses(db: Tx, numbers: string[]): Promise<Map<string, string[]>> {
    if (!numbers.length) return new Map();
    const rows = await rowsOf<{ number: string; subclasses: string[] }>(
      db,
      sql`select n.number, s.subclasses from jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb) n(number)
          cross join lateral (select array_agg(distinct left(c.code, 4)) as subclasses from patent_cpc c
            where c.number = n.number) s
          where s.subclasses is not null`,
    );
    return new Map(rows.map((r) => [r.number, r.subclasses]));
  },
  /**
   * A name in the inventors or assignees: every word of the query inside the name, or a trigram match for small
   * misspellings; scored by the best trigram similarity of the patent's names to the query (0–1). The distinct names
   * are matched first (`…_names`, migration 0013: 7,006 assignee names for 841,497 rows on a million patents), then
   * the patents of the best names through the B-tree on (lower(name), number), each name's first `SEARCH_LIMIT` by
   * number (a patent past them has 50 patents of at least its score and a smaller number before it). Without a
   * filter only the names needed are read: those whose better-scored names hold fewer than `SEARCH_LIMIT` patents
   * between them ('olfa corporation' resembles 873 assignee names; the first few hold 50 patents). The answer is the
   * same as matching every row, unless one patent lists two of the matching names: it is then counted twice and the
   * list may end short.
   */
  byName(db: Tx, table: "patent_inventors" | "patent_assignees", q: string, words: string[], filters: Filters) {
    const names = table === "patent_inventors" ? "patent_inventor_names" : "patent_assignee_names";
    const everyWord = sql.join(
      words.map((w) => sql`n.name like ${`%${w.replace(/[\\%_]/g, "\\$&")}%`}`),
      sql` and `,
    );
    const filtered = filters.publishedSince !== null || filters.patentType !== "all" || filters.status !== "all";
    const patents = filtered ? sql`join patents p on p.number = r.number` : sql``;
    return rowsWithoutJit<Hit>(
      db,
      sql`with names as materialized (
            select n.name, n.patents, similarity(n.name, ${q.toLowerCase()}) as score from ${sql.identifier(names)} n
            where ((${everyWord}) or n.name % ${q.toLowerCase()}) and n.patents > 0),
          needed as (select name, score from (
              select name, score, sum(patents) over (order by score desc) - sum(patents) over (partition by score)
                as better
              from names) x
            where ${filtered ? sql`true` : sql`better < ${SEARCH_LIMIT}`})
          select x.number, max(needed.score)::float8 as score from needed cross join lateral (
            select r.number from ${sql.identifier(table)} r ${patents}
            where lower(r.name) = needed.name and ${filtered ? filtersOf(filters) : sql`true`}
            order by r.number limit ${SEARCH_LIMIT}) x
          group by x.number
          order by score desc, x.number limit ${SEARCH_LIMIT}`,
    );
  },
  /** The digits of the number (any series and prefix), or the exact number when the query named the series. */
  byNumber(db: Tx, { series, digits }: NumberQuery, filters: Filters): Promise<Hit[]> {
    const match = series
      ? sql`p.number = ${`US${series}${digits}`}`
      : sql`regexp_replace(p.number, '[^0-9]', '', 'g') = ${digits}`;
    return rowsOf<Hit>(
      db,
      sql`select p.number, 1::float8 as score from patents p
          where ${match} and ${filtersOf(filters)} order by p.number limit ${SEARCH_LIMIT}`,
    );
  },
  /** The patents with their names, CPC titles and counts, in no particular order. */
  views(db: Tx, numbers: string[]): Promise<PatentView[]> {
    if (!numbers.length) return Promise.resolve([]);
    return rowsOf<PatentView>(
      db,
      sql`select p.number, p.kind, p.doc_type, p.patent_type, p.title, p.abstract,
            coalesce(cardinality(p.claims), 0) as claim_count,
            p.filing_date::text as filing_date, p.publication_date::text as publication_date,
            p.grant_date::text as grant_date, p.application_number,
            array(select name from patent_inventors i where i.number = p.number order by position) as inventors,
            array(select name from patent_assignees a where a.number = p.number order by position) as assignees,
            (select count(distinct cited_number)::int from patent_citations c where c.number = p.number)
              as citation_count,
            coalesce((select json_agg(json_build_object('code', c.code, 'title', ${cpcTitleSql(sql`c.code`)})
                order by c.position) from patent_cpc c where c.number = p.number), '[]'::json) as cpc
          from patents p where p.number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
    );
  },
  async claimsAndCitations(db: Tx, number: string): Promise<{ claims: string[]; cited: string[] } | undefined> {
    const [row] = await rowsOf<{ claims: string[]; cited: string[] }>(
      db,
      sql`select p.claims,
            array(select cited_number from patent_citations c where c.number = p.number order by position) as cited
          from patents p where p.number = ${number}`,
    );
    return row;
  },
};
