import type { Token } from "./nlp.js";

/** Parts of speech whose words can name a part of an invention or what it does. */
const CONTENT_POS = new Set(["NOUN", "PROPN", "ADJ", "VERB"]);

/** Words the tagger may mark as content but that never carry an element's meaning. */
const FUNCTION_WORDS = new Set([
  "said",
  "such",
  "same",
  "other",
  "wherein",
  "whereby",
  "thereof",
  "therein",
  "thereby",
  "herein",
  "be",
  "is",
  "are",
  "was",
  "were",
  "been",
  "being",
  "do",
  "does",
  "can",
  "may",
  "will",
  "would",
  "should",
  "could",
  "must",
  "etc",
]);

/**
 * Patent boilerplate and vague nouns: they appear in nearly every patent, so matching them says little. Without
 * document frequencies from an index they weigh GENERIC_WEIGHT instead of 1 (docs/patentability.md).
 */
export const GENERIC_LEMMAS = new Set([
  "method",
  "system",
  "apparatus",
  "device",
  "means",
  "invention",
  "embodiment",
  "example",
  "plurality",
  "number",
  "portion",
  "part",
  "member",
  "unit",
  "element",
  "component",
  "assembly",
  "arrangement",
  "structure",
  "step",
  "process",
  "first",
  "second",
  "third",
  "one",
  "present",
  "least",
  "comprise",
  "include",
  "have",
  "use",
  "make",
  "provide",
  "configure",
  "base",
  "thing",
  "way",
  "new",
  "improved",
]);

/** Nouns that count or group rather than name: in "plurality of sensors" the element is the sensors. */
export const QUANTITY_LEMMAS = new Set([
  "plurality",
  "number",
  "set",
  "pair",
  "group",
  "series",
  "amount",
  "quantity",
  "piece",
  "lot",
  "kind",
  "type",
  "variety",
  "multitude",
  "collection",
  "couple",
]);

export const GENERIC_WEIGHT = 0.25;

export function isContent(t: Token): boolean {
  return CONTENT_POS.has(t.pos) && /\p{L}/u.test(t.value) && t.normal.length >= 2 && !FUNCTION_WORDS.has(t.normal);
}

export const isGeneric = (t: Token) => GENERIC_LEMMAS.has(t.lemma) || GENERIC_LEMMAS.has(t.normal);

/**
 * A term's rarity weight from its document frequency in an index of `total` documents:
 * w = ln((N + 1) / (df + 1)) / ln(N + 1), kept within [0.1, 1]. A word no document holds weighs 1; a word in a
 * tenth of the documents about 0.25; a word in half of them 0.1. Undefined for an index under MIN_INDEX_SIZE
 * documents, too small for frequencies to mean anything: the caller then keeps the default weights.
 */
export const MIN_INDEX_SIZE = 100;
export function rarityWeight(df: number, total: number): number | undefined {
  if (!(total >= MIN_INDEX_SIZE)) return undefined;
  const w = Math.log((total + 1) / (Math.max(0, df) + 1)) / Math.log(total + 1);
  return Math.round(Math.min(1, Math.max(0.1, w)) * 1000) / 1000;
}
