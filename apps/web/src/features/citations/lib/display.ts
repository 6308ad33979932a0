import type { CitationItem } from "@app/contracts";

const MONTH = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const EXCERPT = 110;

/**
 * A date as published, possibly partial: '1992-03-00' is March 1992, '1992-00-00' is 1992, '2015-03-10' a full day.
 * Anything else is shown as written.
 */
export function formatPublished(date: string | null): string | null {
  if (!date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const [, y, mo, d] = m;
  if (mo === "00") return y as string;
  if (d === "00") return MONTH.format(new Date(`${y}-${mo}-01T00:00:00Z`));
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** An item's heading: its title; an index patent without one, a labelled abstract excerpt; else a plain label. */
export function itemHeading(c: Pick<CitationItem, "title" | "abstractExcerpt" | "inIndex">) {
  if (c.title?.trim()) return { label: null, text: c.title.trim() };
  const abstract = c.abstractExcerpt?.trim();
  if (abstract) {
    const cut = abstract.length > EXCERPT ? `${abstract.slice(0, EXCERPT).replace(/\s+\S*$/, "")}…` : abstract;
    return { label: "Abstract excerpt", text: cut };
  }
  return { label: null, text: c.inIndex ? "No title on record" : "Title not in the index" };
}

/** The office's note as one line: 'USPTO: category Y · examiner cited · office action March 13, 2017'. */
export function officeNote(o: NonNullable<CitationItem["office"]>): string {
  return [
    "USPTO",
    o.category ? `category ${o.category}` : null,
    o.examinerCited ? "examiner cited" : "applicant cited",
    o.officeActionDate ? `office action ${formatPublished(o.officeActionDate)}` : null,
  ]
    .filter(Boolean)
    .join(" · ")
    .replace("USPTO · ", "USPTO: ");
}

/** The search page's look-up of one number, for patents the index holds. */
export const searchLink = (number: string) =>
  `/patent-buddy/search?${new URLSearchParams({ q: number, mode: "number" })}`;

export const percent = (x: number) => `${Math.round(x * 100)}%`;
