/**
 * Pasted HTML is read as the text a browser would show: tags go, and so does everything inside scripts, styles,
 * comments and other non-text elements. Only real tags are removed (a known element name, then attributes), so
 * "a < b", "x<y" and "5 > 3" in ordinary prose survive.
 */
const ELEMENTS =
  "a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas|caption|cite|code|col|" +
  "colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|figcaption|figure|font|footer|form|" +
  "h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|link|main|map|mark|math|menu|meta|meter|nav|" +
  "noscript|object|ol|optgroup|option|output|p|param|picture|pre|progress|q|rp|rt|ruby|s|samp|script|section|select|" +
  "slot|small|source|span|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|" +
  "tr|track|u|ul|var|video|wbr|center|marquee|frame|frameset|applet|xmp|plaintext";
const ATTRIBUTE = `\\s+[^\\s"'<>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?`;
const TAG = new RegExp(`</?(?:${ELEMENTS})(?:${ATTRIBUTE})*\\s*/?>`, "gi");
// Elements whose content is never shown as text.
const HIDDEN = /<(script|style|template|noscript|iframe|object|svg|math|textarea|xmp)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<!doctype[^>]*>|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>/gi;
const BLOCK = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|pre|header|footer|nav|main)$/i;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

export function stripMarkup(input: string): string {
  if (!/<|&[#a-z0-9]+;/i.test(input)) return input;
  const text = input
    .replace(COMMENT, " ")
    .replace(HIDDEN, " ")
    // A block element ends a line, so its text does not run into the next one's.
    .replace(TAG, (tag) => (BLOCK.test(tag.replace(/^<\/?|[\s/>][\s\S]*$/g, "")) ? "\n" : " "))
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? " ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ *\n[ \n]*/g, "\n");
  return text.trim();
}

/** True when the text had markup and nothing readable is left once it is removed. */
export function onlyMarkup(input: string, stripped: string): boolean {
  return stripped.trim().length === 0 && input.trim().length > 0;
}
