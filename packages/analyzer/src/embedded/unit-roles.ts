import { presupposition } from "./answered-why.js";
import type { Token } from "./nlp.js";
import { answerQuestion } from "./question-claim.js";
import type { Unit } from "./segment.js";

/**
 * Roles that a unit's opening words alone do not show: an inferential adverb inside the clause, a marker that
 * opens a reason clause ("Thus, since X, Y"), a why-question the next sentence answers.
 */

/** Inferential adverbs that can sit inside the clause they mark: "X is thus unfounded", "Once …, therefore, Y". */
const INNER_INFERENCE = new Set(["therefore", "thus", "hence", "consequently"]);

/**
 * The inferential adverb inside a unit, set off by commas ("Once we switch, therefore, the threat ends"), right
 * after an auxiliary ("The concern is thus unfounded", "it must therefore be") or between the subject and its verb
 * ("The study thus supports …"), else null. A participle after it
 * ("…, thus saving money") describes a result; it draws no conclusion.
 */
export function inferenceInside(tokens: Token[]): string | null {
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    if (!INNER_INFERENCE.has(t.normal)) continue;
    const next = tokens[i + 1];
    if (next.pos === "VERB" && next.normal.endsWith("ing")) continue;
    const parenthetical = tokens[i - 1].value === "," && next.value === ",";
    // "The study thus supports …": between the subject and its verb.
    const beforeVerb = /^(?:NOUN|PROPN|PRON)$/.test(tokens[i - 1].pos) && next.pos === "VERB";
    if (parenthetical || beforeVerb || tokens[i - 1].pos === "AUX") return t.normal;
  }
  return null;
}

/** Connectives that can open a sentence before its reason clause: "Thus, since X, Y", "But because X, Y". */
const BEFORE_REASON = new Set([...INNER_INFERENCE, "so", "but", "yet", "however", "and"]);

/** "Thus, since X, Y": the tokens of a connective (and its comma) before a reason clause, else 0. */
export function inferenceBeforeReason(tokens: Token[]): number {
  const lead = tokens[1]?.value === "," ? 2 : 1;
  return BEFORE_REASON.has(tokens[0]?.normal ?? "") && /^(?:since|because)$/.test(tokens[lead]?.normal ?? "")
    ? lead
    : 0;
}

/** Second pass over the units of a text, once each unit's own marker is known. */
export function refineRoles(units: Unit[]): void {
  // "Thus, since X, Y", "But since X, Y": the reason is X, and the connective's role (a conclusion drawn, a turn
  // against what came before) belongs to the main clause Y.
  units.forEach((u, i) => {
    const main = units[i + 1];
    const lead = inferenceBeforeReason(u.tokens);
    if (lead > 0 && u.marker !== "premise" && main?.sentence === u.sentence && main.marker === "none") {
      main.marker = u.marker;
      main.cue = u.cue;
      u.marker = "premise";
      u.cue = u.tokens[lead].normal;
    }
  });
  // "Why should we X? Because R.": a question answered by the next sentence asserts what it presupposes.
  units.forEach((u, i) => {
    const answer = units[i + 1];
    if (u.isQuestion && answer?.sentence !== u.sentence && answer?.marker === "premise" && answer.cue === "because")
      u.assertion = presupposition(u.tokens);
  });
  // "The old pool leaks. Should the town build a new one? Yes, because …": a yes/no question the writer answers
  // asserts its statement, answered that way. An opening question is left to the whole-text reading
  // (analyze-embedded.ts), which also weighs a text's reasons when no answer word is given.
  units.forEach((u, i) => {
    const answer = units[i + 1];
    if (i === 0 || !u.isQuestion || u.assertion || answer === undefined || answer.sentence === u.sentence) return;
    const said = ANSWER.exec(answer.text.toLowerCase());
    if (!said) return;
    const asked = u.tokens.filter((t, k) => k > 0 || !/^(?:so|and|but|then)$/.test(t.normal));
    u.assertion = answerQuestion(asked, said[1] !== undefined);
  });
}

/** An answer word opening the reply; the group is set when the answer is no. */
const ANSWER =
  /^(?:(no\b|not really|not at all|absolutely not|certainly not|definitely not|of course not)|yes\b|absolutely|certainly|definitely|of course|sure|indeed)/;
