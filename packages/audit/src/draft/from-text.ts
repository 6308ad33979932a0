import type { Draft, SpecSection } from "../types.js";
import { parseClaims } from "./claims.js";
import { filingParts } from "./filing-parts.js";
import { headingOf } from "./headings.js";
import { numberSections } from "./paragraphs.js";

export interface ReadOptions {
  plannedClaims?: string;
}

/**
 * A draft from its text: sections start at their headings. Text before the first heading is the title when it is
 * one short line (drafts usually open with the title in capitals); otherwise it is kept as an untitled preamble of
 * the field, so nothing the inventor wrote is dropped. A cover sheet gives the title and is not read as text, nor are
 * the drawing sheets, whose figures become the draft's images (draft/filing-parts.ts).
 */
export function draftFromText(text: string, options: ReadOptions = {}): Draft {
  const filing = filingParts(text.replace(/\r\n?/g, "\n").split("\n"));
  const lines = filing.lines;
  const raw: { id: SpecSection; heading: string; lines: string[] }[] = [];
  const preamble: string[] = [];
  for (const line of lines) {
    const id = headingOf(line);
    if (id) raw.push({ id, heading: line.trim().replace(/^[#*\s]+|[*\s]+$/g, ""), lines: [] });
    else if (raw.length > 0) raw[raw.length - 1].lines.push(line);
    else preamble.push(line);
  }
  const opening = preamble.join("\n").trim();
  if (filing.title && !raw.some((r) => r.id === "title"))
    raw.unshift({ id: "title", heading: "", lines: [filing.title] });
  if (opening && !raw.some((r) => r.id === "title")) {
    const oneShortLine = !opening.includes("\n") && opening.length <= 600 && !/[.!?]$/.test(opening);
    raw.unshift({ id: oneShortLine ? "title" : "field", heading: "", lines: [opening] });
  }
  // A heading with no text of its own before the next one only groups them ('BACKGROUND OF THE INVENTION', then
  // '1. Field of the Invention' and '2. Description of the Prior Art'): the sections are the ones under it.
  const grouping = (r: (typeof raw)[number], i: number) => i + 1 < raw.length && r.lines.join("").trim() === "";
  // A heading repeated (a draft that says 'SUMMARY' twice) continues the same section.
  const merged: typeof raw = [];
  for (const r of raw.filter((r, i) => !grouping(r, i))) {
    const same = merged.find((m) => m.id === r.id);
    if (same) same.lines.push("", ...r.lines);
    else merged.push(r);
  }
  const claimsText = merged.find((m) => m.id === "claims")?.lines.join("\n") ?? "";
  const claims = parseClaims(claimsText);
  const sections = numberSections(
    merged.map((m) => ({
      id: m.id,
      heading: m.heading,
      // Each claim is one paragraph, numbered by its claim number.
      text: m.id === "claims" ? claims.map((c) => c.text).join("\n\n") : m.lines.join("\n"),
    })),
  ).map((s) => (s.id === "claims" ? { ...s, paragraphs: claims.map((c) => ({ number: c.number, text: c.text })) } : s));
  return {
    source: "text",
    sections,
    claims,
    plannedClaims: parseClaims(options.plannedClaims ?? ""),
    images: filing.figures,
    ...(filing.title !== null && { provisional: true }),
  };
}
