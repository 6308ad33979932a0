import model from "wink-eng-lite-web-model";
import winkNLP, { type ItemSentence } from "wink-nlp";

export interface Token {
  value: string;
  /** Lower-cased surface form. */
  normal: string;
  lemma: string;
  pos: string;
  /** Whitespace before the token in the original text, so spans can be rebuilt exactly. */
  space: string;
  negated: boolean;
}

export interface Sentence {
  text: string;
  tokens: Token[];
  /** wink's lexicon sentiment in [-1, 1]. */
  sentiment: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

/** Loading the model takes ~100 ms, so it happens once, on first use. */
export function loadNlp(): Nlp {
  if (!nlp) nlp = winkNLP(model);
  return nlp;
}

export function readSentences(text: string): Sentence[] {
  const engine = loadNlp();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const sentences: Sentence[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const t = s.tokens();
    const values = t.out() as string[];
    const normals = t.out(its.normal) as string[];
    // wink's typings disagree with themselves on the lemma accessor's signature; the call is the documented one.
    const lemmas = t.out(its.lemma as unknown as typeof its.normal) as string[];
    const pos = t.out(its.pos) as string[];
    const spaces = t.out(its.precedingSpaces) as string[];
    const negs = t.out(its.negationFlag) as unknown as boolean[];
    const tokens = values.map((value, i) => ({
      value,
      normal: normals[i],
      lemma: lemmas[i],
      pos: pos[i],
      space: spaces[i],
      negated: Boolean(negs[i]),
    }));
    if (tokens.length === 0) return;
    sentences.push({ text: s.out(), tokens, sentiment: Number(s.out(its.sentiment)) || 0 });
  });
  return sentences;
}

export function joinTokens(tokens: Token[]): string {
  return tokens
    .map((t, i) => (i === 0 ? "" : t.space) + t.value)
    .join("")
    .trim();
}
