import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.js";
import { keywordInMemory, type MemoryIndex, type Postings } from "./keyword-bm25.js";
import { type Filters, type Hit, patentsRepository as repo } from "./patents.repository.js";
import { rowsOf } from "./patents-write.repository.js";

/**
 * An index of at most this many patents is ranked in the server's memory (docs/decisions/0026): the shipped corpus
 * (10,475) takes ~34 MiB of heap and loads in about a second; a million patents stay in SQL, where the GIN index
 * reads only the candidates.
 */
export const MEMORY_INDEX_MAX = 50_000;

/** Patents per statement of a load. */
const LOAD_SLICE = 1_000;

/** The loaded index of each database, and the load under way (one at a time). */
const indexes = new WeakMap<Db, { index?: MemoryIndex; loading?: Promise<void> }>();
/**
 * Databases seen holding more than MEMORY_INDEX_MAX patents: their searches skip the version check and go straight
 * to SQL (an index only grows; patents are never deleted).
 */
const large = new WeakSet<Tx>();

interface Row {
  number: string;
  text_length: number;
  publication_date: string | null;
  patent_type: string;
  doc_type: string;
  granted: boolean;
  every: string[];
  ab: string[];
  subclasses: string[] | null;
}

/** Every patent's lexemes (all, and those of its title and abstract), filter columns and CPC subclasses, at one version. */
async function load(db: Db): Promise<MemoryIndex> {
  return db.transaction(
    async (tx) => {
      const [stats] = await rowsOf<{ version: number; documents: number; lexemes: number }>(
        tx,
        sql`select version::float8 as version, documents, lexemes::float8 as lexemes from patent_index_stats`,
      );
      // In slices, each turned into postings at once: PGlite's WebAssembly heap (which never shrinks) and ours hold
      // one slice's rows at a time, not all of them.
      const docs: Omit<Row, "every" | "ab">[] = [];
      const lists = new Map<string, { docs: number[]; claimsOnly: number[] }>();
      for (;;) {
        const slice = await rowsOf<Row>(
          tx,
          sql`select p.number, p.text_length, p.publication_date::text as publication_date, p.patent_type, p.doc_type,
                p.grant_date is not null as granted,
                tsvector_to_array(p.search) as every, tsvector_to_array(ts_filter(p.search, '{a,b}')) as ab,
                array(select distinct left(c.code, 4) from patent_cpc c where c.number = p.number) as subclasses
              from patents p where p.number > ${docs.at(-1)?.number ?? ""} order by p.number limit ${LOAD_SLICE}`,
        );
        for (const { every, ab, ...columns } of slice) {
          const doc = docs.push(columns) - 1;
          const title = new Set(ab);
          for (const lexeme of every) {
            const list = lists.get(lexeme) ?? { docs: [], claimsOnly: [] };
            if (!list.docs.length) lists.set(lexeme, list);
            list.docs.push(doc);
            list.claimsOnly.push(title.has(lexeme) ? 0 : 1);
          }
        }
        if (slice.length < LOAD_SLICE) break;
      }
      const postings = new Map<string, Postings>();
      for (const [lexeme, l] of lists)
        postings.set(lexeme, { docs: Int32Array.from(l.docs), claimsOnly: Uint8Array.from(l.claimsOnly) });
      return {
        version: stats?.version ?? -1,
        documents: stats?.documents ?? 0,
        lexemes: stats?.lexemes ?? 0,
        numbers: docs.map((r) => r.number),
        docOf: new Map(docs.map((r, doc) => [r.number, doc])),
        textLength: Int32Array.from(docs, (r) => r.text_length ?? 0),
        publicationDate: docs.map((r) => r.publication_date),
        patentType: docs.map((r) => r.patent_type),
        docType: docs.map((r) => r.doc_type),
        granted: Uint8Array.from(docs, (r) => (r.granted ? 1 : 0)),
        subclasses: docs.map((r) => r.subclasses ?? []),
        postings,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Loads the index of `db` unless a load is under way; resolves when it is in. */
export function loadMemoryIndex(db: Db): Promise<void> {
  const entry = indexes.get(db) ?? {};
  indexes.set(db, entry);
  entry.loading ??= load(db)
    .then((index) => {
      entry.index = index;
    })
    .finally(() => {
      entry.loading = undefined;
    });
  return entry.loading;
}

/** Loads the copy at the server's start when the index is small, so the first searches need not take the SQL path. */
export async function warmKeywordIndex(db: Db): Promise<void> {
  const [stats] = await rowsOf<{ documents: number }>(db, sql`select documents from patent_index_stats`);
  if (stats && stats.documents > 0 && stats.documents <= MEMORY_INDEX_MAX) await loadMemoryIndex(db);
}

export interface KeywordRanking {
  hits: Hit[];
  /** Each hit's CPC subclasses, for the class feedback. */
  classes: Map<string, string[]>;
}

/**
 * The keyword ranking (`patentsRepository.keyword` and the hits' subclasses), from memory when the index is small,
 * loaded and at the database's current version; else from SQL, starting a load in the background when the memory
 * path applies but its copy is missing or stale (a write bumped `patent_index_stats.version`), so no request waits
 * for a load. A transaction always reads SQL: it may hold writes of its own that no other reader sees.
 */
export async function rankKeyword(db: Tx, text: string, filters: Filters, pool: number): Promise<KeywordRanking> {
  if (!(db instanceof PgTransaction) && !large.has(db)) {
    const [now] = await rowsOf<{ lexemes: string[]; version: number | null; documents: number | null }>(
      db,
      sql`select array(select t.lexeme from unnest(to_tsvector('english', ${text})) t order by t.lexeme) as lexemes,
            (select version::float8 from patent_index_stats) as version,
            (select documents from patent_index_stats) as documents`,
    );
    if ((now?.documents ?? 0) > MEMORY_INDEX_MAX) large.add(db);
    else if (now && now.version !== null) {
      const index = indexes.get(db)?.index;
      if (index && index.version === now.version) {
        const hits = keywordInMemory(index, now.lexemes, filters, pool);
        const classes = new Map(hits.map((h) => [h.number, index.subclasses[index.docOf.get(h.number) ?? -1] ?? []]));
        return { hits, classes };
      }
      void loadMemoryIndex(db).catch(() => {}); // the SQL answer below stands; the next request tries again
    }
  }
  const hits = await repo.keyword(db, text, filters, pool);
  return {
    hits,
    classes: await repo.subclasses(
      db,
      hits.map((h) => h.number),
    ),
  };
}
