import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "./patents-write.repository.js";

/**
 * The titles of CPC symbols that come from outside the index (the patent office's results): the symbol's own
 * title, else its main group's, else its subclass's, as the index's own results are named; as plain text (the list
 * marks the EPO's additions in braces).
 */
export async function cpcTitlesOf(db: Tx, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await rowsOf<{ code: string; title: string | null }>(
    db,
    sql`select c.code, coalesce(
          (select title from cpc_titles where code = c.code),
          (select title from cpc_titles where code = split_part(c.code, '/', 1) || '/00'),
          (select title from cpc_titles where code = left(c.code, 4))) as title
        from jsonb_array_elements_text(${JSON.stringify([...new Set(codes)])}::jsonb) as c(code)`,
  );
  return new Map(rows.flatMap((r) => (r.title ? [[r.code, r.title.replace(/[{}]/g, "").trim()] as const] : [])));
}
