import {
  type AuditReport,
  audit,
  compareAudits,
  draftFromText,
  draftFromWizard,
  type PriorArtSearch,
} from "@app/audit";
import type { Application, AuditRequest, DraftAuditRequest } from "@app/contracts";
import type { Tx } from "../../db/client.js";
import { auditsRepository as repo, toSavedAudit } from "./audits.repository.js";

/**
 * The audits kept per application, newest first: enough history to see what changed over weeks of editing, and a
 * bound on what one user can store (each report holds every finding and claim limitation).
 */
export const AUDITS_KEPT = 20;

/** Audits the stored application as it is now (with the planned claims and novelty argument sent) and saves it. */
export async function auditApplication(
  db: Tx,
  priorArt: PriorArtSearch | undefined,
  userId: string,
  application: Application,
  request: AuditRequest,
) {
  const draft = draftFromWizard(application, request.plannedClaims);
  const report = await audit(draft, { priorArt, noveltyArgument: request.noveltyArgument });
  return toSavedAudit(await repo.insertKeepingLatest(db, userId, application.id, report, AUDITS_KEPT));
}

/** A pasted draft: audited, not saved (it belongs to no application). */
export function auditDraft(priorArt: PriorArtSearch | undefined, request: DraftAuditRequest): Promise<AuditReport> {
  const draft = draftFromText(request.text, { plannedClaims: request.plannedClaims });
  return audit(draft, { priorArt, noveltyArgument: request.noveltyArgument });
}

/** One saved audit and what changed since the audit of the same application before it (null for the first). */
export async function savedAuditWithChanges(db: Tx, userId: string, applicationId: string, id: string) {
  const row = await repo.find(db, userId, applicationId, id);
  if (!row) return undefined;
  const saved = toSavedAudit(row);
  const prev = await repo.previous(db, row);
  const changes = prev
    ? { previousId: prev.id, ...compareAudits(toSavedAudit(prev).report.findings, saved.report.findings) }
    : null;
  return { audit: saved, changes };
}
