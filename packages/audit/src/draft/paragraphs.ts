import type { Paragraph, Section, SpecSection } from "../types.js";

const MARKER = /\[(\d{4,5})\]\s*/g;
const DESCRIPTION: ReadonlySet<SpecSection> = new Set([
  "crossReference",
  "federalResearch",
  "field",
  "background",
  "summary",
  "drawings",
  "detailedDescription",
]);

/** A section's text cut into paragraphs: at [0001]-style markers when the draft has them, else at blank lines. */
export function splitParagraphs(text: string): { marked: number | null; text: string }[] {
  const clean = text.replace(/\r\n?/g, "\n");
  if (MARKER.test(clean)) {
    MARKER.lastIndex = 0;
    const out: { marked: number | null; text: string }[] = [];
    const marks = [...clean.matchAll(MARKER)];
    const before = clean.slice(0, marks[0].index).trim();
    if (before) out.push({ marked: null, text: oneLine(before) });
    marks.forEach((m, i) => {
      const end = i + 1 < marks.length ? marks[i + 1].index : clean.length;
      const body = oneLine(clean.slice((m.index ?? 0) + m[0].length, end));
      if (body) out.push({ marked: Number(m[1]), text: body });
    });
    return out;
  }
  return clean
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter(Boolean)
    .map((t) => ({ marked: null, text: t }));
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Numbers the description's paragraphs across its sections as the USPTO does ([0001] onwards, 37 CFR 1.52(b)(6)),
 * keeping the draft's own numbers where it has them. The title and abstract count on their own.
 */
export function numberSections(sections: { id: SpecSection; heading: string; text: string }[]): Section[] {
  let next = 1;
  return sections.map((s) => {
    const parts = splitParagraphs(s.text);
    if (!DESCRIPTION.has(s.id)) {
      return { id: s.id, heading: s.heading, paragraphs: parts.map((p, i) => ({ number: i + 1, text: p.text })) };
    }
    const paragraphs: Paragraph[] = parts.map((p) => {
      const number = p.marked ?? next;
      next = number + 1;
      return { number, text: p.text };
    });
    return { id: s.id, heading: s.heading, paragraphs };
  });
}
