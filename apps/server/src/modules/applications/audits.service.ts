import {
  type AuditReport,
  audit,
  compareAudits,
  draftFromText,
  draftFromWizard,
  type PriorArtSearch,
} from "@app/audit";
import type { Application, AuditRequest } from "@app/contracts";
import type { Tx } from "../../db/client.js";
import { fieldsOf, withContext } from "./audit-context.js";
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
  const report = withContext(draft, await audit(draft, { priorArt, noveltyArgument: request.noveltyArgument }));
  return toSavedAudit(await repo.insertKeepingLatest(db, userId, application.id, report, AUDITS_KEPT));
}

/**
 * A pasted or uploaded draft: audited, not saved (it belongs to no application), with the wizard's fields recognised
 * in it for 'Open in wizard'.
 */
export async function auditDraft(
  priorArt: PriorArtSearch | undefined,
  text: string,
  request: AuditRequest,
): Promise<{ report: AuditReport; fields: ReturnType<typeof fieldsOf> }> {
  const draft = draftFromText(text, { plannedClaims: request.plannedClaims });
  const report = withContext(draft, await audit(draft, { priorArt, noveltyArgument: request.noveltyArgument }));
  return { report, fields: fieldsOf(draft) };
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
