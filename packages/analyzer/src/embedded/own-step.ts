import { isInstruction } from "./claim-core.js";
import { DRAWN } from "./clauses.js";
import { forecasts, PLAN } from "./forecast.js";
import { EPISTEMIC_MUST } from "./modals.js";
import type { Token } from "./nlp.js";
import type { Unit } from "./segment.js";
import { narratesPast } from "./tense.js";
import { ATTEND, isHeading, lowerText } from "./unit-traits.js";

/** "I've noticed", "we have seen": what was seen, no step taken. */
const SEEN = /^(?:notic|seen|heard|found|read|been|had|got)/;
/** "We'll end up with fewer heads", "I'll be late": what will happen to the writer, no step taken. */
const HAPPENS =
  /^(?:i|we)(?:'ll| will| shall) (?:probably |never |still |just )?(?:be(?! \w+ing\b)|have|end up|lose|get|see|need|miss|find|struggle|fail)\b/;
/** "I'm guessing", "I'm hoping": a stance in the progressive, no step taken. */
const STANCE_ING = /^(?:guessing|hoping|wondering|assuming|betting|beginning|starting|getting)$/;

/** An instruction to the reader ("Bring trainers"), not one to attend ("Imagine …", which sets up evidence). */
function called(t: Token[]): boolean {
  // "guess I'm a pill person now": a shrug, not a step taken.
  return isInstruction(t) && !ATTEND.test(t[0].normal) && t[0].normal !== "guess";
}

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
  if (called(t)) return true;
  // The tagger keeps "I'm" whole and splits "I 've": the words are read as one string.
  const said = t
    .map((x) => x.value.toLowerCase())
    .join(" ")
    .replace(/ (?='|n't)/g, "")
    .replace(/[’]/g, "'");
  const verbAt = (word: string) => t.find((x) => x.value.toLowerCase() === word)?.pos === "VERB";
  // "Will set up the delivery slot tonight": a diary's plan, its subject left out.
  if (
    (PLAN.test(said) && !HAPPENS.test(said)) ||
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
  /\b(?:must (?:be|have)|looks? like|seems?|appears?|probably|clearly|obviously|surely|certainly|definitely|bound to|(?:it's|it is) (?:\w+ )?(?:clear|obvious|evident))\b/;
/** "The electrician says …", "my dentist told me …": a report of someone's word is a reason, however it is worded. */
const REPORTS =
  /\b(?:says?|said|told|tells|reckons?|according to|recommends?|recommended|posted|claims?|insists?|swears?)\b/;

/**
 * "Must be the starter motor, so I've booked it in": the claims the writer's steps are taken on, each with its steps
 * (positions in `units`).
 * Steps follow their claim, drawn by "so" in its sentence or standing as the next sentences ("X, so get there
 * early" calls for the act it draws, which is then the claim). The claim is one the writer draws (a conclusion
 * marker, an inference, a forecast) from something said before it; a report of someone's word ("The electrician
 * says …. I'll get him back to fix it.") is the reason for the step, which is then the claim.
 */
export function claimsActedOn(units: Unit[]): { claim: number; steps: number[] }[] {
  const out: { claim: number; steps: number[] }[] = [];
  const step = units.map(isOwnStep);
  for (let i = 2; i < units.length; i++) {
    if (!step[i] || step[i - 1]) continue;
    let end = i;
    while (end + 1 < units.length && step[end + 1]) end++;
    // "I'm going with it as well, but mainly because …": a step with reasons of its own is the claim they argue for.
    const argued = units[end + 1]?.marker === "premise" && units[end + 1].sentence === units[end].sentence;
    if (!argued && takenOn(units, i - 1, units[i]))
      out.push({ claim: i - 1, steps: Array.from({ length: end - i + 1 }, (_, k) => i + k) });
    i = end;
  }
  return out;
}

function takenOn(units: Unit[], at: number, step: Unit): boolean {
  const claim = units[at];
  if (claim.isQuestion || isHeading(claim)) return false;
  const instruction = called(afterMarker(step));
  const drawn = step.marker === "conclusion" && step.sentence === claim.sentence;
  // "So I will miss the meeting.": a sentence opened by its marker states the conclusion itself.
  const next = step.sentence !== claim.sentence && step.marker !== "conclusion";
  if (drawn ? instruction : !next) return false;
  // "The taxi queue is an hour long, so book a cab": with nothing said before it, the fact is the reason.
  if (!units.slice(0, at).some((u) => !u.isQuestion && !isHeading(u))) return false;
  const said = lowerText(claim);
  if (narratesPast(claim) || REPORTS.test(said)) return false;
  const inferred =
    claim.marker === "conclusion" || INFERS.test(said) || EPISTEMIC_MUST.test(said) || forecasts(claim.text);
  // "Before you know it the village won't have a pharmacy. Sign the petition.": a call after a forecast is what the
  // forecast argues for; a logistics line follows a sentence that opens by drawing its claim ("So the match will be
  // moved …"). "…, so demand rises as supply falls. Add an air stone." draws a step of the reasons, not the point.
  const opens = claim.marker === "conclusion" && units[at - 1]?.sentence !== claim.sentence;
  return inferred && (!instruction || opens);
}
