/** How a unit stands to the units around it, as the main-claim score (conclusion.ts) reads it. */
import type { Token } from "./nlp.js";
import type { Unit } from "./segment.js";
import { reportsObservedChange, simplePast } from "./since.js";
import { claimOpener, DISMISSAL, lowerText } from "./unit-traits.js";

/**
 * A reason that opens its sentence supports the sentence before when nothing in its own sentence can be what it
 * supports ("…. Because Y." as a sentence of its own), or when its marker looks back ("…. After all, Y").
 */
export function supportsBack(units: Unit[], reason: Unit): boolean {
  if (LOOKS_BACK.has(reason.cue)) return true;
  return reason.cue === "because" && units.every((u) => u.sentence !== reason.sentence || u === reason);
}

/** Reason markers that point back to the sentence before: "X. After all, Y", "X. This is because Y". */
const LOOKS_BACK: ReadonlySet<string> = new Set([
  "after all",
  "the reason is",
  "this is because",
  "that is because",
  "this is shown by",
  "this is evident from",
]);

/** "X, but Y" has its own "but"; in "But since R, Y" the "but" was handed to Y and turns against the sentence
 * before, not against its own reason R. */
export function opensWithCue(unit: Unit): boolean {
  const first = unit.tokens.find((t) => t.pos !== "PUNCT");
  return first?.normal === unit.cue.split(" ")[0];
}

/** Contrast markers that turn against what was just said. */
export const TURNING: ReadonlySet<string> = new Set(["but", "however", "yet", "nevertheless", "nonetheless", "still"]);

/**
 * "Some say X. In fact, Y.": the writer sets the record straight against the view just reported. Told in the past
 * ("In fact, studies found …") it is the evidence against the view, not the position.
 */
export const CORRECTS = /^(?:in fact|actually|in reality|in truth|the truth is|the fact is)\b/;

/** Concessive connectives: the writer grants what came before and holds the position anyway. */
export const REASSERTING = new Set([
  "despite",
  "nevertheless",
  "nonetheless",
  "despite this",
  "despite that",
  "in spite of this",
  "in spite of that",
  "even so",
  "still",
  "that said",
  "having said that",
]);

/** The sentences that report an observed change ("Since X arrived, Y has …", "Y fell after X arrived"). */
export function sentencesReportingChange(units: Unit[]): Set<number> {
  const bySentence = new Map<number, Token[]>();
  for (const u of units) bySentence.set(u.sentence, [...(bySentence.get(u.sentence) ?? []), ...u.tokens]);
  return new Set([...bySentence].filter(([, tokens]) => reportsObservedChange(tokens)).map(([s]) => s));
}

/** The next sentence turns against the view ("But …", "However, …") or sets the record straight ("Actually, …"). */
export function answersView(next: Unit, view: Unit): boolean {
  if (next.sentence === view.sentence) return false;
  return (next.marker === "contrast" && TURNING.has(next.cue)) || CORRECTS.test(lowerText(next));
}

/** The unit's first verb is in the past: "In fact, a study found …" reports evidence. */
export function opensInPast(unit: Unit): boolean {
  const verb = unit.tokens.find((t) => t.pos === "VERB" || t.pos === "AUX");
  return verb !== undefined && (/^(?:was|were|did|had)$/.test(verb.normal) || simplePast(verb));
}

/** The unit is a whole sentence of its own. */
export function opensOwnSentence(units: Unit[], i: number): boolean {
  return units[i - 1]?.sentence !== units[i].sentence && units[i + 1]?.sentence !== units[i].sentence;
}

/** "The mayor claims the stadium will pay for itself", "My neighbour thinks that …": one person's view, reported. */
const PERSON_VIEW =
  /^(?:the|my|our|his|her|their|a|an) (?:[a-z'-]+ ){0,2}?(?:claims|says|argues|insists|thinks|believes|maintains|reckons)\b/;

/**
 * "My neighbour thinks X. He is mistaken.": a short sentence of its own, pointing back, that dismisses the view one
 * person was just reported to hold. Only a dismissal counts ("mistaken", "wishful", "wrong"): "It is a good design"
 * after "The mayor says X" may well agree with the mayor.
 */
export function dismissesPersonView(unit: Unit, view: Unit | undefined): boolean {
  if (!view || view.sentence !== unit.sentence - 1 || !PERSON_VIEW.test(lowerText(view))) return false;
  const words = unit.tokens.filter((t) => t.pos !== "PUNCT");
  return (
    words.length <= 8 &&
    /^(?:he|she|they|this|that|it)$/.test(claimOpener(unit)) &&
    words.some((t) => DISMISSAL.test(t.normal) || t.normal === "wrong")
  );
}
