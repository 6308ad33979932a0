import type { CpcClass } from "@app/contracts";

const SEPARATOR = " › ";

/**
 * A CPC title short enough for a chip or a list line: a path of more than two levels keeps its first (the main
 * group, which says what the field is) and its last (the symbol's own), with the levels between elided.
 */
export function shortCpcTitle(title: string): string {
  const parts = title.split(SEPARATOR);
  return parts.length > 2 ? [parts[0], "…", parts.at(-1)].join(SEPARATOR) : title;
}

/** The full name of a symbol for a tooltip or a screen reader: 'H02S40/34: Components… › comprising…'. */
export const cpcFullName = (c: CpcClass) => `${c.code}: ${c.title}`;
