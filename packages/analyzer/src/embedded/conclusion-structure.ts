import { GROUP_VIEW, REPORTED_CLAIM, REPORTED_CONCLUSION } from "./claim-cues.js";
import type { CueView } from "./conclusion.js";
import { INFERENTIAL, STRONG_CONCLUSION } from "./cues.js";
import { answersView, dismissesPersonView, opensWithCue, supportsBack, TURNING } from "./neighbours.js";
import type { Unit } from "./segment.js";
import { VOUCHES_BACK } from "./testimony.js";
import { consolation, isHeading, isNormative, lowerText, makesClaim } from "./unit-traits.js";

/**
 * The main-claim cues of a unit's place in the argument's structure: the markers it and its neighbours carry
 * ("therefore", "because", "although", "but"), the other side's view, and what it supports or draws on.
 */
export function structureCues(view: CueView): void {
  const { units, i, unit, prev, next, add, turned, verdictOnView, opensArguing, firstStatement } = view;
  if (unit.marker === "conclusion") {
    // Inside a sentence ("A, so B") the marker usually closes a sub-argument; opening a sentence it sums up.
    const opensSentence = !prev || prev.sentence !== unit.sentence;
    // Closing the whole text, it draws on all that came before, unless it only supposes ("so if …").
    const closesText = i === units.length - 1 && !/^(?:and )?so,? (?:if|unless|when)\b/.test(lowerText(unit));
    const strength = (STRONG_CONCLUSION.has(unit.cue) ? 3 : 1.5) * (opensSentence || closesText ? 1 : 0.35);
    add(Math.round(strength * 100) / 100, `marker "${unit.cue}"`, true);
    // "Villages need their own post offices. … Thus a closure would cut them off from their money.": after a
    // position taken at the start, a drawn consequence of a case only supposed ("would", "could") argues for it.
    if (opensArguing && i !== firstStatement && supposes(unit) && !isNormative(unit))
      add(-2, "a supposed consequence that backs the opening claim");
  }
  if (unit.marker === "premise") add(-2.5, `reason marker "${unit.cue}"`);
  // "Our windmill dates from 1642. The man who runs the pub told me so.": the next sentence vouches for this one.
  if (next && next.sentence !== unit.sentence && VOUCHES_BACK.test(lowerText(next)))
    add(2, "supported by the next unit", true);
  if (isHeading(unit)) add(-2, "has no verb");
  // "… and the answer is plain: the council ought to fund evening hours", "So it's settled: knuckle cracking …": a
  // short clause that only announces points to the one after its colon; a claim with a colon ("Calling it cheap is
  // misleading: it ignores …") explains itself after it instead.
  if (prev && prev.sentence === unit.sentence && ANNOUNCES.test(lowerText(prev)))
    add(1, "announced by the clause before", true);
  if (next && next.sentence === unit.sentence && ANNOUNCES.test(lowerText(unit))) add(-1, "announces what follows");
  if (unit.marker === "opponent") add(-4, "the other side's view");
  // "The office concluded that X. But …": a reported claim that the text turns against is the other side's.
  else if (REPORTED_CLAIM.test(lowerText(unit)) && next?.marker === "contrast" && TURNING.has(next.cue))
    add(-4, "the other side's view, reported");
  // "Some neighbours say X. Actually, …": a group's view that the next sentence corrects or turns against.
  else if (
    (GROUP_VIEW.test(lowerText(unit)) && next && answersView(next, unit)) ||
    (next && dismissesPersonView(next, unit))
  )
    add(-4, "the other side's view, reported");
  // "The analyst concluded that X": the argument the text presents, even when it is someone else's.
  else if (REPORTED_CONCLUSION.test(lowerText(unit))) add(1.5, `marker "concluded that"`, true);
  if (unit.marker === "concession") add(-3, "concession");
  if (unit.marker === "conditional") add(-1, "conditional");
  // "Although X, Y": the writer grants X in order to assert Y.
  if (prev && prev.sentence === unit.sentence && prev.marker === "concession")
    add(1.5, "main clause after a concession", true);
  else if (unit.marker === "contrast" && prev && (prev.marker === "opponent" || prev.marker === "concession")) {
    add(0.5, "answers an objection", true);
  } else if (verdictOnView) {
    // "Some believe X. This is unlikely …": the writer's verdict on the other side's view.
    add(1.5, "rejects the other side's view", true);
  } else if (unit.marker === "contrast" && prev?.sentence === unit.sentence && opensWithCue(unit)) {
    // In "X, but Y" the argument leans on Y (argumentative orientation of "but"); in "X, but at least Y" the
    // writer grants Y as a consolation, which is the concession, not the claim.
    if (consolation(unit)) add(-1, "a consolation after 'but' ('at least')");
    else add(1, "the weightier side of a 'but'", true);
  }
  // "Players can be forgiven. Coaches, however, cannot be.": the subject set against the other is the point.
  if (turned) add(1, "the weightier side of a turned ellipsis", true);
  if (
    next &&
    next.sentence === unit.sentence &&
    next.marker === "contrast" &&
    next.cue === "but" &&
    unit.marker === "none"
  ) {
    add(-1, "conceded before a 'but'");
  }
  // "X because Y", "X. Because Y." and "X. After all, Y." all make X the supported claim.
  if (next && next.marker === "premise" && (next.sentence === unit.sentence || supportsBack(units, next))) {
    // "Hospitals lose millions because patients miss appointments. Patients who miss them should pay a fine.": a
    // plain fact with its cause is explained, not argued for, when the text goes on to call for something.
    const explained = plainFact(unit) && units.some((u) => u !== unit && u.marker !== "opponent" && isNormative(u));
    if (!explained) add(2, "supported by the next unit", true);
  }
  // "Since X, Y" and "Because X, it follows that Y": the reason opening the sentence supports its main clause
  // (a reason is a clause: "Because of underfunding, …" only says why the main clause's fact came about).
  if (
    prev &&
    prev.sentence === unit.sentence &&
    prev.marker === "premise" &&
    prev.cue !== "after all" &&
    (prev.cue === "with" ||
      prev.tokens.some((t) => (t.pos === "VERB" || t.pos === "AUX") && !t.normal.endsWith("ing"))) &&
    units.find((u) => u.sentence === unit.sentence) === prev
  ) {
    add(2, "supported by the reason before it", true);
  }
  // "After all, A, and B": everything in a sentence that opens by giving a reason for what came before is part
  // of that reason.
  const sentenceOpener = units.find((u) => u.sentence === unit.sentence);
  if (sentenceOpener && sentenceOpener !== unit && sentenceOpener.cue === "after all")
    add(-2.5, `reason marker "${sentenceOpener.cue}" opens the sentence`);
  // "A, so B" and "A because R. Therefore B.": what stands just before a conclusion marker is what it draws on.
  const nextSentence = units.find((u) => u.sentence > unit.sentence);
  if (
    (next?.marker === "conclusion" && next.sentence === unit.sentence) ||
    (nextSentence?.marker === "conclusion" && (INFERENTIAL.has(nextSentence.cue) || nextSentence.cue === "so"))
  )
    add(-1, "leads to a conclusion");
  else if (
    nextSentence &&
    nextSentence.index === units.length - 1 &&
    nextSentence.marker === "none" &&
    !isNormative(unit) &&
    isNormative(nextSentence) &&
    nextSentence.tokens.some((t) => /^(?:it|them|they|this|these|those|such)$/.test(t.normal))
  )
    add(-1, "leads to a conclusion");
}

