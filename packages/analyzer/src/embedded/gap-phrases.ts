import { joinTokens, type Token } from "./nlp.js";
import { nounPhrases, subjectOf } from "./phrases.js";
import { contentTerms } from "./terms.js";

/** "Dr. Smith", "Prof. Lee": a title opens a name. */
const TITLE = /^(?:Dr|Mr|Mrs|Ms|Prof|St)\.\s/;

/** A noun phrase lifted from a sentence start keeps its capital only if it is a name. */
function phraseText(tokens: Token[]): string {
  const text = joinTokens(tokens);
  const name = tokens[0]?.proper || TITLE.test(text);
  return tokens[0] && !name ? text[0].toLowerCase() + text.slice(1) : text;
}

/**
 * The stock statements' two phrases: a noun phrase of the conclusion that no premise mentions (preferring one that
 * is not the claim's subject) and the premises' most repeated noun phrase the conclusion lacks.
 */
export function gapAndBridge(
  conclusionTokens: Token[],
  premises: { tokens: Token[] }[],
): { gap: string; bridge: string } {
  const premiseTerms = new Set(premises.flatMap((p) => contentTerms(p.tokens)));
  const conclusionTerms = new Set(contentTerms(conclusionTokens));
  // The claim's subject is often just its agent ("the council should…"); what it says about it is the new content.
  const subject = new Set(subjectOf(conclusionTokens).map((t) => t.lemma.toLowerCase()));
  const uncovered = nounPhrases(conclusionTokens).filter((np) => !premiseTerms.has(np.head) && np.head.length > 2);
  const gap = uncovered.find((np) => !subject.has(np.head)) ?? uncovered[0];
  const counts = new Map<string, { text: string; n: number }>();
  for (const p of premises) {
    for (const np of nounPhrases(p.tokens)) {
      if (conclusionTerms.has(np.head) || np.head.length < 3) continue;
      const entry = counts.get(np.head) ?? { text: phraseText(np.tokens), n: 0 };
      entry.n++;
      counts.set(np.head, entry);
    }
  }
  let bridge = "";
  let best = 0;
  for (const { text, n } of counts.values()) if (n > best) [bridge, best] = [text, n];
  return { gap: gap ? phraseText(gap.tokens) : "", bridge };
}
