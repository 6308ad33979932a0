/** Small word tools shared by the checks: words with their offsets, a crude stem, and the function words. */

export interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Plural and verb endings off, so 'levers', 'lever' and 'levering' meet; deliberately crude and predictable. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length > 5 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|us|is)$/.test(w)) return w;
  else if (w.length > 4 && /(sh|ch|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s")) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  // Nouns made of verbs meet their verb: 'treatment' and 'treating', 'rotation' and 'rotated'.
  if (w.length > 7 && w.endsWith("ment")) w = w.slice(0, -4);
  else if (w.length > 6 && /[st]ion$/.test(w)) w = w.slice(0, -3);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the said and or nor but of to in on at by for from with without into onto over under between among " +
    "through via per within upon about against along across around behind beyond near off out up down " +
    "is are was were be been being has have had having do does did can could may might must shall should will " +
    "would it its it's they them their this that these those which who whom whose what when where while wherein " +
    "whereby thereof therein thereto there here each every any all some such both either neither one more most " +
    "other another than then so as if not no only also very same least first second third further including " +
    "includes include comprising comprises comprise consisting consists having configured adapted arranged " +
    "wherein whereby such via i we you he she our your his her until unless once after before during since because"
  ).split(" "),
);

/** Words too common in patent prose to be key terms of an invention. */
export const GENERIC: ReadonlySet<string> = new Set(
  (
    "invention present disclosure embodiment embodiments example examples method methods system systems apparatus " +
    "device devices provide provides provided providing use used using uses thereof herein described describe " +
    "describes shown show shows figure figures fig figs view views according accordance various plurality portion " +
    "part parts end ends side sides step steps time times way ways manner means form forms type types number " +
    "amount set sets certain particular general generally like well also include used within thereby therefore " +
    "allow allows allowing enable enables enabling make makes made based said user users need needs new improved " +
    "associated respective corresponding having least first second third one two three many several object " +
    "objects aspect aspects advantage advantages feature features purpose problem problems result results"
  ).split(" "),
);

export const contentWords = (text: string) =>
  wordsOf(text).filter((w) => w.lower.length > 2 && !STOPWORDS.has(w.lower) && !GENERIC.has(w.lower));

/** Sentences with their offsets, cut at . ! ? ; followed by a space (abbreviations such as 'FIG.' kept whole). */
export function sentencesOf(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  const re = /(?<!\b(?:FIG|FIGS|Fig|Figs|No|e\.g|i\.e|approx|etc|U\.S|al))[.!?;](?=\s+|$)/g;
  let start = 0;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + 1;
    if (text.slice(start, end).trim()) out.push({ text: text.slice(start, end), start, end });
    start = end;
  }
  if (text.slice(start).trim()) out.push({ text: text.slice(start), start, end: text.length });
  return out.map((s) => {
    const lead = s.text.length - s.text.trimStart().length;
    return { text: s.text.trim(), start: s.start + lead, end: s.start + lead + s.text.trim().length };
  });
}
