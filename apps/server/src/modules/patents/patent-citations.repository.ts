import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "./patents-write.repository.js";

/** One row of a patent's citations, as stored (the cited number as its source wrote it). */
export interface BackwardRow {
  cited_number: string;
  kind: string | null;
  category: string | null;
  date: string | null;
}

/** A patent of the index that cites the analysed one, with how it lists it. */
export interface CitingRow {
  number: string;
  category: string | null;
}

/** What the index knows of a patent linked by a citation; dates 'YYYY-MM-DD'. */
export interface LinkedRow {
  number: string;
  kind: string | null;
  title: string | null;
  abstract: string | null;
  publication_date: string | null;
  inventors: string[];
  assignee: string | null;
  cpc: string[];
  cited: string[];
}

/** An abstract excerpt long enough for a heading (the screen cuts it further). */
const EXCERPT_CHARS = 300;
const jsonList = (list: unknown[]) => sql`${JSON.stringify(list)}::jsonb`;

/** The citation look-ups of GET /api/patents/:number/citations (docs/citations.md). */
export const patentCitationsRepository = {
  /** The documents `number` cites, in its order. */
  backward(db: Tx, number: string): Promise<BackwardRow[]> {
    return rowsOf(
      db,
      sql`select cited_number, kind, category, date from patent_citations where number = ${number} order by position`,
    );
  },
  /**
   * The patents of the index that cite any of `forms` (the ways a citation may write the analysed number:
   * citedForms), once each, by number; through the B-tree on cited_number.
   */
  citing(db: Tx, forms: string[]): Promise<CitingRow[]> {
    if (!forms.length) return Promise.resolve([]);
    return rowsOf(
      db,
      sql`select distinct on (c.number) c.number, c.category from patent_citations c
          where c.cited_number in (select jsonb_array_elements_text(${jsonList(forms)}))
          order by c.number, c.position`,
    );
  },
  /** The patents of `numbers` that the index holds, with their first assignee, CPC symbols and cited numbers. */
  linked(db: Tx, numbers: string[]): Promise<LinkedRow[]> {
    if (!numbers.length) return Promise.resolve([]);
    return rowsOf(
      db,
      sql`select p.number, p.kind, p.title, left(p.abstract, ${EXCERPT_CHARS}) as abstract,
            coalesce(p.publication_date, p.grant_date)::text as publication_date,
            array(select name from patent_inventors i where i.number = p.number order by position) as inventors,
            (select name from patent_assignees a where a.number = p.number order by position limit 1) as assignee,
            array(select code from patent_cpc c where c.number = p.number order by position) as cpc,
            array(select cited_number from patent_citations c where c.number = p.number order by position) as cited
          from patents p where p.number in (select jsonb_array_elements_text(${jsonList(numbers)}))`,
    );
  },
  /** For each patent (by the forms its number may be cited under), how many patents of the index cite it. */
  citedByCounts(db: Tx, patents: { number: string; forms: string[] }[]): Promise<{ number: string; n: number }[]> {
    if (!patents.length) return Promise.resolve([]);
    return rowsOf(
      db,
      sql`select t.number, (select count(distinct c.number)::int from patent_citations c
            where c.cited_number in (select jsonb_array_elements_text(t.forms))) as n
          from jsonb_to_recordset(${jsonList(patents)}) as t(number text, forms jsonb)`,
    );
  },
};
