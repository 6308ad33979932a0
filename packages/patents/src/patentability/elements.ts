import { readSentences, type Sentence, spanText, type Token } from "./nlp.js";
import { isContent, isGeneric, QUANTITY_LEMMAS } from "./terms.js";

/** A word of an element or link: matched by its stem; the head noun and generic words are weighed apart. */
export interface Term {
  stem: string;
  /** As the user wrote it. */
  word: string;
  head: boolean;
  generic: boolean;
}

/** A key element of the invention: a noun phrase ("temperature sensor", "array of detector elements"). */
export interface InventionElement {
  /** "E1", "E2", … in order of first mention. */
  id: string;
  /** As first written, without its article. */
  text: string;
  head: string;
  terms: Term[];
}

/** Two elements linked in one clause: "sensor coupled to a processor", "fan for cooling the chip". */
export interface InventionRelation {
  id: string;
  from: string;
  to: string;
  /** The linking words as written ("coupled to", "for cooling", "on"). */
  link: string;
  /** The link's content words (verbs); empty for a bare preposition, matched then by `preposition`. */
  linkTerms: Term[];
  preposition: string | null;
  /** The clause as written, from the first element to the second. */
  text: string;
}

export interface Invention {
  text: string;
  sentences: Sentence[];
  elements: InventionElement[];
  relations: InventionRelation[];
}

export const MAX_ELEMENTS = 12;
export const MAX_RELATIONS = 10;
/** Longest run of words between two elements that still reads as one link ("is rigidly coupled to the"). */
const MAX_LINK_TOKENS = 6;

export const UNITS = new Set(
  "mm cm m km nm µm um μm g mg kg t l ml µl s ms min h hz khz mhz ghz v mv kv a ma w kw mw j kj pa kpa mpa bar psi % percent ° °c °f degree degrees k rpm time times inch inches in ft foot feet lb lbs oz mol wt"
    .split(" ")
    .filter(Boolean),
);

const isNoun = (t: Token) => t.pos === "NOUN" || t.pos === "PROPN";
export const isNum = (t: Token) => t.pos === "NUM" || /^\d/.test(t.value);

interface Chunk {
  from: number;
  to: number;
  head: number;
}

/**
 * Base noun chunks: runs of adjectives, nouns, glued hyphens and (before a noun) participles such as "rotating",
 * ending at the last noun; numbers only open a chunk ("12 diodes"). Determiners are left out.
 */
function baseChunks(s: Sentence): Chunk[] {
  const out: Chunk[] = [];
  let i = 0;
  while (i < s.length) {
    let j = i;
    let lastNoun = -1;
    for (; j < s.length; j++) {
      const t = s[j];
      const next = s[j + 1];
      const sawNoun = lastNoun >= i;
      if (isNoun(t) || t.pos === "ADJ") {
        if (isNoun(t)) lastNoun = j;
        continue;
      }
      if (isNum(t) && !sawNoun) continue;
      if (t.value === "-" && j > i && next?.glued && t.glued) continue;
      // "a rotating shaft", "the heated plate": a participle directly before a noun or adjective modifies it.
      const participle = t.pos === "VERB" && /(ing|ed)$/.test(t.normal) && !sawNoun;
      if (participle && next && (isNoun(next) || next.pos === "ADJ") && (j === i || s[j - 1]?.pos === "ADJ")) {
        const before = s[j - 1];
        if (j === i && before && !["DET", "ADP", "PUNCT", "CCONJ", "SCONJ"].includes(before.pos)) break;
        continue;
      }
      break;
    }
    if (lastNoun >= i) {
      out.push({ from: i, to: lastNoun, head: lastNoun });
      i = lastNoun + 1;
    } else i = Math.max(j, i + 1);
  }
  return out;
}

