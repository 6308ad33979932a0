import { isInstruction } from "./claim-core.js";
import { EPISTEMIC_MUST } from "./claim-cues.js";
import { DRAWN } from "./clauses.js";
import { forecasts, PLAN } from "./forecast.js";
import type { Token } from "./nlp.js";
import type { Unit } from "./segment.js";
import { narratesPast } from "./tense.js";
import { isHeading, lowerText } from "./unit-traits.js";

/** "Imagine …", "Look at the figures": an instruction to attend sets up evidence; it takes no step. */
const ATTEND = /^(?:let|guess|imagine|suppose|look|remember|note|notice|think|consider|picture|recall|say|ask)$/;
/** "I've noticed", "we have seen": what was seen, no step taken. */
const SEEN = /^(?:notic|seen|heard|found|read|been|had|got)/;
/** "I'm guessing", "I'm hoping": a stance in the progressive, no step taken. */
const STANCE_ING = /^(?:guessing|hoping|wondering|assuming|betting|beginning|starting|getting)$/;

/** The unit's words after the marker that draws it ("so", "and so", "then"), without punctuation. */
function afterMarker(unit: Unit): Token[] {
  const t = unit.tokens.filter((x) => x.pos !== "PUNCT");
  let k = 0;
  while (k < t.length && (DRAWN.test(t[k].normal) || /^(?:and|then)$/.test(t[k].normal))) k++;
  return t.slice(k);
}

/**
 * The writer's own next step: "so I've booked it in at Hendry's", "so I'm moving the weekly shop there", "so I'd
 * like to order another twenty", "I'll ring them", or an instruction to the reader ("Bring trainers, not boots!",
 * "so get there early"). A step is what the writer does about a claim, not the claim.
 */
export function isOwnStep(unit: Unit): boolean {
  if (unit.isQuestion) return false;
  const t = afterMarker(unit);
  if (t.length < 2) return false;
  if (isInstruction(t) && !ATTEND.test(t[0].normal)) return true;
  // The tagger keeps "I'm" whole and splits "I 've": the words are read as one string.
  const said = t
    .map((x) => x.value.toLowerCase())
    .join(" ")
    .replace(/ (?='|n't)/g, "")
    .replace(/[’]/g, "'");
  const verbAt = (word: string) => t.find((x) => x.value.toLowerCase() === word)?.pos === "VERB";
  // "Will set up the delivery slot tonight": a diary's plan, its subject left out.
  if (
    PLAN.test(said) ||
    /^(?:i|we)(?:'d| would) like to\b/.test(said) ||
    (t[0].normal === "will" && t[1].pos === "VERB")
  )
    return true;
  // "I've booked", "we have ordered": a step taken, when drawn by "so"; "I've noticed" reports what was seen.
  const taken = /^(?:i|we)(?:'ve| have) (?:just |already )?(\w+)/.exec(said);
  if (taken) return unit.marker === "conclusion" && verbAt(taken[1]) && !SEEN.test(taken[1]);
  // "I'm moving", "we're heading", "I'm planning to" (which the tagger may call a noun): a step under way, unless
  // it is a stance ("I'm guessing").
  const doing = /^(?:i|we)(?:'m| am|'re| are) (\w+ing)\b/.exec(said);
  return !!doing && !STANCE_ING.test(doing[1]);
}

/** "Must be", "looks like", "clearly", "will": the writer drawing a claim, not reporting one. */
const INFERS =
  /\b(?:must (?:be|have)|looks? like|seems?|appears?|probably|clearly|obviously|surely|certainly|definitely|bound to)\b/;
/** "The electrician says …", "my dentist told me …": a report of someone's word is a reason, however it is worded. */
const REPORTS =
  /\b(?:says?|said|told|tells|reckons?|according to|recommends?|recommended|posted|claims?|insists?|swears?)\b/;

/**
 * "Must be the starter motor, so I've booked it in": the claim the closing steps are taken on, or -1. The steps come
 * last, drawn by "so" from the claim just before them or standing as the next sentences after it ("X, so get there
 * early" calls for the act it draws, which is then the claim). The claim is one the writer draws (a conclusion
 * marker, an inference, a forecast) from something said before it; a report of someone's word ("The electrician
 * says …. I'll get him back to fix it.") is the reason for the step, which is then the claim.
 */
export function claimActedOn(units: Unit[]): number {
  // The message may close on more than one step ("…, so I'm moving the weekly shop there. Will set up the slot.").
  let last = units.length - 1;
  while (last > 1 && isOwnStep(units[last]) && isOwnStep(units[last - 1])) last--;
  const step = units[last];
  const claim = units[last - 1];
  if (!step || !claim || !isOwnStep(step) || isOwnStep(claim) || claim.isQuestion || isHeading(claim)) return -1;
  const instruction = isInstruction(afterMarker(step));
  const drawn = step.marker === "conclusion" && step.sentence === claim.sentence;
  // "So I will miss the meeting.": a sentence opened by its marker states the conclusion itself.
  const next = step.sentence !== claim.sentence && step.marker !== "conclusion";
  if (drawn ? instruction : !next) return -1;
  // "The taxi queue is an hour long, so book a cab": with nothing said before it, the fact is the reason.
  if (!units.slice(0, last - 1).some((u) => !u.isQuestion && !isHeading(u))) return -1;
  const said = lowerText(claim);
  if (narratesPast(claim) || REPORTS.test(said)) return -1;
  const inferred =
    claim.marker === "conclusion" || INFERS.test(said) || EPISTEMIC_MUST.test(said) || forecasts(claim.text);
  // "Before you know it the village won't have a pharmacy. Sign the petition.": a call after a forecast is what the
  // forecast argues for; a logistics line follows a claim drawn by its marker ("So the match will be moved …").
  return inferred && (!instruction || claim.marker === "conclusion") ? last - 1 : -1;
}
