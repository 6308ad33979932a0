import { clauseStarts } from "./clauses.js";
import type { Token } from "./nlp.js";

/** Words that can tell where or how a thing stands in an absolute phrase ("with prices at a high"). */
const STANDS = /^(?:at|in|on|under|above|below|over|near|up|down|out|off|still|so|now|already|rising|falling)$/;

/**
 * "With fuel at a record price, now is the time to …": a sentence opened by "with", a noun phrase and what it
 * stands at (an absolute phrase), then a comma and a clause. The phrase gives the situation the writer argues from,
 * a reason, so it is cut off as one: shown inside the claim, it buried the claim under its reason. "With practice,
 * anyone can …" names no state ("practice" stands at nothing) and stays in its clause. Returns the index of the
 * clause after the comma, or -1.
 */
export function absoluteEnd(tokens: Token[]): number {
  if (tokens[0]?.normal !== "with") return -1;
  let nouns = 0;
  let j = 1;
  while (j < tokens.length && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[j].pos)) {
    if (tokens[j].pos === "NOUN" || tokens[j].pos === "PROPN") nouns++;
    j++;
  }
  const standing =
    STANDS.test(tokens[j]?.normal ?? "") ||
    tokens[j]?.pos === "ADJ" ||
    tokens[j]?.pos === "ADV" ||
    (tokens[j]?.pos === "VERB" && /(?:ed|ing)$/.test(tokens[j].normal));
  if (nouns === 0 || !standing) return -1;
  for (let k = j + 1; k < Math.min(tokens.length - 3, 16); k++) {
    // "now is the time to …": "now" stands as the subject of the clause.
    const nowIs = tokens[k + 1]?.normal === "now" && tokens[k + 2]?.lemma === "be";
    if (tokens[k].value === "," && (clauseStarts(tokens, k + 1) || nowIs)) return k + 1;
  }
  return -1;
}
