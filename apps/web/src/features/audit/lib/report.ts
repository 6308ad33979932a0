import { GROUND_LABELS, GROUNDS, type Ground, SECTION_LABELS, SEVERITIES, type Severity } from "@app/audit/types";
import type { AuditFinding } from "@app/contracts";

export { GROUND_LABELS, GROUNDS, SEVERITIES };
export const SEVERITY_LABELS: Record<Severity, string> = {
  must: "Must fix",
  should: "Should fix",
  consider: "Consider",
};
export const SEVERITY_COLORS: Record<Severity, string> = { must: "red", should: "orange", consider: "blue" };

export const WIZARD_PATH = "/patent-buddy/wizard";
export const reportPath = (applicationId: string, auditId: string) =>
  `/patent-applications/${applicationId}/audits/${auditId}`;
/** The wizard opened at one step: the step is in the address (?step=), so the link works from anywhere. */
export const wizardStepPath = (applicationId: string, step: string) =>
  `${WIZARD_PATH}/${applicationId}?step=${encodeURIComponent(step)}`;

/**
 * Where a finding is, as the inventor finds it in a filed document: description paragraphs by their [0001] number,
 * claims by claim number, the title and abstract by name. Null for a finding about the whole draft.
 */
export function placeLabel(f: Pick<AuditFinding, "place">): string | null {
  const p = f.place;
  if (!p) return null;
  const section = SECTION_LABELS[p.section as keyof typeof SECTION_LABELS] ?? p.section;
  if (p.section === "claims" || p.section === "plannedClaims") return `${section}, claim ${p.paragraph}`;
  if (p.section === "title") return section;
  if (p.section === "abstract") return p.paragraph > 1 ? `${section}, paragraph ${p.paragraph}` : section;
  return `${section}, paragraph [${String(p.paragraph).padStart(4, "0")}]`;
}

/**
 * The excerpt as three parts around the flagged words: the context when the server kept it, else the words alone.
 * A finding about the whole draft (no place) flags no words: its excerpt is a quotation, returned as plain text.
 */
export function highlightParts(f: Pick<AuditFinding, "excerpt" | "context" | "place">): [string, string, string] {
  const c = f.context;
  if (c && c.start >= 0 && c.end <= c.text.length && c.start <= c.end)
    return [c.text.slice(0, c.start), c.text.slice(c.start, c.end), c.text.slice(c.end)];
  return f.place ? ["", f.excerpt, ""] : [f.excerpt, "", ""];
}

export interface GroundGroup {
  ground: Ground;
  label: string;
  bySeverity: { severity: Severity; findings: AuditFinding[] }[];
  count: number;
}

/** Findings by ground, then severity (the engine's order within each), leaving out the empty ones. */
export function groupFindings(findings: AuditFinding[]): GroundGroup[] {
  return GROUNDS.map((ground) => {
    const mine = findings.filter((f) => f.ground === ground);
    const bySeverity = SEVERITIES.map((severity) => ({
      severity,
      findings: mine.filter((f) => f.severity === severity),
    })).filter((g) => g.findings.length > 0);
    return { ground, label: GROUND_LABELS[ground], bySeverity, count: mine.length };
  }).filter((g) => g.count > 0);
}

/** Headings for the checks whose id alone reads poorly. */
const CHECK_NAMES: Record<string, string> = {
  "101.abstract-idea": "Abstract idea",
  "112a.claim-support": "Claim support",
  "112a.key-terms": "Key terms not explained",
  "112a.quantities": "Quantities and materials",
  "112b.antecedent-basis": "Antecedent basis",
  "112b.degree-terms": "Term of degree",
  "112b.subjective-terms": "Subjective term",
  "112f.means-plus-function": "Means-plus-function",
  "formalities.numerals": "Reference numerals",
  "formalities.sections": "Sections and their order",
  "novelty.assumption": "Assumption to check",
  "priorArt.closest": "Close prior art",
};

/** A finding's heading: its check's name, or its id read as words ('112a.single-embodiment' → 'Single embodiment'). */
export function checkName(check: string): string {
  if (CHECK_NAMES[check]) return CHECK_NAMES[check];
  const name = (check.split(".").pop() ?? check).replace(/-/g, " ");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Findings with a stable React key each: they have no id, and the same check can flag the same words twice in one
 * paragraph, so the place is followed by the occurrence's count.
 */
export function keyed(findings: AuditFinding[]): { key: string; finding: AuditFinding }[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const p = finding.place;
    const base = `${finding.check}|${p?.section}|${p?.paragraph}|${p?.start}|${finding.excerpt}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}|${n}`, finding };
  });
}
