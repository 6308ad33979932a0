/** Collapses runs of whitespace (line breaks inside USPTO paragraphs) to one space. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "20150310" → "2015-03-10" ("19920300" keeps its "00" day, as the corpus does). */
export function isoDate(raw: string | undefined): string | null {
  const digits = raw?.trim() ?? "";
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : null;
}

/**
 * A publication number as the corpus writes it: "06836899" → "US6836899", "D0513425" → "USD513425",
 * "H0002140" → "USH2140"; applications "20050004437" → "US20050004437". Two-letter series keep their digits
 * ("PP018398" → "USPP018398", "RE039123" → "USRE039123"), as the shipped corpus writes them.
 */
export function patentNumber(docNumber: string, docType: "grant" | "application"): string | null {
  const raw = docNumber.trim().toUpperCase().replace(/^US/, "").replace(/[\s/]/g, "");
  if (docType === "application") return /^\d{11}$/.test(raw) ? `US${raw}` : null;
  return /^(?:[A-Z]{0,2})\d+$/.test(raw) ? `US${withoutZeros(raw)}` : null;
}

/** "G06F015/00", "G06F 15/00" or the parts of a classification element → "G06F15/00". */
export function classSymbol(parts: {
  section?: string;
  class?: string;
  subclass?: string;
  mainGroup?: string;
  subgroup?: string;
}): string | null {
  const { section, class: cls, subclass, mainGroup, subgroup } = parts;
  if (!section || !cls || !subclass || !mainGroup || !subgroup) return null;
  return `${section.trim()}${cls.trim()}${subclass.trim()}${stripZeros(mainGroup)}/${subgroup.trim()}`;
}

/**
 * An IPC written as text: "G06F015/00", "G06F 15/00", or the fixed columns of 2005 files, "A45F  504" (subclass, main
 * group right-aligned in 3 characters, subgroup) → "A45F5/04".
 */
export function parseIpcText(text: string): string | null {
  const slashed = /^\s*([A-H]\d{2}[A-Z])\s*0*(\d+)\s*\/\s*(\d+)/.exec(text);
  if (slashed) return `${slashed[1]}${slashed[2]}/${slashed[3]}`;
  const columns = /^\s*([A-H]\d{2}[A-Z])([ \d]{3})(\d{2,})\s*$/.exec(text);
  if (!columns?.[2]?.trim()) return null;
  return `${columns[1]}${stripZeros(columns[2])}/${columns[3]}`;
}

/** Leading zeros go after no prefix or a one-letter one (D, H, T); PP and RE numbers keep theirs. */
function withoutZeros(number: string): string {
  const match = /^([A-Z]?)0*(\d+)$/.exec(number);
  return match ? `${match[1]}${match[2]}` : number;
}

function stripZeros(value: string): string {
  return value.trim().replace(/^0+(?=\d)/, "");
}

/** A claim's text as written, its number ("1.", in bold in 2001 files) followed by one space; design claims have none. */
export function claimText(text: string): string {
  const clean = squash(text);
  const written = /^(\d+)\s*\.\s*/.exec(clean);
  return written ? `${written[1]}. ${clean.slice(written[0].length)}` : clean;
}

/** A cited document's number as the corpus writes it: country + number, an all-digit number without leading zeros. */
export function citedNumber(country: string | undefined, docNumber: string): string {
  if (/^\d+$/.test(docNumber)) return `${country ?? ""}${stripZeros(docNumber)}`;
  return country === "US" && /^[A-Z]{1,2}\d+$/.test(docNumber)
    ? `US${withoutZeros(docNumber)}`
    : `${country ?? ""}${docNumber}`;
}

export function pushUnique(list: string[], value: string | null | undefined): void {
  if (value && !list.includes(value)) list.push(value);
}
