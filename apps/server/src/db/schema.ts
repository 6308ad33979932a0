import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, ts } from "./columns.js";

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

export * from "./patent-index.schema.js";
