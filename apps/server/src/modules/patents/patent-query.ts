/** The most words of a query read: an abstract-length query has ~100 distinct words. */
const MAX_WORDS = 256;

/**
 * A keyword query as the plain text the ranking reads: its distinct words (letters and digits only) separated by
 * spaces. The database stems them, drops English stop words and keeps the most informative (patents.repository.ts);
 * only letters and digits reach it, so no input can form tsquery syntax. Empty when the text has no word at all.
 */
export function keywordText(q: string): string {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS).join(" ");
}

export interface NumberQuery {
  /** The series letters after 'US' ('D', 'PP', 'RE', 'H', 'T'), when the query named them. */
  series: string | null;
  /** The document's digits without leading zeros: '10000000', '20050004437'. */
  digits: string;
}

/**
 * Reads a patent or publication number however it is written: 'US 10,000,000 B2', 'US10000000', '10000000',
 * 'D651,432 S1', 'US 2005/0004437 A1'. The kind code (a letter and at most one digit at the end) is dropped before
 * the digits are taken, so the '2' of 'B2' is not read as part of the number. Null when there are no digits.
 */
export function parseNumber(q: string): NumberQuery | null {
  const compact = q.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const m = compact.match(/^(?:US)?(D|PP|RE|H|T)?0*(\d+)(?:[A-Z]\d?)?$/);
  if (m) return { series: m[1] ?? null, digits: m[2] as string };
  const digits = q.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits ? { series: null, digits } : null;
}

/** The distinct words of a name query, for 'every word appears in the name' matching. */
export const nameWords = (q: string): string[] => [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
