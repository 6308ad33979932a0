import type { AreaCpc, CpcMatch } from "./areas.js";

/**
 * A CPC entry as the database matches it: a whole subclass through its index, else a main group through its index
 * (migration 0009), narrowed to a prefix for a subgroup.
 */
export interface CpcFilter {
  subclass: string;
  /** 'H01M10': the main group whose symbols match (all of them, or those of `prefix`); null for a whole subclass. */
  main: string | null;
  /** 'G06N3/08': the symbol and those whose number extends it; null for a subclass or main group. */
  prefix: string | null;
}

/** 'H01M10/052' → 'H01M10/00' (the main group's symbol); a subclass stays as it is. */
export const mainGroupOf = (code: string) => (code.length > 4 ? `${code.split("/")[0]}/00` : code);

/**
 * A user's CPC code (already upper-case, spaces removed, of the form CPC_CODE_PATTERN) as an entry: 'H01M' a
 * subclass, 'H01M10' or 'H01M10/00' a main group, 'H01M10/052' a subgroup and those below it.
 */
export function readCpcCode(code: string): { code: string; match: CpcMatch } {
  if (code.length === 4) return { code, match: "subclass" };
  if (!code.includes("/")) return { code: `${code}/00`, match: "group" };
  if (code.endsWith("/00")) return { code, match: "group" };
  return { code, match: "subgroup" };
}

export function cpcFilter(entry: Pick<AreaCpc, "code" | "match">): CpcFilter {
  const subclass = entry.code.slice(0, 4);
  if (entry.match === "subclass") return { subclass, main: null, prefix: null };
  if (entry.match === "group") return { subclass, main: entry.code.split("/")[0] as string, prefix: null };
  return { subclass, main: entry.code.split("/")[0] as string, prefix: entry.code };
}

/** Whether a patent's symbol falls under the entry: the rule the database applies, for tests and docs. */
export function cpcMatches(entry: Pick<AreaCpc, "code" | "match">, symbol: string): boolean {
  const f = cpcFilter(entry);
  if (symbol.slice(0, 4) !== f.subclass) return false;
  if (f.main && symbol.split("/")[0] !== f.main) return false;
  return !f.prefix || symbol.startsWith(f.prefix);
}

/**
 * Keyword phrases as one to_tsquery expression: the words of a phrase joined by '<->' (adjacent), phrases by '|'.
 * Only letters and digits reach the parser (the phrases are our data, but the rule keeps any text safe).
 */
export function keywordQuery(phrases: readonly string[]): string {
  return phrases
    .map((p) => (p.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" <-> "))
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(" | ");
}

/** Longest CPC title shown (a main group's leading a subgroup's: GROUP_LEAD_CHARS); the scheme's subclass titles run to hundreds of characters of cross-references. */
export const TITLE_CHARS = 160;
export const GROUP_LEAD_CHARS = 70;

/**
 * A CPC title for the screen: the EPO's braces dropped, parenthesised references ('(… G01N33/53)') removed, a
 * title in capitals (a subclass's; an 'e.g.' aside) in sentence case, bracketed acronyms kept ('[IoT]'), cut at TITLE_CHARS on a word with '…'.
 */
export function plainTitle(title: string, max = TITLE_CHARS): string {
  let t = title.replace(/[{}]/g, "");
  for (let prev = ""; prev !== t; ) {
    prev = t;
    t = t.replace(/\s*\([^()]*\)/g, "");
  }
  t = t
    .replace(/\s+/g, " ")
    .replace(/\s+([;,.])/g, "$1")
    .trim()
    .replace(/[;,]$/, "");
  const letters = t.replace(/\[[^\]]*\]/g, "");
  const lower = letters.match(/\p{Ll}/gu)?.length ?? 0;
  const upper = letters.match(/\p{Lu}/gu)?.length ?? 0;
  if (upper > 0 && lower <= upper / 10)
    t = t
      .replace(/(\[[^\]]*\])|[^[]+/g, (m, bracket) => (bracket ? m : m.toLowerCase()))
      .replace(/^\p{L}/u, (c) => c.toUpperCase());
  return t.length > max ? `${t.slice(0, max).replace(/\s+\S*$/, "")}…` : t;
}

/**
 * A symbol's path in the scheme ('Controls for manipulators › by means of sensing devices', as the index stores it)
 * for the screen: the main group's title (cut at GROUP_LEAD_CHARS) leads the symbol's own, the levels between elided.
 */
export function pathTitle(path: string): string {
  const parts = path.split(" › ");
  if (parts.length === 1) return plainTitle(path);
  const lead = plainTitle(parts[0] as string, GROUP_LEAD_CHARS);
  const own = plainTitle(parts.at(-1) as string);
  return [lead, ...(parts.length > 2 ? ["…"] : []), own].join(" › ");
}
