import model from "wink-eng-lite-web-model";
import winkNLP from "wink-nlp";
import { repairSlips } from "./spelling.js";

export interface Token {
  value: string;
  /** Lower-cased surface form. */
  normal: string;
  lemma: string;
  pos: string;
  /** Whitespace before the token in the original text, so spans can be rebuilt exactly. */
  space: string;
  /** A name: capitalised other than only for starting a sentence. */
  proper: boolean;
}

export interface Sentence {
  text: string;
  tokens: Token[];
  /** wink's lexicon sentiment in [-1, 1]. */
  sentiment: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

/**
 * Loading the model takes ~100 ms, so it happens once, on first use. Named entities and negation are
 * left out of the pipeline: nothing here uses them, and entity recognition is the costliest step.
 */
export function loadNlp(): Nlp {
  if (!nlp) {
    nlp = winkNLP(model, ["sbd", "sentiment", "pos"]);
    // Words outside the model's lexicon get ids from here on, in the order they are first read.
    firstUnknownId = tokenIds(nlp, "qxzvjq")[0] ?? Number.POSITIVE_INFINITY;
  }
  return nlp;
}

let firstUnknownId = Number.POSITIVE_INFINITY;
const tokenIds = (engine: Nlp, text: string) =>
  engine
    .readDoc(text)
    .tokens()
    .out(engine.its.uniqueId as unknown as typeof engine.its.normal) as unknown as number[];

/**
 * "Oskarina", "Priya", "Utrecht": a capitalised word the model's lexicon does not hold even in lower case, and not
 * shaped like a common noun ("fracking", "globalisation"), is a name, wherever in a sentence it stands.
 */
export function unknownName(word: string): boolean {
  if (!/^[A-Z][a-z]+$/.test(word) || /(?:ing|tion|sion|ism|ness|ment|ity|ship)$/.test(word)) return false;
  const known = unknownWords.get(word);
  if (known !== undefined) return known;
  const engine = loadNlp();
  const [id] = tokenIds(engine, word.toLowerCase());
  const unknown = id !== undefined && id >= firstUnknownId;
  // Bounded: a long session of analyses must not grow it without end.
  if (unknownWords.size > 10_000) unknownWords.clear();
  unknownWords.set(word, unknown);
  return unknown;
}

const unknownWords = new Map<string, boolean>();

export function readSentences(text: string): Sentence[] {
  const engine = loadNlp();
  const its = engine.its;
  const doc = engine.readDoc(repairSlips(text));
  // One pass per attribute over the whole document is several times cheaper than per-sentence passes.
  const all = doc.tokens();
  const values = all.out() as string[];
  const normals = all.out(its.normal) as string[];
  // wink's typings disagree with themselves on the lemma accessor's signature; the call is the documented one.
  const lemmas = all.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = all.out(its.pos) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const read = doc.sentences().out(its.span) as unknown as [number, number][];
  const sentimentOf = doc.sentences().out(its.sentiment) as unknown as number[];
  const textOf = doc.sentences().out() as string[];
  // "Family update re Biscuit 🐶 Vet rang this morning …": an emoji before a capital ends a sentence, as a stop would.
  const spans: [number, number][] = [];
  const sentiments: number[] = [];
  const texts: string[] = [];
  const spell = (a: number, b: number) =>
    values
      .slice(a, b + 1)
      .map((v, k) => (k > 0 ? spaces[a + k] : "") + v)
      .join("");
  read.forEach(([from, to], si) => {
    const pieces: [number, number][] = [];
    let start = from;
    for (let i = from + 2; i < to - 1; i++) {
      if (!EMOJI.test(values[i]) || !/^[A-Z]/.test(values[i + 1])) continue;
      pieces.push([start, i]);
      start = i + 1;
    }
    pieces.push([start, to]);
    for (const [a, b] of pieces) {
      spans.push([a, b]);
      texts.push(pieces.length === 1 ? textOf[si] : spell(a, b));
      sentiments.push(Number(sentimentOf[si]) || 0);
    }
  });
  // The tagger reads any capitalised sentence opener as a name; a word is a name only if it is also
  // capitalised where no sentence starts.
  // A clause after a colon or an opening quote starts with a capital too ("Group chat: The water …", 'said: "We …').
  const starts = new Set(spans.map(([from]) => from));
  values.forEach((v, i) => {
    if (i > 0 && /^(?::|"|“)$/.test(values[i - 1])) starts.add(i);
  });
  const namesMidSentence = new Set<string>();
  values.forEach((v, i) => {
    if (!starts.has(i) && /^[A-Z]/.test(v)) namesMidSentence.add(v);
  });
  const sentences: Sentence[] = [];
  spans.forEach(([from, to], si) => {
    const tokens: Token[] = [];
    for (let i = from; i <= to; i++) {
      const capitalised = /^[A-Z]/.test(values[i]) && values[i] !== "I";
      const proper =
        capitalised && (!starts.has(i) || namesMidSentence.has(values[i]) || /^[A-Z]{2,}$/.test(values[i]));
      const opener = pos[i] === "PROPN" && !proper && i === from;
      // "The fair is …": a word between a lone article and a verb heads the subject, whatever the tagger read.
      const headed = pos[i] === "ADJ" && i === from + 1 && /^(?:the|a|an)$/.test(normals[from]) && pos[i + 1] === "AUX";
      // "People" is a noun save in "to people a land"; the tagger often reads it as a verb.
      const tag =
        opener || headed || (normals[i] === "people" && pos[i] === "VERB" && normals[i - 1] !== "to") ? "NOUN" : pos[i];
      // A name keeps its form as its lemma; a common noun read as one at a sentence's start gets its singular.
      // The lemmatiser leaves a hyphenated plural as it is ("e-scooters"); its head takes the singular.
      const hyphenated = tag === "NOUN" && normals[i].includes("-") && lemmas[i] === normals[i];
      const lemma = opener || hyphenated ? singular(normals[i]) : lemmas[i];
      tokens.push({ value: values[i], normal: normals[i], lemma, pos: tag, space: spaces[i], proper });
    }
    if (tokens.length > 0) sentences.push({ text: texts[si], tokens, sentiment: sentiments[si] });
  });
  return sentences;
}

/** A pictograph ("🐶", "🙄"): it ends a sentence before a capital, and is no word of one. */
export const EMOJI = /^\p{Extended_Pictographic}/u;

/** The singular of a regular English plural ("members", "studies", "boxes"); other words stay as they are. */
function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && !/(?:is|ous|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function joinTokens(tokens: Token[]): string {
  return tokens
    .map((t, i) => (i === 0 ? "" : t.space) + t.value)
    .join("")
    .trim();
}
