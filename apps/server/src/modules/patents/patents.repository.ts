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
   * Full text: `terms` is a to_tsquery OR expression (patent-query.ts). ts_rank with normalisation 1 divides by
   * 1 + log(document length), so long claim sets do not win by size alone.
   */
  keyword(db: Tx, terms: string, filters: Filters): Promise<Hit[]> {
    return rowsOf<Hit>(
      db,
      sql`select p.number, ts_rank(p.search, q.query, 1)::float8 as score
          from patents p, to_tsquery('english', ${terms}) as q(query)
          where p.search @@ q.query and ${filtersOf(filters)}
          order by score desc, p.number limit ${SEARCH_LIMIT}`,
    );
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
    return rowsOf<Hit>(
      db,
      sql`select p.number, max(similarity(lower(n.name), ${q.toLowerCase()}))::float8 as score
          from ${sql.identifier(table)} n join patents p on p.number = n.number
          where ((${everyWord}) or lower(n.name) % ${q.toLowerCase()}) and ${filtersOf(filters)}
          group by p.number
          order by score desc, p.number limit ${SEARCH_LIMIT}`,
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
