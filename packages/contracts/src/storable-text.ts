/**
 * PostgreSQL cannot store a NUL character in text or jsonb, and a lone UTF-16 surrogate is not text at all (it
 * cannot be encoded as UTF-8). Both are refused at the edge, wherever they appear in a request.
 */
export const UNSTORABLE_TEXT = "Text must not contain NUL characters or unpaired surrogates.";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isStorable = (s: string) => !s.includes("\u0000") && !LONE_SURROGATE.test(s);

/** The path (`body.props.key`) of the first string or object key that cannot be stored, or null when all can. */
export function findUnstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isStorable(value) ? null : path;
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorable(key)) return path || "(a key)";
    const found = findUnstorableText(item, at);
    if (found !== null) return found;
  }
  return null;
}
