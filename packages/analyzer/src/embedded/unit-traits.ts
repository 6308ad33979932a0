/** What a unit's own words show, read by the main-claim score (conclusion.ts): frames, verdicts, figures, modals. */

import { isInstruction } from "./claim-core.js";
import { EVALUATIVE_WORDS, NORMATIVE_PATTERNS, STANCE_PATTERNS, VIEW_NOUNS, WORKS } from "./claim-cues.js";
import { DRAWN } from "./clauses.js";
import { EPISTEMIC_MUST } from "./modals.js";
import type { Token } from "./nlp.js";
import type { Unit } from "./segment.js";
import { indexTokens, phraseFrom } from "./text-index.js";

/** A stance frame ("I think (that)", "it seems clear that") before the clause that carries the claim. */
const STANCE_FRAME =
  /^(?:i (?:strongly |firmly |really |do |truly )?(?:think|believe|feel|am convinced|am sure|would argue|argue|say|contend|guess|suppose|reckon|suspect)|it (?:seems|is) (?:\w+ )?(?:clear|obvious|evident|logical|reasonable|likely)(?: to (?:think|say|assume|conclude))?)(?: that)?\b/;

/** Statistics are evidence: digits, percentages and large round numbers, not "one way" or "one year". */
export function reportsFigure(unit: Unit): boolean {
  return unit.tokens.some(
    (t) => (t.pos === "NUM" && /\d/.test(t.value)) || /^(?:percent|%|million|billion|thousand)$/.test(t.normal),
  );
}

/** Words that dismiss a view outright: "That is nonsense.", "This is a myth." */
export const DISMISSAL =
  /^(?:nonsense|wishful|rubbish|absurd|ridiculous|false|untrue|myth|baseless|groundless|mistaken|misguided|incorrect|exaggerated|overblown|overstated)$/;

