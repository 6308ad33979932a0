import { conditional, negated, same, sentencesOf } from "./formal.js";

/**
 * A conditional turned round (Copi; Kelley): "if A, B" offered, and "if B, A" (the converse) or "if not A, not B"
 * (the inverse) concluded. Either reads a condition that is enough for an outcome as one the outcome requires. The
 * contrapositive ("if not B, not A") follows, and is never named.
 */
const DRAWN = /^(?:and )?(?:so|therefore|thus|hence|consequently|it follows that)\b,?\s*/;

export function turnedConditional(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const sentences = sentencesOf(lower);
  const asWritten = (s: string) => {
    const at = lower.indexOf(s);
    return at < 0 ? s : text.slice(at, at + s.length);
  };
  for (let i = 0; i < sentences.length; i++) {
    const rule = conditional(sentences[i]);
    if (!rule) continue;
    for (let j = i + 1; j < sentences.length; j++) {
      const drawn = DRAWN.exec(sentences[j]);
      const back = drawn ? conditional(sentences[j].slice(drawn[0].length)) : null;
      if (!back) continue;
      const keeps = (x: string, y: string) => same(x, y) && negated(x) === negated(y);
      const flips = (x: string, y: string) => same(x, y) && negated(x) !== negated(y);
      const converse = keeps(back.a, rule.b) && keeps(back.b, rule.a);
      const inverse = flips(back.a, rule.a) && flips(back.b, rule.b);
      if (converse || inverse) return `${asWritten(sentences[i])} … ${asWritten(sentences[j])}`;
    }
  }
  return null;
}
