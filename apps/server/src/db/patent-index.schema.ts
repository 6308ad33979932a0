import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { day, tsvector } from "./columns.js";

/**
 * The patent index (issue 11): one row per published document, keyed by its number ('US10000000', 'USD651432',
 * 'US20050004437'). `search` is kept by a trigger (migration 0007) from title (A), abstract (B) and claims (C);
 * `content_hash` is the hash of the imported record, so re-importing the same record changes nothing.
 * Every child table starts its key with `number`, the distribution column if the index ever moves to Citus.
 */
export const patents = pgTable(
  "patents",
  {
    number: text("number").primaryKey(),
    kind: text("kind"),
    docType: text("doc_type", { enum: ["grant", "application"] }).notNull(),
    patentType: text("patent_type", { enum: ["utility", "design", "plant", "reissue", "other"] }).notNull(),
    title: text("title"),
    abstract: text("abstract"),
    claims: text("claims").array().notNull(),
    firstClaim: text("first_claim"),
    filingDate: day("filing_date"),
    publicationDate: day("publication_date"),
    grantDate: day("grant_date"),
    applicationNumber: text("application_number"),
    ipc: text("ipc").array().notNull(),
    source: text("source").notNull(),
    contentHash: text("content_hash").notNull(),
    search: tsvector("search"),
    /** Distinct title and abstract lexemes of `search`: BM25's document length (migration 0008). */
    textLength: integer("text_length"),
  },
  (t) => [
    index("patents_search_idx").using("gin", t.search),
    index("patents_number_digits_idx").on(sql`regexp_replace(${t.number}, '[^0-9]', '', 'g')`),
    index("patents_publication_date_idx").on(t.publicationDate),
  ],
);

const ofPatent = () =>
  text("number")
    .notNull()
    .references(() => patents.number, { onDelete: "cascade" });

export const patentCpc = pgTable(
  "patent_cpc",
  { number: ofPatent(), position: integer("position").notNull(), code: text("code").notNull() },
  (t) => [
    primaryKey({ columns: [t.number, t.position] }),
    index("patent_cpc_code_idx").on(t.code),
    index("patent_cpc_subclass_idx").on(sql`left(${t.code}, 4)`),
    // The landscape's main-group look-ups ('G06N20' of 'G06N20/10'): a subclass can hold hundreds of thousands of rows.
    index("patent_cpc_main_group_idx").on(sql`split_part(${t.code}, '/', 1)`),
    // A landscape reads every symbol of thousands of patents: from this index alone, without visiting the table.
    index("patent_cpc_number_code_idx").on(t.number, t.code),
  ],
);

/**
 * Names are matched by trigram (pg_trgm, migration 0002) on lower(name): partial names and small typos. A name
 * search looks in the distinct names first (the `…_names` tables below), then takes each name's patents through the
 * B-tree on (lower(name), number) (migration 0013).
 */
export const patentInventors = pgTable(
  "patent_inventors",
  { number: ofPatent(), position: integer("position").notNull(), name: text("name").notNull() },
  (t) => [
    primaryKey({ columns: [t.number, t.position] }),
    index("patent_inventors_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("patent_inventors_name_number_idx").on(sql`lower(${t.name})`, t.number),
  ],
);

export const patentAssignees = pgTable(
  "patent_assignees",
  { number: ofPatent(), position: integer("position").notNull(), name: text("name").notNull() },
  (t) => [
    primaryKey({ columns: [t.number, t.position] }),
    index("patent_assignees_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("patent_assignees_name_number_idx").on(sql`lower(${t.name})`, t.number),
  ],
);

/**
 * Every distinct lower-cased inventor and assignee name with its number of patents, kept exact by statement
 * triggers on every write (migration 0013): on a million patents 646,535 inventor names for 1,806,600 rows and
 * 7,006 assignee names for 841,497. A name whose patents were all deleted stays at 0: harmless.
 */
const namesTable = (name: string) =>
  pgTable(name, { name: text("name").primaryKey(), patents: integer("patents").notNull() }, (t) => [
    index(`${name}_trgm_idx`).using("gin", sql`${t.name} gin_trgm_ops`),
  ]);
export const patentInventorNames = namesTable("patent_inventor_names");
export const patentAssigneeNames = namesTable("patent_assignee_names");

/** `date` is text: the offices publish partial dates ('1992-03-00'). */
export const patentCitations = pgTable(
  "patent_citations",
  {
    number: ofPatent(),
    position: integer("position").notNull(),
    citedNumber: text("cited_number").notNull(),
    kind: text("kind"),
    category: text("category"),
    date: text("date"),
  },
  (t) => [primaryKey({ columns: [t.number, t.position] }), index("patent_citations_cited_idx").on(t.citedNumber)],
);

/** The CPC scheme's titles; `level` is null for sections, classes and subclasses, 0 for main groups, 1+ below. */
export const cpcTitles = pgTable("cpc_titles", {
  code: text("code").primaryKey(),
  level: integer("level"),
  title: text("title").notNull(),
  /** The title read with its ancestors' ('Solar heat collectors › with reflectors › …'): what screens show. */
  path: text("path"),
});

/**
 * Term statistics of the patent index for BM25 ranking (docs/decisions/0020-search-ranking.md): how many patents
 * hold each lexeme of `patents.search`. Kept exact by statement-level triggers on `patents` (migration 0008) and
 * rebuilt by `refreshSearchStatistics` (search-statistics.repository.ts). A count may reach 0 and stay: harmless.
 */
export const patentTerms = pgTable("patent_terms", {
  lexeme: text("lexeme").primaryKey(),
  documents: integer("documents").notNull(),
});

/** One row: the number of patents and the sum of their lengths (`patents.text_length`), for BM25's average length. */
export const patentIndexStats = pgTable("patent_index_stats", {
  id: integer("id").primaryKey(),
  documents: integer("documents").notNull(),
  lexemes: bigint("lexemes", { mode: "number" }).notNull(),
  /**
   * Counts the write statements that changed the landscape's inputs (patents, their CPC symbols, their assignees):
   * bumped by statement triggers (migration 0012), so a stored landscape is valid while its version is this one.
   */
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The landscape of each technology area as its one aggregate statement last computed it (decision 0026): `facts`
 * is that statement's row, verbatim; `version` the index's version (`patent_index_stats.version`) in the same
 * snapshot. Read only while the versions match, so any write to the index makes it stale at once.
 */
export const patentLandscapes = pgTable("patent_landscapes", {
  /** The area's scope as JSON (its CPC filters and keywords): a changed mapping is another key. */
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  facts: jsonb("facts").notNull(),
});