/** "The answer is plain:", "So it's settled:", "Here's the thing:": a short clause that only announces what follows. */
const ANNOUNCES =
  /^(?:(?:so|and|but),? )?(?:[\w' ]{0,40}\b)?(?:answer|point|truth|thing|upshot|verdict|bottom line|settled|plain|simple|clear|obvious)(?: (?:is|was))?(?: (?:plain|simple|clear|obvious))?\s*:\s*$/;

/**
 * "… would cut them off", "… could fall": a clause told of a case supposed, not of what is. A modal left without its
 * verb ("more than they otherwise would") only compares.
 */
function supposes(unit: Unit): boolean {
  const t = unit.tokens;
  // "So I'd say it's the best coffee in town": a frame of the writer's view supposes nothing.
  const frame = (k: number) => /^(?:say|argue|bet|think|guess|imagine|suggest)$/.test(t[k + 1]?.normal ?? "");
  return t.some(
    (x, k) => /^(?:would|could|might)$/.test(x.normal) && /^(?:VERB|AUX|ADV)$/.test(t[k + 1]?.pos ?? "") && !frame(k),
  );
}

/** A statement of fact with no sign of a claim: no call, stance, verdict, hedge or forecast. */
function plainFact(unit: Unit): boolean {
  return (
    !makesClaim(unit) &&
    !/\b(?:will|would|could|might|may|can|cannot|can't|probably|likely|perhaps|must)\b/.test(lowerText(unit))
  );
}
