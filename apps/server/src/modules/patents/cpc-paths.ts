/** A CPC symbol (section, class, subclass, group) as titles cite it: 'A01C5/00', 'E02', 'G01B'. */
const SYMBOL = /\b[A-HY]\d{2}(?:[A-Z](?:\s?\d{1,4}\/\d{2,6})?)?\b/;

/**
 * A scheme title as a reader wants it: without the EPO's braces and without the parenthesised references to other
 * places of the scheme ('Hand tools (edge trimmers for lawns A01G3/06)' → 'Hand tools'); other brackets stay.
 */
export function cleanCpcTitle(title: string): string {
  let text = title.replace(/[{}]/g, "");
  for (;;) {
    const next = text.replace(/\s*\(([^()]*)\)/g, (group, inner: string) => (SYMBOL.test(inner) ? "" : group));
    if (next === text) break;
    text = next;
  }
  const cleaned = text
    .replace(/\s+/g, " ")
    .replace(/\s+([;,.])/g, "$1")
    .replace(/[;,]\s*$/, "")
    .trim();
  return cleaned || title.trim();
}

export interface CpcTitleRow {
  code: string;
  level: number | null;
  title: string;
}

/**
 * Reads the scheme's title list in its order (`code`, dot `level` within a main group, or null above groups) and
 * returns each symbol's path: its main group's title and those of its ancestors down to its own, joined by ' › '. A
 * subgroup's own title is often a fragment ('with reflectors') that means something only under its parents.
 */
export async function* cpcPaths(
  rows: AsyncIterable<CpcTitleRow> | Iterable<CpcTitleRow>,
): AsyncGenerator<CpcTitleRow & { path: string }> {
  let chain: string[] = [];
  for await (const row of rows) {
    const own = cleanCpcTitle(row.title);
    chain = row.level === null ? [] : [...chain.slice(0, row.level), own];
    yield { ...row, path: row.level === null ? own : chain.join(" › ") };
  }
}

/** What a screen shows for a symbol the 2022.08 list does not hold, at any level (retired, like F24J, or newer). */
export const unlistedCpcTitle = (code: string) => `${code} (not in the CPC 2022.08 scheme)`;
