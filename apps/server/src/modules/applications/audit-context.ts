import { type AuditReport, type Draft, type Finding, type Paragraph, SECTION_ORDER, type SectionId } from "@app/audit";
import type { DraftFields, FindingContext } from "@app/contracts";

/** Characters kept on each side of the flagged words: a sentence or two, enough to read them in place. */
const SIDE = 140;

function paragraphOf(draft: Draft, section: SectionId, number: number): Paragraph | undefined {
  if (section === "claims" || section === "plannedClaims") {
    const claims = section === "claims" ? draft.claims : draft.plannedClaims;
    const claim = claims.find((c) => c.number === number);
    return claim && { number: claim.number, text: claim.text };
  }
  return draft.sections.find((s) => s.id === section)?.paragraphs.find((p) => p.number === number);
}

/**
 * The flagged words inside a window of their paragraph, cut at word boundaries with an ellipsis where text was left
 * out. Undefined when the place does not hold the excerpt (the report then shows the excerpt alone).
 */
export function contextOf(draft: Draft, finding: Finding): FindingContext | undefined {
  const place = finding.place;
  if (!place) return undefined;
  const text = paragraphOf(draft, place.section, place.paragraph)?.text;
  if (!text || text.slice(place.start, place.end) !== finding.excerpt) return undefined;
  let from = Math.max(0, place.start - SIDE);
  let to = Math.min(text.length, place.end + SIDE);
  if (from > 0) from = text.indexOf(" ", from) + 1 || from;
  if (from > place.start) from = Math.max(0, place.start - SIDE);
  if (to < text.length) to = Math.max(place.end, text.lastIndexOf(" ", to));
  const before = from > 0 ? "…" : "";
  const after = to < text.length ? "…" : "";
  return {
    text: `${before}${text.slice(from, to)}${after}`,
    start: before.length + place.start - from,
    end: before.length + place.end - from,
  };
}

/** The report with each finding's context: a saved report keeps no copy of the draft it was made from. */
export const withContext = (draft: Draft, report: AuditReport): AuditReport => ({
  ...report,
  findings: report.findings.map((f) => {
    const context = contextOf(draft, f);
    return context ? { ...f, context } : f;
  }),
});

const KEYS = SECTION_ORDER.filter((s): s is keyof DraftFields => s !== "claims");

/** The wizard's fields from a draft's recognised sections (claims have no wizard field: a provisional needs none). */
export function fieldsOf(draft: Draft): DraftFields {
  const fields = Object.fromEntries(KEYS.map((k) => [k, ""])) as DraftFields;
  for (const section of draft.sections) {
    if (section.id === "claims") continue;
    const text = section.paragraphs.map((p) => p.text).join("\n\n");
    fields[section.id] = fields[section.id] ? `${fields[section.id]}\n\n${text}` : text;
  }
  return fields;
}
