import { INFERS, sentencesOf } from "./sentences.js";

/**
 * A word of a rule, a promise or a report taken up in the writer's own sense (equivocation; Copi, Damer): "the sign
 * says no dogs except guide dogs … he guides me home", "the brochure promised a room with a view … that's a view",
 * "the result was 'positive' … positive is good news". The engine has no word senses, so it reads the one sign the
 * writer leaves: the word set in quotes by the source's sentence, or said again in a phrase that fixes what it means
 * ("that's a view", "as senior as they come", "if it's free", "interest is exactly what …", "I've been a patient"),
 * with a conclusion drawn from it. Input: text with straight apostrophes.
 */

// Someone's words, a rule or a record: the sentence whose word is taken up.
const SOURCE =
  /\b(?:says?|said|told (?:me|us|him|her)|(?:rang|called|wrote) to say|promised|promises|covers|guarantees?|requires?|asks? for|asked for|labell?ed|describes?|described|read that|calls? it|called it|entitled to)\b/i;

const CONTENT = /[a-z]{4,}/g;
const COMMON = new Set(
  "that this with will would have from they them their there which what when were been must only than then also some more most such into each other these those does could should unless about because says said told promised need needs really very just every your said rules".split(
    " ",
  ),
);

/** The phrases that fix a word's sense in the writer's own sentence, for word `w`. */
function fixesSense(sentence: string, w: string): boolean {
  const s = sentence.toLowerCase();
  return new RegExp(
    String.raw`\b(?:that's|that is|this is|it's|it is) (?:a |an )?(?:perfectly |completely |totally |really |very )?${w}\b` +
      String.raw`|\bas ${w} as\b|\bif (?:it's|it is|they're|they are|he's|she's) ${w}\b` +
      String.raw`|(?:^|[,;:]\s*)${w} (?:is|means) (?:exactly |just |simply |obviously )?(?:what|good|a good|bad|great)\b` +
      String.raw`|\bis exactly what (?:a |an )?${w}\b|\b(?:i've|i have|we've|we have) been (?:a |an )${w}\b`,
  ).test(s);
}

/** The source's sentence and the writer's sentence that takes its word up, or null. */
export function wordInOwnSense(text: string): string | null {
  if (!INFERS.test(text) && !/\?\s*$/.test(text.trim())) return null;
  const sentences = sentencesOf(text);
  const wordsOf = sentences.map((s) => new Set(s.toLowerCase().match(/[a-z]+/g) ?? []));
  for (let i = 0; i < sentences.length - 1; i++) {
    const source = SOURCE.exec(sentences[i]);
    if (!source) continue;
    const told = sentences[i].slice(source.index).toLowerCase();
    const words = [...new Set(told.match(CONTENT) ?? [])].filter((w) => !COMMON.has(w));
    for (const w of words) {
      const quoted = new RegExp(String.raw`['"“]${w}['"”]`).test(told);
      const at = wordsOf.findIndex((said, j) => j > i && said.has(w));
      const later = at > 0 ? sentences[at] : undefined;
      if (later && (quoted || fixesSense(later, w))) return `${sentences[i]} … ${later}`;
    }
  }
  return null;
}
