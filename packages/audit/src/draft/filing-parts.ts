import type { DraftImage } from "../types.js";
import { headingOf } from "./headings.js";

/**
 * A filing holds pages that are not the specification's text: the PTO/SB/16 cover sheet before it and the drawing
 * sheets after it. Read as text they would become sections (the cover sheet the field, the sheets' labels the
 * abstract), so a file exported here and uploaded again would not read as the draft it is. The export writes them
 * with the labels below, and the reader sets them aside by the same labels.
 */
export const COVER_HEADING = "PROVISIONAL APPLICATION FOR PATENT COVER SHEET";
export const COVER_TITLE_LABEL = "Title of the invention: ";
export const COVER_ADDRESS_LABEL = "Correspondence address: ";
/** The specification's first heading when the application has no title yet. */
export const TITLE_PLACEHOLDER = "[TITLE OF THE INVENTION]";

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
const COVER_TITLE = new RegExp(`${COVER_TITLE_LABEL.trim()}(.*?)${COVER_ADDRESS_LABEL.trim()}`, "i");
/** A drawing sheet's label alone on its line ('FIG. 3', 'FIG. 3A'), as 1.84(u) writes it under the view. */
const SHEET_LABEL = /^FIG\.\s*\d+[A-Z]?$/i;
/** The export's note where a figure could not be embedded (export/model.ts notEmbedded). */
const SHEET_NOTE = /^This (\w+ )?image (could not be read|cannot be embedded)\b/;
const SHEET_NUMBER = /^Sheet \d+ of \d+$/i;

export interface FilingParts {
  /** The lines of the specification, the cover sheet and the drawing sheets left out. */
  lines: string[];
  /** The title the cover sheet gives (as written there, not uppercased), null without a cover sheet. */
  title: string | null;
  /** The drawing sheets' figures in order, each with the name under its label. */
  figures: DraftImage[];
}

/**
 * Where the cover sheet that starts at `start` ends: at the specification's title (the cover's title uppercased, on
 * one or more lines), or at the first section heading. Null when neither comes: then it is not a cover sheet.
 */
function coverEnd(lines: string[], start: number): { next: number; title: string } | null {
  for (let j = start + 1; j < lines.length; j++) {
    if (headingOf(lines[j])) return { next: j, title: coverTitle(lines.slice(start, j)) ?? "" };
    const title = coverTitle(lines.slice(start, j));
    if (title === null) continue;
    const expected = title ? title.toUpperCase() : TITLE_PLACEHOLDER;
    // The title heading may wrap over several lines (a PDF): join the last lines until they are as long as it.
    let tail = "";
    for (let k = j; k > start && tail.length < expected.length; k--) tail = oneLine(`${lines[k]} ${tail}`);
    if (tail === expected) return { next: j + 1, title };
  }
  return null;
}

/** The cover's title field, '' when left blank (a line of underscores), null before the field is complete. */
function coverTitle(lines: string[]): string | null {
  const found = COVER_TITLE.exec(oneLine(lines.join(" ")));
  if (!found) return null;
  const title = found[1].trim();
  return /^_*$/.test(title) ? "" : title;
}

/** Sets aside the cover sheet and the drawing sheets (after the claims or the abstract), keeping the figures' names. */
export function filingParts(lines: string[]): FilingParts {
  const kept: string[] = [];
  const figures: DraftImage[] = [];
  let title: string | null = null;
  let pastTheText = false;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i].trim();
    const cover = line.toUpperCase() === COVER_HEADING ? coverEnd(lines, i) : null;
    if (cover) {
      title = cover.title;
      i = cover.next;
      continue;
    }
    const heading = headingOf(line);
    if (heading === "abstract" || heading === "claims") pastTheText = true;
    if (pastTheText && (SHEET_LABEL.test(line) || SHEET_NOTE.test(line))) {
      i = readSheets(lines, i, figures);
      continue;
    }
    kept.push(lines[i]);
    i++;
  }
  return { lines: kept, title, figures };
}

/** Reads drawing sheets from `start` to the next section heading; returns where they end. */
function readSheets(lines: string[], start: number, figures: DraftImage[]): number {
  let i = start;
  for (; i < lines.length && !headingOf(lines[i]); i++) {
    if (!SHEET_LABEL.test(lines[i].trim())) continue;
    // The figure's name is the next line that is not blank, another label, a note or the sheet's number.
    let name = "";
    for (let j = i + 1; j < lines.length && !headingOf(lines[j]); j++) {
      const next = lines[j].trim();
      if (SHEET_LABEL.test(next)) break;
      if (!next || SHEET_NOTE.test(next) || SHEET_NUMBER.test(next)) continue;
      name = next;
      i = j;
      break;
    }
    figures.push({ name });
  }
  return i;
}
