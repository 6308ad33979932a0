const LIST_ITEM = /^\s*(?:[-*•]|\(?\d{1,2}[.)])\s/;
const ENDS_SENTENCE = /[.!?:;"')\]]\s*$/;

/**
 * Lines joined into blocks: a line break ends a sentence when the line before ends like one or is a list
 * item, the next line is a list item, or a blank line intervenes; otherwise it is a hard wrap inside a
 * sentence and reads as a space.
 */
export function blocks(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let current = "";
  lines.forEach((line, i) => {
    const prev = lines[i - 1] ?? "";
    const breaks =
      !prev.trim() || !line.trim() || LIST_ITEM.test(line) || LIST_ITEM.test(prev) || ENDS_SENTENCE.test(prev);
    if (breaks && current.trim()) {
      out.push(current);
      current = "";
    }
    if (line.trim()) current += (current ? " " : "") + line.trim();
  });
  if (current.trim()) out.push(current);
  return out;
}
