import { readSentences, type Token } from "./nlp.js";

/** The text of a patent that the analysis reads: what the index holds for every document. */
export interface PatentText {
  title: string | null;
  abstract: string | null;
  /** One string per claim, as printed ("1. A system comprising: …"). */
  claims: string[];
}

/** A place in the patent an element can be found in: the title, one sentence of the abstract, or one claim. */
export interface Passage {
  /** "Title", "Abstract, sentence 2", "Claim 1". */
  location: string;
  text: string;
  /** Offsets relative to `text`. */
  tokens: Token[];
}

const rebase = (tokens: Token[], by: number): Token[] =>
  tokens.map((t) => ({ ...t, start: t.start - by, end: t.end - by }));

/**
 * The patent as passages: its title, each sentence of its abstract and each claim whole (a claim is one sentence in
 * law however long; closeness of words inside it is handled by the match window, match.ts).
 */
export function patentPassages(p: PatentText): Passage[] {
  const out: Passage[] = [];
  const title = p.title?.trim();
  if (title) out.push({ location: "Title", text: title, tokens: readSentences(title).flat() });
  const abstract = p.abstract?.trim();
  if (abstract) {
    const sentences = readSentences(abstract);
    sentences.forEach((s, i) => {
      const from = s[0].start;
      const text = abstract.slice(from, s[s.length - 1].end);
      const location = sentences.length > 1 ? `Abstract, sentence ${i + 1}` : "Abstract";
      out.push({ location, text, tokens: rebase(s, from) });
    });
  }
  p.claims.forEach((raw, i) => {
    const claim = raw.trim();
    if (!claim) return;
    const printed = claim.match(/^(\d+)\s*\./)?.[1];
    out.push({ location: `Claim ${printed ?? i + 1}`, text: claim, tokens: readSentences(claim).flat() });
  });
  return out;
}