/** "X of (the) Y" is one element, named by X, unless X only counts or groups ("a plurality of sensors" → sensors). */
function mergeOf(s: Sentence, chunks: Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  for (const c of chunks) {
    const prev = out[out.length - 1];
    let k = prev ? prev.to + 1 : -1;
    if (prev && s[k]?.normal === "of") {
      k++;
      while (s[k]?.pos === "DET") k++;
      if (k === c.from) {
        const counting = QUANTITY_LEMMAS.has(s[prev.head].lemma) && prev.head === prev.to;
        out[out.length - 1] = counting ? c : { from: prev.from, to: c.to, head: prev.head };
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

interface Mention {
  sentence: number;
  from: number;
  to: number;
  element: InventionElement;
}

function termsOf(tokens: Token[], head: Token | null): Term[] {
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const t of tokens) {
    if (!isContent(t) || seen.has(t.stem)) continue;
    seen.add(t.stem);
    terms.push({ stem: t.stem, word: t.value, head: t === head, generic: isGeneric(t) });
  }
  return terms;
}

const COMPOSITION_VERBS = new Set(["have", "comprise", "include", "contain", "consist", "incorporate"]);

/** The words between two elements, as a link: a verb group ("is coupled to", "for cooling") or a preposition. */
function linkBetween(between: Token[]): { tokens: Token[]; preposition: string | null } | null {
  const words = between.filter((t) => t.pos !== "DET" && !(t.pos === "PRON" && /^(that|which|who)$/.test(t.normal)));
  if (!words.length || words.length > MAX_LINK_TOKENS) return null;
  if (words.some((t) => t.pos === "PUNCT" || t.pos === "CCONJ" || t.pos === "PRON" || isNum(t))) return null;
  const verbs = words.filter((t) => t.pos === "VERB");
  if (verbs.length) {
    const tokens = words.filter((t) => t.pos !== "AUX" && t.pos !== "ADV");
    return { tokens, preposition: null };
  }
  if (words.every((t) => t.pos === "ADP" || t.pos === "PART" || t.pos === "SCONJ"))
    return { tokens: words, preposition: words.map((t) => t.normal).join(" ") };
  return null;
}

/**
 * The invention's key elements (noun phrases with their head noun, repeated mentions merged: "the sensor" after
 * "a temperature sensor" is the same element) and the relations between elements that follow each other in a clause.
 */
export function readInvention(text: string): Invention {
  const sentences = readSentences(text);
  const elements: InventionElement[] = [];
  const mentions: Mention[] = [];

  sentences.forEach((s, si) => {
    for (const c of mergeOf(s, baseChunks(s))) {
      const tokens = s.slice(c.from, c.to + 1);
      const head = s[c.head];
      // "2 mm", "70 °C": a quantity (one of the description's specifics), not an element.
      const before = s[c.from - 1];
      const unit = UNITS.has(head.normal.replace(/\.$/, ""));
      if (unit && (tokens.some(isNum) || (before && /^(°|\d)/.test(before.value)))) continue;
      const terms = termsOf(tokens, head);
      if (!terms.length || terms.every((t) => t.generic)) continue;
      const headStem = head.stem;
      const stems = new Set(terms.map((t) => t.stem));
      // The same element again: its words all within an earlier element's ("the detector elements" after "an array
      // of detector elements"), or, with the same head, a fuller name of it.
      const same = elements.find((e) => {
        const es = new Set(e.terms.map((t) => t.stem));
        const eHead = e.terms.find((t) => t.head)?.stem;
        return [...stems].every((x) => es.has(x)) || (eHead === headStem && [...es].every((x) => stems.has(x)));
      });
      let element = same;
      if (!element) {
        element = { id: "", text: spanText(text, tokens), head: head.value, terms };
        elements.push(element);
      } else if (terms.length > element.terms.length) {
        // "the lamp", later "the bicycle lamp": the fuller name describes the element better.
        element.text = spanText(text, tokens);
        element.terms = terms;
      }
      mentions.push({ sentence: si, from: c.from, to: c.to, element });
    }
  });

  const kept = elements.slice(0, MAX_ELEMENTS);
  kept.forEach((e, i) => {
    e.id = `E${i + 1}`;
  });

  const relations: InventionRelation[] = [];
  const seen = new Set<string>();
  for (let m = 1; m < mentions.length; m++) {
    const a = mentions[m - 1];
    const b = mentions[m];
    if (a.sentence !== b.sentence || a.element === b.element || !a.element.id || !b.element.id) continue;
    const s = sentences[a.sentence];
    const link = linkBetween(s.slice(a.to + 1, b.from));
    if (!link) continue;
    const linkTerms = termsOf(link.tokens, null).filter((t) => !COMPOSITION_VERBS.has(t.stem));
    const key = `${a.element.id}|${b.element.id}|${link.preposition ?? linkTerms.map((t) => t.stem).join(" ")}`;
    if (seen.has(key) || relations.length >= MAX_RELATIONS) continue;
    seen.add(key);
    relations.push({
      id: `R${relations.length + 1}`,
      from: a.element.id,
      to: b.element.id,
      link: spanText(text, link.tokens),
      linkTerms,
      preposition: link.preposition,
      text: spanText(text, s.slice(a.from, b.to + 1)),
    });
  }
  return { text, sentences, elements: kept, relations };
}

/** Every distinct term of the elements and links, with a word to look its document frequency up by. */
export function inventionTerms(inv: Invention): { stem: string; word: string }[] {
  const out = new Map<string, string>();
  for (const e of inv.elements) for (const t of e.terms) if (!out.has(t.stem)) out.set(t.stem, t.word.toLowerCase());
  for (const r of inv.relations)
    for (const t of r.linkTerms) if (!out.has(t.stem)) out.set(t.stem, t.word.toLowerCase());
  return [...out].map(([stem, word]) => ({ stem, word }));
}
