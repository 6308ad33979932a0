import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** Binary data; the image storage moves it as base64 text (image-storage.ts says why). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const day = (name: string) => date(name, { mode: "string" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    securityQuestion: text("security_question"),
    securityAnswerHash: text("security_answer_hash"),
    verifiedAt: ts("verified_at"),
    blockedAt: ts("blocked_at"),
    isAdmin: boolean("is_admin").notNull().default(false),
    isSuperUser: boolean("is_super_user").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastLoginAt: ts("last_login_at"),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["verify_email", "reset_password", "change_email", "setup"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("one_time_tokens_user_kind_idx").on(t.userId, t.kind)],
);

export const analyses = pgTable(
  "analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    argumentText: text("argument_text").notNull(),
    parsed: jsonb("parsed"),
    processed: jsonb("processed").notNull(),
    engine: text("engine").notNull(),
    model: text("model"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analyses_user_created_idx").on(t.userId, t.createdAt)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    page: text("page"),
    props: jsonb("props").notNull().default({}),
    userId: uuid("user_id"),
    visitor: text("visitor"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analytics_events_created_idx").on(t.createdAt, t.name)],
);

/** Append-only: a trigger in migration 0001 refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    ip: text("ip"),
    action: text("action").notNull(),
    target: text("target"),
    outcome: text("outcome", { enum: ["ok", "denied", "failed"] }).notNull(),
    detail: jsonb("detail"),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_action_idx").on(t.action, t.createdAt)],
);

/** One row per counted attempt; the rate limiter counts rows in a sliding window. */
export const rateHits = pgTable(
  "rate_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("rate_hits_key_created_idx").on(t.key, t.createdAt)],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * A provisional application drafted in the wizard. The title, short description, computed sections and status are
 * columns (the list reads only those); the rest of the draft is one jsonb document. `version` grows by one at every
 * save, so a save based on an older version is refused instead of overwriting another window's work.
 */
export const patentApplications = pgTable(
  "patent_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    content: jsonb("content").notNull(),
    completedSections: jsonb("completed_sections").notNull(),
    status: text("status", { enum: ["draft", "complete"] }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("patent_applications_user_updated_idx").on(t.userId, t.updatedAt)],
);

/**
 * An uploaded figure. `application_id` is NULL while it belongs to a wizard that was never saved (a draft image);
 * a save attaches it. Deleting the application or the user deletes the row, and the row's bytes with it.
 */
export const applicationImages = pgTable(
  "application_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => patentApplications.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("application_images_application_idx").on(t.applicationId),
    index("application_images_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A saved patent audit (issue 12, docs/decisions/0023): the engine's report as it came back (findings, summary,
 * claim support, prior art, novelty) and the engine version that produced it, so a later run can say what changed.
 * Deleting the application or the user deletes its audits. Listed newest first per application.
 */
export const patentAudits = pgTable(
  "patent_audits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => patentApplications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    engine: text("engine").notNull(),
    summary: jsonb("summary").notNull(),
    report: jsonb("report").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("patent_audits_application_created_idx").on(t.applicationId, t.createdAt)],
);

/** The bytes the database image storage keeps, one row per image; they go when their image's row goes. */
export const imageBlobs = pgTable("image_blobs", {
  storageKey: text("storage_key")
    .primaryKey()
    .references(() => applicationImages.storageKey, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/**
 * A user's own patent-office (USPTO Open Data Portal) key: AES-256-GCM ciphertext bound to the user's id
 * (modules/patent-office/key-vault.ts), and its last four characters for the masked display. Never the key itself.
 */
export const patentOfficeKeys = pgTable("patent_office_keys", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  ciphertext: text("ciphertext").notNull(),
  hint: text("hint").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

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
