import type { PatentSearchQuery } from "@app/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { cpcTitleSql } from "./cpc-titles.repository.js";
import type { NumberQuery } from "./patent-query.js";
import { rowsOf } from "./patents-write.repository.js";

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
 * rarer-first lexemes once 20,000 patent-lexeme matches are in (a bound on the candidates however large the index);
 * a lexeme found only in the claims counts a tenth (the long claim sets of the few full-text patents would
 * otherwise crowd out the abstracts).
 */
export const BM25 = { k1: 1.2, b: 0.75, queryTerms: 20, candidateBudget: 20_000, claimsTf: 0.1 };

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
   * Full text, BM25 (docs/decisions/0020-search-ranking.md). The query's rarest lexemes (fewest patents, from
   * `patent_terms`), at most `queryTerms` of them and only while the patents holding the rarer ones stay under
   * `candidateBudget`, are looked up in the GIN index one by one; each patent found then scores
   * sum(idf · tf·(k1+1) / (tf + k1·(1 − b + b·len/avglen))) over those lexemes, divided by the sum of their idf so
   * the score reads as the share of the query's information the patent holds (1 when it holds every term at
   * average length). tf is 1 for a lexeme in the title or abstract, `claimsTf` for one only in the claims (a
   * presence test per lexeme: counting positions meant unnesting every candidate's vector, twice as slow for the
   * same precision); len is the patent's number of distinct title and abstract lexemes (`text_length`, set with
   * the vector). Returns the best `pool`, best first.
   */
  keyword(db: Tx, text: string, filters: Filters, pool: number): Promise<Hit[]> {
    const { k1, b, queryTerms, candidateBudget, claimsTf } = BM25;
    return rowsOf<Hit>(
      db,
      sql`with words as (
            select t.lexeme, s.documents as df,
              sum(s.documents) over (order by s.documents, t.lexeme) - s.documents as rarer
            from unnest(to_tsvector('english', ${text})) t join patent_terms s on s.lexeme = t.lexeme
            where s.documents > 0 order by s.documents, t.lexeme limit ${queryTerms}),
          q as (select quote_literal(w.lexeme)::tsquery as anywhere,
                  (quote_literal(w.lexeme) || ':AB')::tsquery as in_text,
                  ln(1 + ((select documents from patent_index_stats) - w.df + 0.5) / (w.df + 0.5)) as idf
                from words w where w.rarer < ${candidateBudget})
          -- Each lexeme's patents from the GIN index (its postings), so the work is the sum of their counts; the
          -- statistics are read by scalar subqueries (run once, and no bad row estimate that would wake the JIT);
          -- offset 0 computes each part before the grouping, which then hashes narrow rows. A lexeme in more patents
          -- than the budget (only the rarest word of a query made of common ones gets here) is read for its first
          -- candidateBudget patents in the index's order: reading all of a word held by a third of a million
          -- patents took 21 s (decision 0020).
          select number, (sum(part) / (select sum(idf) from q))::float8 as score from (
            select m.number, q.idf * m.tf * ${k1 + 1}::float8 / (m.tf + ${k1}::float8 * (1 - ${b}::float8
                + ${b}::float8 * m.text_length / (select lexemes::float8 / greatest(documents, 1) from patent_index_stats)))
              as part
            from q cross join lateral (
              select p.number, p.text_length, case when p.search @@ q.in_text then 1 else ${claimsTf}::float8 end as tf
              from patents p where p.search @@ q.anywhere and ${filtersOf(filters)}
              limit ${candidateBudget}) m
            offset 0) as matches
          group by number order by score desc, number limit ${pool}`,
    );
  },
  /** The CPC subclasses (first 4 characters, e.g. 'G01S') of each patent, for the class feedback. */
  async subclasses(db: Tx, numbers: string[]): Promise<Map<string, string[]>> {
    if (!numbers.length) return new Map();
    const rows = await rowsOf<{ number: string; subclasses: string[] }>(
      db,
      sql`select number, array_agg(distinct left(code, 4)) as subclasses from patent_cpc
          where number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb)) group by number`,
    );
    return new Map(rows.map((r) => [r.number, r.subclasses]));
  },
  /**
   * A name in the inventors or assignees: every word of the query inside the name, or a trigram match for small
   * misspellings; scored by the best trigram similarity of the patent's names to the query (0–1).
   */
  byName(db: Tx, table: "patent_inventors" | "patent_assignees", q: string, words: string[], filters: Filters) {
    const everyWord = sql.join(
      words.map((w) => sql`lower(n.name) like ${`%${w.replace(/[\\%_]/g, "\\$&")}%`}`),
      sql` and `,
    );
    // Without a filter the names alone answer: no look-up of every matching patent (12,791 for one large assignee
    // on a million patents, a third of the statement's time there; decision 0022).
    const filtered = filters.publishedSince !== null || filters.patentType !== "all" || filters.status !== "all";
    const patents = filtered ? sql`join patents p on p.number = n.number` : sql``;
    return rowsOf<Hit>(
      db,
      sql`select n.number, max(similarity(lower(n.name), ${q.toLowerCase()}))::float8 as score
          from ${sql.identifier(table)} n ${patents}
          where ((${everyWord}) or lower(n.name) % ${q.toLowerCase()}) and ${filtered ? filtersOf(filters) : sql`true`}
          group by n.number
          order by score desc, n.number limit ${SEARCH_LIMIT}`,
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
