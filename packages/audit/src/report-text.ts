import type { AuditReport } from "./audit.js";
import { type Finding, GROUND_LABELS, GROUNDS, SECTION_LABELS, SEVERITIES, SEVERITY_LABELS } from "./types.js";

/** Where a finding is, as a reader names it: 'Detailed Description, [0003]', 'Claims, claim 2', 'whole draft'. */
export function where(f: Finding): string {
  if (!f.place) return "whole draft";
  const p = f.place;
  const label = SECTION_LABELS[p.section];
  if (p.section === "claims" || p.section === "plannedClaims") return `${label}, claim ${p.paragraph}`;
  if (p.section === "title" || p.section === "abstract") return label;
  return `${label}, [${String(p.paragraph).padStart(4, "0")}]`;
}

/** The report for a terminal: grounds in order, each with its counts and its findings by severity. */
export function reportText(report: AuditReport, title = ""): string {
  const lines: string[] = [];
  if (title) lines.push(title, "");
  lines.push(report.summary.readiness, "");
  for (const ground of GROUNDS) {
    const counts = report.summary.byGround[ground];
    const findings = report.findings.filter((f) => f.ground === ground);
    const skipped =
      (ground === "priorArt" && report.priorArt === null) || (ground === "novelty" && report.novelty === null);
    lines.push(
      `${GROUND_LABELS[ground]}: ${skipped ? "not run" : `${counts.must} must fix, ${counts.should} should fix, ${counts.consider} to consider`}`,
    );
    for (const severity of SEVERITIES) {
      for (const f of findings.filter((x) => x.severity === severity)) {
        lines.push(`  [${SEVERITY_LABELS[severity]}] ${where(f)}${f.excerpt ? `: "${clip(f.excerpt)}"` : ""}`);
        lines.push(`      Why: ${f.why}`, `      Fix: ${f.fix}${f.step ? ` (wizard step: ${f.step})` : ""}`);
      }
    }
    lines.push("");
  }
  const unsupported = report.support.filter((s) => s.verdict !== "supported").length;
  if (report.support.length > 0) {
    lines.push(
      `Claim support: ${report.support.length - unsupported} of ${report.support.length} limitations supported.`,
    );
  }
  return lines.join("\n").trimEnd();
}

const clip = (s: string) => (s.length > 90 ? `${s.slice(0, 87)}...` : s);
