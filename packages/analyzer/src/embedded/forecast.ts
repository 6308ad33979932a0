import { embed, type GapClause } from "./gap.js";
import { EPISTEMIC_SHOULD } from "./modals.js";
import { joinTokens, readSentences, type Token } from "./nlp.js";
import { capitalise, subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { nominal } from "./sides.js";
import { contentTerms } from "./terms.js";

/** Longer than this, a clause quoted in the statement is the text again, not a link. */
const MAX_CLAUSE = 12;
const CLAUSE_WORD = /^(?:that|which|who|whom|whose|if|because|since|although|when|while|but|or|and)$/;

function words(clause: GapClause): Token[] {
  const read = readSentences(innerClaim(clause).text).flatMap((s) => s.tokens);
  const inner = read.filter((t) => t.pos !== "PUNCT");
  return inner[0]?.pos === "SCONJ" ||
    inner[0]?.pos === "CCONJ" ||
    /^(?:so|therefore|thus|hence)$/i.test(inner[0]?.value)
    ? inner.slice(1)
    : inner;
}

/**
 * "The new library has a large collection of comics. So children in the area will read more books.": a forecast
 * about other people or things than the premise describes rests on the premise's state bringing the forecast
 * about: "The new library having a large collection of comics will lead children in the area to read more books."
 * Denying it leaves the forecast without support. "" when the claim is no plain "X will V …" forecast about a
 * different subject, or either clause is too long to quote.
 */
export function forecastLead(premise: GapClause, conclusion: GapClause): string {
  const p = words(premise);
  const c = words(conclusion);
  if (p.length === 0 || p.length > MAX_CLAUSE || c.length > MAX_CLAUSE) return "";
  if ([...p, ...c].some((t) => CLAUSE_WORD.test(t.normal))) return "";
  const subject = subjectOf(c);
  const will = c.indexOf(subject[subject.length - 1]) + 1;
  const verb = c[will + 1];
  // "children will read", not "children will not read" or "it will be": an act of a named group or thing.
  if (subject.length === 0 || c[will]?.normal !== "will" || verb?.pos !== "VERB" || verb.lemma === "be") return "";
  if (!/^(?:NOUN|PROPN)$/.test(subject[subject.length - 1].pos)) return "";
  const premiseSubject = subjectOf(p);
  // The premise states one thing's state: a named subject ("the new library", not "they" or "I") and one verb group.
  const head = premiseSubject[premiseSubject.length - 1];
  if (!head || !/^(?:NOUN|PROPN)$/.test(head.pos)) return "";
  // "No one will …", "nobody will …": a denied forecast is no act of a group.
  if (/^(?:no|none|nobody|nothing)$/.test(subject[0].normal)) return "";
  // Said of the premise's own subject ("the senator's plan" after "the senator"), the step is evidence about one
  // thing, which the sign or the rule for any case of the kind states (plain-bridge.ts).
  const said = new Set(contentTerms(p));
  if (contentTerms(subject).some((t) => said.has(t))) return "";
  if (!p.some((t) => t.pos === "VERB" || t.pos === "AUX")) return "";
  const who = joinTokens(subject);
  const lowered = subject[0].proper ? who : who[0].toLowerCase() + who.slice(1);
  const act = [verb.lemma.toLowerCase(), joinTokens(c.slice(will + 2))].filter((s) => s.length > 0).join(" ");
  return `${capitalise(nominal(p))} will lead ${lowered} to ${act}.`;
}

/** "In each of their last eight meetings", "seven … in a row", "every February for the last six years": a record. */
export const RECORD =
  /\b(?:in a row|(?:each|every one|all) of (?:the|their|our|its|his|her|my) (?:last|past) \w+|(?:every|each) (?:year|time|season|week|month|market|match|game|race|show|fair|fete|meeting|visit|summer|winter|spring|autumn|january|february|march|april|may|june|july|august|september|october|november|december)\b|for the (?:last|past) (?:\w+ )?(?:years|months|weeks|seasons)|\w+ (?:years|seasons|times) running|every (?:single )?(?:day|morning|night|evening|weekend)|(?:hasn't|has not|haven't|have not) [^.]{0,40}\bonce|since (?:19|20)\d\d)\b/i;
export const WILL = new RegExp(
  String.raw`\b(?:will|won't|'ll|(?:is|are|am|'s|'re|'m) going to)\b|${EPISTEMIC_SHOULD.source}`,
  "i",
);

/** "We will move the backup", "I'll ring them": a plan of the writer's own, not a forecast. */
export const PLAN =
  /^(?:(?:so|and|but|then),? )?(?:i|we)(?:'ll| will| shall|'re going to| are going to|'m going to| am going to)\b/i;

/** A forecast of what will happen, not the writer's own plan. */
export function forecasts(text: string): boolean {
  return WILL.test(text) && !PLAN.test(text.trim());
}

/**
 * "They've beaten the Rovers in each of their last eight meetings, so the Hawks will win on Saturday": a forecast
 * from a record holds only if nothing has changed that would make this time different (injuries, new players, a
 * wetter year). Deny it and the record no longer speaks for the forecast.
 */
export function recordHolds(conclusion: GapClause, premises: GapClause[]): string {
  const record = premises.find((p) => RECORD.test(p.text) && p.text.split(/\s+/).length <= 40);
  if (!record) return "";
  // "… at every market since May. Next Saturday will be no different, so get there early": the forecast may be the
  // step on the way to a call.
  const forecast = [conclusion, ...premises].find((c) => c !== record && forecasts(innerClaim(c).text));
  if (!forecast) return "";
  const said = (c: GapClause) => embed(c).replace(/[\s,;.!?]+$/, "");
  return `Nothing has changed since the record the reasons cite (${said(record)}) that would make this time different: ${said(innerClaim(forecast))}.`;
}
