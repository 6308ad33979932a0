import model from "wink-eng-lite-web-model";
import winkNLP from "wink-nlp";

/** A token of a text with its place in it, so matched words can be highlighted exactly. */
export interface Token {
  value: string;
  /** Lower-cased surface form. */
  normal: string;
  lemma: string;
  /** Porter2 stem of the lower-cased word (the stemmer PostgreSQL's 'english' configuration also uses). */
  stem: string;
  pos: string;
  /** Character offsets in the text that was read: text.slice(start, end) === value. */
  start: number;
  end: number;
  /** No whitespace before the token ("two-dimensional": '-' and 'dimensional' are glued). */
  glued: boolean;
}

export type Sentence = Token[];

type Nlp = ReturnType<typeof winkNLP>;

/** The model's own Porter2 stemmer, called once per distinct word: wink's per-token stem pass costs more than the rest. */
const porter2 = (model as unknown as { addons: { stem: (word: string) => string } }).addons.stem;
const stems = new Map<string, string>();
export function stemOf(normal: string): string {
  let s = stems.get(normal);
  if (s === undefined) {
    if (stems.size >= 50_000) stems.clear();
    s = /\d/.test(normal) ? normal : porter2(normal);
    stems.set(normal, s);
  }
  return s;
}
let nlp: Nlp | null = null;

/** The model loads once, on first use (~0.2 s); only sentence boundaries and part-of-speech tags are needed. */
function engine(): Nlp {
  if (!nlp) nlp = winkNLP(model, ["sbd", "pos"]);
  return nlp;
}

/**
 * The tagger reads a verb right after its subject as a second noun ("a solar panel charges a battery", "sensors
 * measure the flow"). A noun between a noun and an article is a verb when exactly one of the two ends in -s: the
 * subject and its verb agree in number that way ("panel charges", "sensors measure"), a compound noun does not;
 * likewise a noun in -s between a relative pronoun and an article ("a battery that powers a lamp").
 */
function retagVerbs(normals: string[], pos: string[]) {
  for (let i = 1; i + 1 < pos.length; i++) {
    const prev = normals[i - 1] ?? "";
    const word = normals[i] ?? "";
    if (pos[i] !== "NOUN" || pos[i + 1] !== "DET") continue;
    const afterNoun = pos[i - 1] === "NOUN" || pos[i - 1] === "PROPN";
    if (afterNoun && /[^s]s$/.test(word) !== /[^s]s$/.test(prev)) pos[i] = "VERB";
    else if (/^(that|which|who)$/.test(prev) && /[^s]s$/.test(word)) pos[i] = "VERB";
  }
}

/** The sentences of a text as tokens with offsets into `text`. Deterministic: the same text, the same tokens. */
export function readSentences(text: string): Sentence[] {
  const e = engine();
  const its = e.its;
  const doc = e.readDoc(text);
  const all = doc.tokens();
  const values = all.out() as string[];
  const normals = all.out(its.normal) as string[];
  const lemmas = all.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = all.out(its.pos) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];

  retagVerbs(normals, pos);
  const tokens: Token[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    // wink keeps every character of a word token, so each one is found at or after the previous token's end.
    const at = text.indexOf(value, cursor);
    const start = at >= 0 ? at : cursor;
    const end = at >= 0 ? at + value.length : cursor;
    cursor = end;
    const normal = normals[i] ?? value.toLowerCase();
    tokens.push({
      value,
      normal,
      lemma: (lemmas[i] ?? normal).toLowerCase(),
      // Numbers keep their digits ("3.5", not a stem).
      stem: stemOf(normal),
      pos: pos[i] ?? "X",
      start,
      end,
      glued: i > 0 && (spaces[i] ?? "") === "",
    });
  });
  return spans.map(([from, to]) => tokens.slice(from, to + 1)).filter((s) => s.length > 0);
}

/** The text a run of tokens covers in `text`, as written. */
export const spanText = (text: string, tokens: Token[]): string =>
  tokens.length ? text.slice(tokens[0].start, tokens[tokens.length - 1].end) : "";
