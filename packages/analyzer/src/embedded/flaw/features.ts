import { COMPOUND_CUES, COMPOUND_NAMES, LEXICON_NAMES, LEXICONS } from "./lexicons.js";

/** Lower-case word tokens, apostrophes kept inside words, digits folded to one symbol. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\d+(?:[.,]\d+)?/g, " 0 ")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 0);
}

/**
 * The classifier's features: word unigrams and bigrams, and one flag per cue lexicon. Presence only
 * (not counts): short arguments rarely repeat a word, and presence keeps long texts from dominating.
 */
export function flawFeatures(text: string): string[] {
  const w = words(text);
  const features = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    features.add(`w:${w[i]}`);
    if (i + 1 < w.length) features.add(`b:${w[i]}_${w[i + 1]}`);
  }
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const name of LEXICON_NAMES) if (LEXICONS[name].test(lower)) features.add(`cue:${name}`);
  for (const name of COMPOUND_NAMES) if (COMPOUND_CUES[name].test(lower)) features.add(`pair:${name}`);
  const length = w.length < 12 ? "short" : w.length < 35 ? "medium" : "long";
  features.add(`len:${length}`);
  return [...features];
}
