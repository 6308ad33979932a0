import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "./patents-write.repository.js";

/**
 * Document frequencies stop counting here: past it a word is common whatever its exact count, and counting every
 * match of 'method' in a million-document index would cost more than the analysis.
 */
export const DF_CAP = 10_000;

export const patentAnalysisRepository = {
  /**
   * How many documents hold each word (through the same stemmed `search` vector and GIN index as the keyword
   * search), at most DF_CAP; -1 for a word PostgreSQL drops as a stop word.
   */
  documentFrequencies(db: Tx, words: string[]): Promise<{ word: string; df: number }[]> {
    if (!words.length) return Promise.resolve([]);
    return rowsOf(
      db,
      sql`select t.word,
            case when numnode(q.query) = 0 then -1
              else (select count(*)::int from (select 1 from patents p where p.search @@ q.query limit ${DF_CAP}) x)
            end as df
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as t(word),
            plainto_tsquery('english', t.word) as q(query)`,
    );
  },
  /** The number of documents: the planner's estimate when the table is large, else an exact count (cheap then). */
  async documentCount(db: Tx): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select case when e.n >= ${DF_CAP} then e.n else (select count(*)::int from patents) end as n
          from (select greatest(coalesce((select reltuples from pg_class where oid = 'patents'::regclass), 0), 0)::int
            as n) e`,
    );
    return Number(row?.n ?? 0);
  },
};
