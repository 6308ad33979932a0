const LIST_ITEM = /^\s*(?:[-*•]|\(?\d{1,2}[.)])\s/;
const ENDS_SENTENCE = /[.!?:;"')\]]\s*$/;

/**
 * A short line with no end mark before a line that starts with a capital is a line of its own: a subject line
 * ("Re: moving league nights"), a heading or a name signing off. A hard wrap breaks a long line.
 */
function standsAlone(line: string, next: string): boolean {
  const words = line.trim().split(/\s+/).length;
  return (
    words <= 7 &&
    line.trim().length <= 45 &&
    /^[A-Z"“]/.test(next.trim()) &&
    !/[,\-–—&+]$|\b(?:and|or|but|the|a|an|of|to|in|on|for|with)$/i.test(line.trim())
  );
}

/**
 * Lines joined into blocks: a line break ends a sentence when the line before ends like one, stands alone or
 * is a list item, the next line is a list item, or a blank line intervenes; otherwise it is a hard wrap inside
 * a sentence and reads as a space.
 */
export function blocks(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let current = "";
  lines.forEach((line, i) => {
    const prev = lines[i - 1] ?? "";
    const breaks =
      !prev.trim() ||
      !line.trim() ||
      LIST_ITEM.test(line) ||
      LIST_ITEM.test(prev) ||
      ENDS_SENTENCE.test(prev) ||
      standsAlone(prev, line);
    if (breaks && current.trim()) {
      out.push(current);
      current = "";
    }
    if (line.trim()) current += (current ? " " : "") + line.trim();
  });
  if (current.trim()) out.push(current);
  return out;
}
