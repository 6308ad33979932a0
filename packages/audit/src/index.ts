export { AUDIT_ENGINE, type AuditOptions, type AuditReport, audit, runChecks } from "./audit.js";
export type { Check } from "./checks/check.js";
export { CHECKS } from "./checks/index.js";
export type { LimitationSupport } from "./checks/support/claim-support.js";
export { type AuditChanges, compareAudits, findingKey } from "./compare.js";
export {
  addMonths,
  type DueDate,
  type ProvisionalDeadlines,
  provisionalDeadlines,
  rollToBusinessDay,
} from "./dates/deadlines.js";
export { type EntityStatus, type FeeSchedule, PROVISIONAL_FILING_FEES, provisionalFilingFee } from "./dates/fees.js";
export { federalHolidays, type Holiday } from "./dates/holidays.js";
export { draftFromText, type ReadOptions } from "./draft/from-text.js";
export { draftFromWizard, type WizardContent } from "./draft/from-wizard.js";
export type { NoveltyResult } from "./outside/novelty.js";
export type { PriorArtQuery, PriorArtSearch } from "./outside/prior-art.js";
export { draftText, formatOf, readDraft } from "./readers/read-draft.js";
export { type AuditSummary, type Counts, summarise } from "./summary.js";
export * from "./types.js";
