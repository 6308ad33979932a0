import type { AuditReport } from "../audit.js";
import { where } from "../report-text.js";
import { GROUND_LABELS, GROUNDS, SEVERITIES, SEVERITY_LABELS } from "../types.js";
import type { Block, ExportDocument } from "./model.js";

export interface ReportMeta {
  /** The application's title as the user wrote it. */
  title: string;
  /** When the audit ran (ISO date-time). */
  createdAt: string;
}

/**
 * The audit report for the same writers as the specification: its readiness line, then each ground in the report
 * page's order with its counts and its findings by severity (place, excerpt, why, how to fix), then the claim
 * support map, the prior art compared and the novelty argument's assumptions.
 */
export function reportDocument(report: AuditReport, meta: ReportMeta): ExportDocument {
  const blocks: Block[] = [
    { kind: "heading", text: "PATENT AUDIT REPORT" },
    { kind: "paragraph", lead: "Application: ", text: meta.title.trim() || "Untitled Application" },
    {
      kind: "paragraph",
      lead: "Audited: ",
      text: `${meta.createdAt.slice(0, 16).replace("T", " ")} UTC (${report.engine})`,
    },
    { kind: "paragraph", lead: "Readiness: ", text: report.summary.readiness },
  ];
  for (const ground of GROUNDS) {
    const counts = report.summary.byGround[ground];
    const skipped =
      (ground === "priorArt" && report.priorArt === null) || (ground === "novelty" && report.novelty === null);
    // The grounds keep their case: 112(a) is not 112(A).
    blocks.push({ kind: "heading", text: GROUND_LABELS[ground] });
    blocks.push({
      kind: "paragraph",
      text: skipped
        ? "Not run."
        : `${counts.must} must fix, ${counts.should} should fix, ${counts.consider} to consider.`,
    });
    for (const severity of SEVERITIES) {
      for (const f of report.findings.filter((x) => x.ground === ground && x.severity === severity)) {
        blocks.push({
          kind: "paragraph",
          lead: `${SEVERITY_LABELS[severity]}: ${where(f)}.`,
          text: f.excerpt ? `“${f.excerpt}”` : "",
        });
        blocks.push({ kind: "paragraph", lead: "Why: ", text: f.why, indent: true });
        blocks.push({ kind: "paragraph", lead: "Fix: ", text: f.fix, indent: true });
        for (const r of f.references ?? []) {
          blocks.push({
            kind: "paragraph",
            lead: `${r.number}: `,
            text: `${r.title} (match ${r.match} %)`,
            indent: true,
          });
        }
      }
    }
  }
  if (report.support.length > 0) {
    blocks.push({ kind: "heading", text: "CLAIM SUPPORT" });
    for (const s of report.support) {
      const at = s.passage ? ` ([${String(s.passage.paragraph).padStart(4, "0")}])` : "";
      blocks.push({ kind: "paragraph", lead: `Claim ${s.claim}, ${s.verdict}${at}: `, text: s.limitation });
    }
  }
  if (report.novelty) {
    blocks.push({ kind: "heading", text: "THE NOVELTY ARGUMENT" });
    blocks.push({ kind: "paragraph", text: report.novelty.argument });
    for (const a of report.novelty.assumptions)
      blocks.push({ kind: "paragraph", lead: "Assumes: ", text: a, indent: true });
  }
  return {
    title: `Patent audit: ${meta.title.trim() || "Untitled Application"}`,
    parts: [{ numbering: "pages", blocks }],
  };
}
