import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/** A patent row as written: snake_case keys, the names of the columns of `jsonb_to_recordset` below. */
export interface PatentRow {
  number: string;
  kind: string | null;
  doc_type: string;
  patent_type: string;
  title: string | null;
  abstract: string | null;
  claims: string[];
  first_claim: string | null;
  filing_date: string | null;
  publication_date: string | null;
  grant_date: string | null;
  application_number: string | null;
  ipc: string[];
  source: string;
  content_hash: string;
}

export interface PatentChildren {
  cpc: { number: string; position: number; code: string }[];
  inventors: { number: string; position: number; name: string }[];
  assignees: { number: string; position: number; name: string }[];
  citations: {
    number: string;
    position: number;
    cited_number: string;
    kind: string | null;
    category: string | null;
    date: string | null;
  }[];
}

export const rowsOf = async <T>(db: Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Runs `query` in its own transaction with JIT off. PostgreSQL's default (jit = on) compiles a statement whose
 * estimates look large: the landscape's CTEs (2.5 s of compiling for a 0.1 s statement on the million-patent
 * database) and the keyword search's candidate sets (seconds under load for a 70 ms statement).
 */
export const rowsWithoutJit = <T>(db: Tx, query: SQL): Promise<T[]> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx, query);
  });

/** One parameter per statement, whatever the batch size: the rows travel as one JSON array. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Writes through `jsonb_to_recordset`, so a batch of any size is one statement with one parameter (no 65,535
 * parameter limit, one round trip, the same SQL on PGlite and PostgreSQL).
 */
export const patentsWriteRepository = {
  async isEmpty(db: Tx): Promise<boolean> {
    return (await rowsOf(db, sql`select 1 from patents limit 1`)).length === 0;
  },
  /** Whether the titles are loaded with their paths: a load writes every row's path, so one row tells. */
  async hasCpcPaths(db: Tx): Promise<boolean> {
    return (await rowsOf(db, sql`select 1 from cpc_titles where path is not null limit 1`)).length > 0;
  },
  /**
   * Inserts new patents and rewrites those whose content hash changed; a patent stored with the same hash is left
   * alone (not returned). Returns the written numbers, `inserted` true for a new row (xmax = 0: no prior version).
   */
  async upsert(db: Tx, rows: PatentRow[]): Promise<{ number: string; inserted: boolean }[]> {
    if (!rows.length) return [];
    return rowsOf(
      db,
      sql`insert into patents (number, kind, doc_type, patent_type, title, abstract, claims, first_claim, filing_date,
            publication_date, grant_date, application_number, ipc, source, content_hash)
          select number, kind, doc_type, patent_type, title, abstract, claims, first_claim, filing_date,
            publication_date, grant_date, application_number, ipc, source, content_hash
          from jsonb_to_recordset(${json(rows)}) as r(number text, kind text, doc_type text, patent_type text,
            title text, abstract text, claims text[], first_claim text, filing_date date, publication_date date,
            grant_date date, application_number text, ipc text[], source text, content_hash text)
          on conflict (number) do update set kind = excluded.kind, doc_type = excluded.doc_type,
            patent_type = excluded.patent_type, title = excluded.title, abstract = excluded.abstract,
            claims = excluded.claims, first_claim = excluded.first_claim, filing_date = excluded.filing_date,
            publication_date = excluded.publication_date, grant_date = excluded.grant_date,
            application_number = excluded.application_number, ipc = excluded.ipc, source = excluded.source,
            content_hash = excluded.content_hash
          where patents.content_hash is distinct from excluded.content_hash
          returning number, (xmax = 0) as inserted`,
    );
  },
  /** Replaces the CPC symbols, names and citations of the given patents. */
  async replaceChildren(db: Tx, numbers: string[], children: PatentChildren): Promise<void> {
    if (!numbers.length) return;
    const list = sql`(select jsonb_array_elements_text(${json(numbers)}))`;
    for (const table of ["patent_cpc", "patent_inventors", "patent_assignees", "patent_citations"]) {
      await db.execute(sql`delete from ${sql.identifier(table)} where number in ${list}`);
    }
    if (children.cpc.length)
      await db.execute(sql`insert into patent_cpc (number, position, code)
        select * from jsonb_to_recordset(${json(children.cpc)}) as r(number text, position int, code text)`);
    for (const [table, rows] of [
      ["patent_inventors", children.inventors],
      ["patent_assignees", children.assignees],
    ] as const) {
      if (rows.length)
        await db.execute(sql`insert into ${sql.identifier(table)} (number, position, name)
          select * from jsonb_to_recordset(${json(rows)}) as r(number text, position int, name text)`);
    }
    if (children.citations.length)
      await db.execute(sql`insert into patent_citations (number, position, cited_number, kind, category, date)
        select * from jsonb_to_recordset(${json(children.citations)})
          as r(number text, position int, cited_number text, kind text, category text, date text)`);
  },
  async upsertCpcTitles(
    db: Tx,
    rows: { code: string; level: number | null; title: string; path: string }[],
  ): Promise<void> {
    if (!rows.length) return;
    await db.execute(sql`insert into cpc_titles (code, level, title, path)
      select * from jsonb_to_recordset(${json(rows)}) as r(code text, level int, title text, path text)
      on conflict (code) do update set level = excluded.level, title = excluded.title, path = excluded.path`);
  },
};