/** Negation, an "un-" verdict ("unlikely", "unfounded"), a dismissal or an evaluative word: the unit judges. */
export function passesJudgement(unit: Unit): boolean {
  return unit.tokens.some(
    (t) =>
      /^(?:not|n't|no)$/.test(t.normal) ||
      /^un\w+(?:ly|ed|ble)$/.test(t.normal) ||
      DISMISSAL.test(t.normal) ||
      EVALUATIVE_WORDS.has(t.normal),
  );
}

export function judgesSubject(unit: Unit): boolean {
  // "That tea works wonders", "It works": a verdict that something works is a verdict on it.
  if (WORKS.test(unit.text)) return true;
  const t = unit.tokens;
  for (let i = 1; i < t.length; i++) {
    // "It is important to …" is extraposition, a recommendation the normative cues already read.
    if (t[i].lemma !== "be" || t[i - 1].pos === "SCONJ" || t[i - 1].normal === "there") continue;
    if (t[i - 1].normal === "it" && extraposed(unit)) continue;
    // Up to three adverbs or particles ("not", "very", "far more"), or an article ("the best choice", "a great
    // idea"), between the copula and the adjective.
    for (let j = i + 1; j < Math.min(t.length, i + 5); j++) {
      // "a poor fit", "the obvious choice": an option rated in one phrase is a verdict too.
      if (t[j].pos === "ADJ") return EVALUATIVE_WORDS.has(t[j].normal) || ratesOption(t, j);
      if (t[j].pos !== "ADV" && t[j].pos !== "PART" && t[j].pos !== "DET") break;
    }
  }
  return false;
}

/** Nouns that judge what they name when a copula gives them to a subject: "This plan is a mistake." */
const VERDICT_NOUN =
  /^(?:mistake|error|blunder|waste|disaster|failure|success|folly|scandal|shame|disgrace|triumph|bargain|improvement)$/;

/** "the obvious upgrade", "the sensible choice", "a poor fit": an option named and rated in one phrase. */
function ratesOption(t: Token[], j: number): boolean {
  return /^(?:obvious|sensible|smart|natural|clear|logical|poor)$/.test(t[j].normal) && t[j + 1]?.pos === "NOUN";
}

/** A word that judges: evaluative, a verdict noun, a dismissal, or the first half of a judging compound. */
function verdictWord(t: Token[], j: number): boolean {
  const w = t[j].normal;
  if (EVALUATIVE_WORDS.has(w) || VERDICT_NOUN.test(w) || DISMISSAL.test(w)) return true;
  const rated = ratesOption(t, j);
  // "worth copying", "worth it": what is worth doing is recommended.
  const worthDoing = w === "worth" && /^(?:[a-z]+ing|it)$/.test(t[j + 1]?.normal ?? "");
  return (
    rated ||
    worthDoing ||
    (w === "ill" && t[j + 1]?.pos === "VERB") ||
    JUDGING_COMPOUND.test(`${w}-${t[j + 1]?.normal}`)
  );
}

/** Hyphenated verdicts, read as two words: "short-sighted", "wrong-headed", "half-baked" ("ill-" is any participle). */
const JUDGING_COMPOUND = /^(?:short-sighted|wrong-headed|half-baked|far-sighted|well-judged|well-founded)$/;

const VIEW_NOUN = new RegExp(`^(?:${VIEW_NOUNS})$`);

/**
 * "The switch has paid off.", "This experiment has backfired.": an act named by a pointing noun, judged by how it
 * turned out. The verb is the verdict, as the copula and its noun are in "This decision was a mistake".
 */
const ACT_OUTCOME =
  /^(?:the|this|that|such a|our|their) [a-z-]+ (?:has|have) (?:(?:clearly|already|certainly|really|plainly) )?(?:paid off|worked|backfired|failed|succeeded)[.!]?$/;

/** Subjects that point back to what was just told: "This decision", "Such packaging", "It". */
const POINTING = /^(?:this|that|these|those|such|it|they)$/;

/**
 * "This decision was a mistake.", "Such packaging is a waste.", "It is the best choice.": a short sentence that
 * judges what the text has just told. The subject points back, and the copula gives it a verdict (an evaluative
 * adjective or noun, or a dismissal), so it is the writer's position on the background before it, not a report.
 */
export function verdictPointingBack(unit: Unit, earlier: readonly Unit[] = []): boolean {
  const t = unit.tokens.filter((x) => x.pos !== "PUNCT");
  if (ACT_OUTCOME.test(lowerText(unit))) return true;
  if (t.length > 14 || !(POINTING.test(t[0]?.normal ?? "") || givenSubject(t, earlier)) || extraposed(unit))
    return false;
  // "It is only safe if …": a verdict under a condition is not given outright.
  if (t.some((x) => /^(?:if|unless|only)$/.test(x.normal))) return false;
  const copula = t.findIndex((x) => x.lemma === "be");
  if (copula < 1 || copula > 3) return false;
  for (let j = copula + 1; j < Math.min(t.length, copula + 5); j++) {
    if (verdictWord(t, j)) return true;
    if (t[j].pos !== "ADV" && t[j].pos !== "PART" && t[j].pos !== "DET" && t[j].pos !== "ADJ") return false;
  }
  return false;
}

/**
 * "The link is a myth", "The change is worth copying", "The stadium has been a poor deal": a definite subject that
 * names a view, an act, or a thing the text has already named points back as "this" does.
 */
function givenSubject(t: Token[], earlier: readonly Unit[]): boolean {
  if (t[0]?.normal !== "the") return false;
  const noun = t[1]?.pos === "ADJ" ? t[2] : t[1];
  if (noun?.pos !== "NOUN") return false;
  if (VIEW_NOUN.test(noun.normal) || ACT_NOUN.test(noun.normal)) return true;
  // The same word earlier names the same thing, even where the tagger misread it there ("the summer fair sold").
  return earlier.some((u) =>
    u.tokens.some((x) => (x.pos === "NOUN" && x.lemma === noun.lemma) || x.normal === noun.normal),
  );
}

/** Verbs that tell what something brought about or puts at stake: "led to", "threatens", "explains". */
const CONSEQUENCE_VERB =
  /^(?:lead|cause|result|threaten|endanger|jeopardi[sz]e|undermine|explain|harm|damage|hurt|ruin|destroy|doom|cost|make|leave|force|drive|save|transform)$/;

/**
 * "This led to a street without plastic.", "It threatens every family there.": a sentence whose subject points back
 * to what the text has told ("this", "it", "such a change") and whose verb draws what that brought about or puts at
 * stake. Closing a text it sums the account up into the point the text was making.
 */
export function consequencePointingBack(unit: Unit): boolean {
  const t = unit.tokens.filter((x) => x.pos !== "PUNCT" && x.pos !== "CCONJ");
  if (!/^(?:this|that|these|those|it|such)$/.test(t[0]?.normal ?? "") || extraposed(unit)) return false;
  let j = 1;
  // "This change", "Such a move": a pointing word before its noun.
  while (j < 3 && /^(?:DET|NOUN|ADJ)$/.test(t[j]?.pos ?? "")) j++;
  // "has led", "will only threaten"; a consequence only supposed ("It would cost millions") is a reason against an
  // act, not a summing up of what happened.
  while (j < t.length && (t[j].pos === "AUX" || t[j].pos === "ADV" || t[j].pos === "PART")) {
    if (/^(?:would|could|might)$/.test(t[j].normal)) return false;
    j++;
  }
  // After an auxiliary the tagger can read the verb as a noun ("has cost"); in that place it can only be the verb.
  const verb = t[j]?.pos === "VERB" || (t[j]?.pos === "NOUN" && t[j - 1]?.pos === "AUX");
  return verb && CONSEQUENCE_VERB.test(t[j].lemma);
}

/** "It is impossible to …", "It seems that …": an "it" that points forward to its clause, not back. */
export function extraposed(unit: Unit): boolean {
  return /^(?:(?:and|but|so|yet|thus|hence|therefore),? )?it(?: is| was|'s| seems| appears| would be| will be| has been)(?: \w+){0,3}? (?:to|that|whether)\b|^(?:(?:and|but|so),? )?it(?: would|'d) be(?: \w+){0,3}? if\b/.test(
    lowerText(unit),
  );
}

/** The first word of what a unit claims: past a leading connective and a stance frame. */
export function claimOpener(unit: Unit): string {
  const words = unit.tokens.filter((t) => t.pos !== "PUNCT").map((t) => t.normal);
  const text = words.join(" ").replace(/^(?:and|but|so|yet) /, "");
  const frame = STANCE_FRAME.exec(text);
  const rest = frame ? text.slice(frame[0].length).trim() : text;
  // "Some of that is due to …" refers back as much as "that is due to …" does.
  const partitive = /^(?:some|much|most|all|part|none|many) of (?:this|that|these|those|it|them)\b/.exec(rest);
  return partitive ? "that" : (rest.split(" ")[0] ?? "");
}

export function lowerText(unit: Unit): string {
  return (unit.assertion ?? unit.text).toLowerCase().replace(/[’‘]/g, "'");
}

export function isNormative(unit: Unit): boolean {
  return isNormativeText(lowerText(unit)) || judgesAct(unit) || recommends(unit);
}

// "Imagine the puppies …", "Look at the figures": an instruction to attend sets up evidence; it proposes no act.
export const ATTEND = /^(?:imagine|picture|think|consider|look|remember|recall|note|notice|suppose|say|ask)$/;

/** An instruction to the reader to act ("Close the park at night.") recommends the act. */
function recommends(unit: Unit): boolean {
  // "…, so get there early": the call drawn from the clause before.
  const drawn = unit.marker === "conclusion" && DRAWN.test(unit.tokens[0]?.normal ?? "") ? 1 : 0;
  const tokens = unit.tokens.slice(drawn);
  const first = tokens.find((t) => t.pos !== "PUNCT");
  return !unit.isQuestion && first !== undefined && !ATTEND.test(first.normal) && isInstruction(tokens);
}

/**
 * "Unplugging them is a habit worth learning", "Walking to school is good for children": an act named by its gerund
 * (with an object or complement after it, so "Nothing is wrong" is not one) and given a verdict recommends the act.
 */
function judgesAct(unit: Unit): boolean {
  const t = unit.tokens.filter((x) => x.pos !== "PUNCT");
  const start = /^(?:and|but|so|yet)$/.test(t[0]?.normal ?? "") ? 1 : 0;
  if (!namesAct(t, start)) return false;
  const copula = t.findIndex((x, k) => k > start + 1 && x.lemma === "be");
  if (copula < 0 || copula > start + 10) return false;
  for (let j = copula + 1; j < Math.min(t.length, copula + 5); j++) {
    // "Eating late is bad for children" weighs the act's effect on someone; it proposes nothing.
    if (verdictWord(t, j) || t[j].normal === "worth") return t[j + 1]?.normal !== "for";
    if (!/^(?:DET|ADV|PART|ADJ|NOUN)$/.test(t[j].pos)) return false;
  }
  return false;
}

/** Nouns that name an act: "Such a step", "This decision", "That policy". */
export const ACT_NOUN = /^(?:move|step|decision|plan|policy|practice|measure|proposal|choice|approach|change|course)$/;

/**
 * The subject names an act: a gerund with an object or complement after it ("Unplugging them", not "Nothing"), or a
 * pointing word before a noun of acting ("Such a step", "This decision").
 */
function namesAct(t: Token[], start: number): boolean {
  const first = t[start];
  if (!first) return false;
  if (/^(?:such|this|that)$/.test(first.normal)) {
    const noun = /^an?$/.test(t[start + 1]?.normal ?? "") ? t[start + 2] : t[start + 1];
    return ACT_NOUN.test(noun?.normal ?? "");
  }
  return (
    /^[a-z]{3,}ing$/.test(first.normal) &&
    first.lemma !== "thing" &&
    /^(?:DET|PRON|NOUN|PROPN|PART|ADP|ADV)$/.test(t[start + 1]?.pos ?? "")
  );
}

export function isNormativeText(lower: string): boolean {
  const text = lower.replace(EPISTEMIC_MUST, " ");
  return NORMATIVE_PATTERNS.some((p) => p.test(text));
}

/** The unit carries a sign of a claim: a call, a stance, a verdict on its subject, or a word of judgement. */
export function makesClaim(unit: Unit): boolean {
  return isNormative(unit) || hasStance(unit) || judgesSubject(unit) || evaluativeCount(unit) > 0;
}

export function hasStance(unit: Unit): boolean {
  const text = lowerText(unit);
  return STANCE_PATTERNS.some((p) => p.test(text));
}

export function evaluativeCount(unit: Unit): number {
  const t = unit.tokens;
  // "The summer fair sold out", "the safe was empty": a word heading a subject names a thing, it judges nothing.
  const headsSubject = (k: number) =>
    !/^(?:AUX|VERB)$/.test(t[k].pos) &&
    /^(?:DET|NOUN|PROPN|ADJ|PART)$/.test(t[k - 1]?.pos ?? "") &&
    /^(?:AUX|VERB)$/.test(t[k + 1]?.pos ?? "");
  // "Libraries still matter": the verb says something is important, as "is important" does.
  const matters = (x: Token) => x.pos === "VERB" && x.lemma.toLowerCase() === "matter";
  return t.filter(
    (x, k) => ((EVALUATIVE_WORDS.has(x.normal) || EVALUATIVE_WORDS.has(x.lemma)) && !headsSubject(k)) || matters(x),
  ).length;
}

/** "but at least it was cheap": the small good that is left, granted before the writer turns against it. */
export function consolation(unit: Unit): boolean {
  return /^(?:but|yet),? at least\b/.test(lowerText(unit));
}

export function startsWith(unit: Unit, phrases: string[]): boolean {
  const tokens = unit.tokens.filter((t, i) => i > 0 || t.pos !== "PUNCT");
  return phraseFrom(indexTokens(tokens), 0, phrases) !== null;
}

/**
 * "Five stars.", "Good news for snorkelers.", "Bad news about the raincoat.": a phrase of two words or more with no
 * verb, which heads a message or exclaims; it is neither a claim nor a reason. A noun right after a noun may be a
 * verb the tagger missed ("coffee causes cancer"), and so may a first word before an article ("Close the park at
 * night"), so such a unit is no heading.
 */
export function isHeading(unit: Unit): boolean {
  const words = unit.tokens.filter((t) => t.pos !== "PUNCT");
  // A whole sentence: "This initial investment," is a clause cut off from its verb.
  const whole = /^[.!]$/.test(unit.tokens.at(-1)?.value ?? "");
  if (!whole || words.length < 2 || words.length > 7 || unit.isQuestion || words[1].pos === "DET") return false;
  // "Definitely worth the money.": a verdict with its verb left out.
  if (hasStance(unit) && !/^(?:yes|no)\b/i.test(unit.text)) return false;
  return words.every(
    (t, k) =>
      !/^(?:VERB|AUX|PRON|SCONJ)$/.test(t.pos) &&
      !(t.pos === "NOUN" && t.normal !== "news" && /^(?:NOUN|PROPN)$/.test(words[k - 1]?.pos ?? "")),
  );
}
