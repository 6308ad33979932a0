import { z } from "zod";

/**
 * The patent audit's calls (issue 12, docs/decisions/0023): the engine (packages/audit) produces the report, these
 * shapes are what crosses the wire. Findings are stored and sent as the engine made them.
 */
export const PLANNED_CLAIMS_MAX = 20_000;
export const NOVELTY_ARGUMENT_MAX = 2_000;
/** A pasted draft: about 60 pages of text. */
export const AUDIT_DRAFT_MAX = 200_000;
export const AUDIT_NOT_FOUND = "Audit not found";
/** An uploaded draft: a long .docx with embedded figures stays well under this. */
export const DRAFT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DRAFT_FILE_TOO_LARGE = "The file is larger than 10 MB. Remove embedded images, or paste the text instead.";
export const DRAFT_FILE_TYPE_REFUSED = "Upload a Word document (.docx), a PDF with text, or a plain-text file.";
export const DRAFT_FILE_NO_TEXT =
  "No text could be read from this file. A scanned PDF is a picture of text: export the draft from your word processor as .docx or PDF, or paste its text.";
export const DRAFT_FILE_UNREADABLE =
  "This file could not be read. Save it again as .docx or PDF from your word processor, or paste its text.";

export const AuditRequest = z.strictObject({
  plannedClaims: z.string().max(PLANNED_CLAIMS_MAX).default(""),
  noveltyArgument: z.string().max(NOVELTY_ARGUMENT_MAX).default(""),
});
export type AuditRequest = z.infer<typeof AuditRequest>;

export const DraftAuditRequest = AuditRequest.extend({ text: z.string().trim().min(1).max(AUDIT_DRAFT_MAX) });
export type DraftAuditRequest = z.infer<typeof DraftAuditRequest>;

export const AuditIdParams = z.object({ id: z.string().max(64), auditId: z.string().max(64) });

const Severity = z.enum(["must", "should", "consider"]);
const Ground = z.enum(["formalities", "112b", "112f", "112a", "101", "priorArt", "novelty"]);
const Counts = z.object({ must: z.number(), should: z.number(), consider: z.number() });
const Place = z.object({ section: z.string(), paragraph: z.number(), start: z.number(), end: z.number() });

export const PriorArtReference = z.object({
  number: z.string(),
  title: z.string(),
  match: z.number(),
  shared: z.array(z.string()),
  lacking: z.array(z.string()),
});

/**
 * The words a finding points at, in their paragraph: a window of the paragraph's text and the flagged characters
 * [start, end) inside it. Added by the server when it audits, since a saved report keeps no copy of the draft.
 */
export const FindingContext = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type FindingContext = z.infer<typeof FindingContext>;

export const AuditFinding = z.object({
  check: z.string(),
  ground: Ground,
  severity: Severity,
  place: Place.nullable(),
  excerpt: z.string(),
  why: z.string(),
  fix: z.string(),
  step: z.string().nullable(),
  references: z.array(PriorArtReference).optional(),
  context: FindingContext.optional(),
});
export type AuditFinding = z.infer<typeof AuditFinding>;

export const AuditSummary = z.object({
  byGround: z.record(Ground, Counts),
  total: Counts,
  readiness: z.string(),
  ready: z.enum(["not-ready", "needs-review", "ready"]),
});

export const AuditReport = z.object({
  engine: z.string(),
  findings: z.array(AuditFinding),
  summary: AuditSummary,
  support: z.array(
    z.object({
      claim: z.number(),
      section: z.enum(["claims", "plannedClaims"]),
      limitation: z.string(),
      start: z.number(),
      end: z.number(),
      passage: Place.nullable(),
      coverage: z.number(),
      missing: z.array(z.string()),
      verdict: z.enum(["supported", "partly", "unsupported"]),
    }),
  ),
  /** Null when prior art was not searched. */
  priorArt: z.array(PriorArtReference).nullable(),
  novelty: z.object({ argument: z.string(), conclusion: z.string(), assumptions: z.array(z.string()) }).nullable(),
});

/** A saved audit in the list: when, which engine, and the counts. */
export const SavedAuditSummary = z.object({
  id: z.string(),
  applicationId: z.string(),
  engine: z.string(),
  summary: AuditSummary,
  createdAt: z.string(),
});
export const SavedAudit = SavedAuditSummary.extend({ report: AuditReport });

/** What changed since the previous saved audit of the same application; null for the first one. */
export const AuditChanges = z.object({
  previousId: z.string(),
  resolved: z.array(AuditFinding),
  added: z.array(AuditFinding),
  remaining: z.array(AuditFinding),
});

export const SavedAuditReply = z.object({ success: z.literal(true), audit: SavedAudit });
export const SavedAuditsReply = z.object({ success: z.literal(true), audits: z.array(SavedAuditSummary) });
export const SavedAuditDetailReply = SavedAuditReply.extend({ changes: AuditChanges.nullable() });

/** The wizard's text fields recognised in a draft by their headings: what 'Open in wizard' saves as a new application. */
export const DraftFields = z.object({
  title: z.string(),
  crossReference: z.string(),
  federalResearch: z.string(),
  field: z.string(),
  background: z.string(),
  summary: z.string(),
  drawings: z.string(),
  detailedDescription: z.string(),
  abstract: z.string(),
});
export type DraftFields = z.infer<typeof DraftFields>;

export const DraftAuditReply = z.object({ success: z.literal(true), report: AuditReport, fields: DraftFields });
export type AuditReport = z.infer<typeof AuditReport>;
export type SavedAudit = z.infer<typeof SavedAudit>;
export type SavedAuditSummary = z.infer<typeof SavedAuditSummary>;
export type AuditChanges = z.infer<typeof AuditChanges>;
export type PriorArtReference = z.infer<typeof PriorArtReference>;
