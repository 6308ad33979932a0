/**
 * "since" as a time or as a reason. As a time it starts the stretch a present perfect reports on ("since the
 * bakery opened, the street has been busy"); as a reason it gives grounds ("since the bakery is closed, we must
 * shop elsewhere"). Reading a time as a reason makes the report look like a supported claim. Such sentences, and a
 * past sequence told with "after", are the observations of a causal argument (conclusion.ts weighs them as evidence).
 */

import type { Token } from "./nlp.js";

const PERFECT_AUX = /^(?:has|have|hasn't|haven't)$/;

/** "arrived", "began": a lexical verb in a form other than its lemma, and not a present, -ing or -en form. */
export function simplePast(t: Token): boolean {
  return t.pos === "VERB" && t.normal !== t.lemma && !/(?:s|ing|en)$/.test(t.normal);
}

/** Before "have" they make a modal perfect ("she must have left"), an inference about the past, not a report. */
const MODAL = /^(?:must|may|might|could|would|should|will|shall|can|to)$/;

/** "has dropped", "have not had", "has been", "has never once failed": a present perfect among the tokens. */
export function presentPerfect(tokens: Token[]): boolean {
  return tokens.some((t, k) => {
    if (!PERFECT_AUX.test(t.normal) || t.pos !== "AUX" || MODAL.test(tokens[k - 1]?.normal ?? "")) return false;
    for (let j = k + 1; j < Math.min(tokens.length, k + 4); j++) {
      const w = tokens[j];
      if (w.normal === "been" || w.pos === "VERB") return true;
      if (w.pos !== "ADV" && w.pos !== "PART") return false;
    }
    return false;
  });
}

/** "was introduced", "were closed": an event in the simple past, told in the passive. */
function pastPassive(clause: Token[]): boolean {
  const aux = clause.filter((t) => t.pos === "AUX");
  if (aux.length !== 1 || !/^(?:was|were)$/.test(aux[0].normal)) return false;
  const next = clause[clause.indexOf(aux[0]) + 1];
  return next?.pos === "VERB" && next.normal !== next.lemma && !next.normal.endsWith("ing");
}

/**
 * "Since the new coach arrived, the team has won every match": "since" before an event told in the simple past
 * (active, or passive: "since the tax was introduced"; not a state: "since the forecast was bad" is a reason),
 * with a present perfect in the rest of the sentence, marks when the reported stretch began.
 */
function sinceAnEvent(tokens: Token[], i: number): boolean {
  let end = tokens.findIndex((t, k) => k > i && (t.value === "," || t.value === ";"));
  if (end < 0) end = tokens.length;
  const clause = tokens.slice(i + 1, end);
  if (clause.length > 12) return false;
  // A passive reads as a time only right after the present perfect it dates ("prices have doubled since the tax was
  // introduced"); opening the sentence or after a comma it usually gives the grounds ("Since the pier was declared
  // unsafe, the council has closed it").
  const continues = i > 0 && tokens[i - 1].pos !== "PUNCT";
  const event = clause.some((t) => t.pos === "AUX") ? continues && pastPassive(clause) : clause.some(simplePast);
  return event && presentPerfect([...tokens.slice(0, i), ...tokens.slice(end)]);
}

/** "since joining the club", "since 1990", "since then", "since the new coach arrived, …": a time, not a reason. */
export function temporalSince(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined) return false;
  // "ever since" only ever dates: "Ever since the mill shut, the town has shrunk."
  if (tokens[i - 1]?.normal === "ever") return true;
  if ((next.pos === "VERB" && next.normal.endsWith("ing")) || /^(?:\d+|then)$/.test(next.normal)) return true;
  return sincePhrase(tokens, i) || sinceAnEvent(tokens, i);
}

/**
 * "since October", "since the flood", "since last spring": a preposition before a noun phrase, which only ever
 * names a time. A reason needs a clause ("since the flood ruined the crops").
 */
function sincePhrase(tokens: Token[], i: number): boolean {
  let end = tokens.findIndex((t, k) => k > i && (t.pos === "PUNCT" || /^(?:and|but|or|so)$/.test(t.normal)));
  if (end < 0) end = tokens.length;
  const phrase = tokens.slice(i + 1, end);
  return (
    phrase.length > 0 &&
    phrase.length <= 4 &&
    !phrase.some((t) => t.pos === "VERB" || t.pos === "AUX" || t.pos === "PRON")
  );
}

/**
 * A sentence that reports what has happened since some point ("Since X arrived, Y has …") or one past event after
 * another ("Y fell after X arrived"): the observation a causal claim is drawn from.
 */
export function reportsObservedChange(tokens: Token[]): boolean {
  return (
    (tokens.some((t, i) => t.normal === "since" && temporalSince(tokens, i)) && presentPerfect(tokens)) ||
    reportsSequence(tokens)
  );
}

/**
 * "Crime fell after the city installed streetlights": one past event told after another, the observed sequence a
 * causal claim is drawn from. Both the main clause and the "after" clause in the simple past, no auxiliary.
 */
function reportsSequence(tokens: Token[]): boolean {
  const at = tokens.findIndex((t) => t.normal === "after");
  if (at < 1) return false;
  let end = tokens.findIndex((t, k) => k > at && (t.value === "," || t.value === ";" || t.value === "."));
  if (end < 0) end = tokens.length;
  const clause = tokens.slice(at + 1, end);
  const main = tokens.slice(0, at);
  const noAux = (ts: Token[]) => !ts.some((t) => t.pos === "AUX");
  return noAux(clause) && noAux(main) && clause.some(simplePast) && main.some(simplePast);
}
