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
export const DraftAuditReply = z.object({ success: z.literal(true), report: AuditReport });
