import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "./patents-write.repository.js";

/**
 * The title a screen shows for a CPC symbol: its path in the scheme (cpc-paths.ts), else its main group's, else its
 * subclass's (a symbol newer or older than the 2022.08 list), else null (a symbol retired before it, like F24J).
 */
export const cpcTitleSql = (code: SQL) => sql`coalesce(
  (select path from cpc_titles where code = ${code}),
  (select path from cpc_titles where code = split_part(${code}, '/', 1) || '/00'),
  (select path from cpc_titles where code = left(${code}, 4)))`;

/** The titles of CPC symbols that come from outside the index (the patent office's results), as the index's own. */
export async function cpcTitlesOf(db: Tx, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await rowsOf<{ code: string; title: string | null }>(
    db,
    sql`select c.code, ${cpcTitleSql(sql`c.code`)} as title
        from jsonb_array_elements_text(${JSON.stringify([...new Set(codes)])}::jsonb) as c(code)`,
  );
  return new Map(rows.flatMap((r) => (r.title ? [[r.code, r.title] as const] : [])));
}
