import type { CpcClass } from "@app/contracts";

const SEPARATOR = " › ";
/** A main group's title longer than this is cut, so a chip still shows the symbol's own title after it. */
const LEAD_CHARS = 60;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max).replace(/[\s,;]+\S*$/, "")}…` : text;

/**
 * A CPC title short enough for a chip or a list line: a path keeps its first level (the main group, which says what
 * the field is, cut when long) and its last (the symbol's own), with the levels between elided.
 */
export function shortCpcTitle(title: string): string {
  const parts = title.split(SEPARATOR);
  if (parts.length === 1) return title;
  const lead = cut(parts[0] as string, LEAD_CHARS);
  return [lead, ...(parts.length > 2 ? ["…"] : []), parts.at(-1)].join(SEPARATOR);
}

/** The full name of a symbol for a tooltip or a screen reader: 'H02S40/34: Components… › comprising…'. */
export const cpcFullName = (c: CpcClass) => `${c.code}: ${c.title}`;
