import { PROPOSES } from "./claim-cues.js";
import { FORECAST } from "./conclusion-type.js";
import { forecastLead } from "./forecast.js";
import { type ArgumentGap, embed, type GapClause } from "./gap.js";
import { groupOf, sampled } from "./groups.js";
import { readSentences } from "./nlp.js";
import { asClause, capitalise, subjectOf } from "./phrases.js";
import { causeBridge, generalConditional, makesBridge, mechanismBridge } from "./plain-bridge.js";
import { innerClaim } from "./shapes.js";
import { type Side, sideOf, subjectText } from "./sides.js";
import { contentTerms } from "./terms.js";

/**
 * The bridge of an argument, as a textbook finds a syllogism's middle term: the premise says M of something the
 * conclusion also talks about, the conclusion says N of it, and the premises never link M to N. The missing link is
 * "M → N", stated with the text's own phrases for M and N ("no one can be a good judge without listening to both
 * sides; so to be a good judge, one must have patience" needs "Listening to both sides requires having patience"). The link word follows the step the conclusion takes: a requirement ("must", "need"),
 * a cause, a recommendation, a wider group, or plain evidence for a claim.
 */

/**
 * The premise about the conclusion's subject (the textbook's S): the conclusion says N of it, this premise says M.
 * Of several, the one sharing most terms with the conclusion; null when no premise mentions the subject.
 */
function premiseAbout(conclusion: GapClause, premises: GapClause[]): GapClause | null {
  const subject = new Set(contentTerms(subjectOf(innerClaim(conclusion).tokens)));
  if (subject.size === 0) return null;
  const claim = new Set(contentTerms(conclusion.tokens));
  let best: GapClause | null = null;
  let shared = 0;
  for (const p of premises) {
    const terms = contentTerms(p.tokens);
    if (!terms.some((t) => subject.has(t))) continue;
    const n = terms.filter((t) => claim.has(t)).length;
    if (n > shared) [best, shared] = [p, n];
  }
  return best;
}

/** "Must have free will" requires; "must have discovered it at night" only infers, and so does "must be". */
const REQUIREMENT = /\b(?:must(?! have \w+(?:ed|en)\b)(?! be\b)|needs? to|requires?|cannot\b.*\bwithout|only if)\b/i;

/** "Most of", "some": a share of a group belongs to the claim, not to the group the bridge names. */
const SHARE = /^(?:some|many|most|several|a few)\s+(?:of\s+)?/i;

/** A side that names an act or a state ("loving the new phone", "being late"), not a bare thing. */
const ACT = /\b\w+ing\b/i;

const UNIVERSAL = /^(?:\w+\s+){0,2}?(?:all|every|each|any)\b/i;

const NEGATED = /\b(?:not|no|never|n't|nothing)\b/i;

/** A side whose words all appear in the other states no link between two things. */
function sameWords(a: string, b: string): boolean {
  const words = (s: string) => (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !/^(?:the|and)$/.test(w));
  const [x, y] = [words(a), words(b)];
  return x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
}

/** Longer than this, a quoted clause is the text again rather than one side of a link. */
const MAX_QUOTE = 14;

/**
 * A clause fit to quote after "That …": short, opening on its subject, with a verb, and no question, condition or
 * second clause of its own ("That if you fight once …", "That why pay them extra …", "That tune in tomorrow …").
 * `fromText`: a reason as the writer put it, whose verb the tagger may have missed ("many students work during the
 * week", "work" read as a noun), counts when it opens on a noun phrase.
 */
function statement(clause: string, fromText = false): boolean {
  if (!clause || clause.split(/\s+/).length > MAX_QUOTE || /[,;:?]|\b(?:if|unless|why|what|how)\b/i.test(clause))
    return false;
  const tokens = readSentences(clause).flatMap((x) => x.tokens);
  const opensPhrase = /^(?:DET|NOUN|PROPN|PRON|ADJ|NUM)$/.test(tokens[0]?.pos ?? "");
  if (fromText && tokens.length >= 3 && opensPhrase) return true;
  const subject = subjectOf(tokens);
  // "Smoking damages the lungs": a gerund opens a subject too.
  const gerund = tokens[0]?.pos === "VERB" && tokens[0].normal.endsWith("ing") && tokens.length >= 3;
  return gerund || (subject.length > 0 && tokens[0] === subject[0] && opensPhrase);
}

/**
 * "That my grandfather smoked and lived to ninety is a sign that smoking is harmless": where nothing but a frame
 * would be said, a lone reason and the claim, both short, quoted whole still state the link the argument needs.
 * With several reasons, one quoted as "the sign" would leave the others out of the step.
 */
export function quotedLink(conclusion: GapClause, gap: ArgumentGap, premises: GapClause[]): string {
  const premise = premises.length === 1 ? premises[0] : null;
  const evidence = !gap.types.some((t) => t === "cause" || t === "norm") && !REQUIREMENT.test(conclusion.text);
  if (!premise || !evidence) return "";
  const [reported, whole] = [embed(innerClaim(premise)), embed(innerClaim(conclusion))];
  return statement(reported) && statement(whole) && !sameWords(reported, whole)
    ? `That ${reported} is a sign that ${whole}.`
    : "";
}

const OBJECT: Record<string, string> = { we: "us", i: "me", they: "them", he: "him", she: "her" };

/**
 * "A good reason for the school to add a daily sports hour is that exercise improves mood": a recommendation's
 * bridge in plain words, the reason quoted whole and the act given to its agent; "" when either will not quote.
 */
function reasonFor(premise: GapClause, conclusion: GapClause): string {
  const reported = embed(innerClaim(premise));
  const claim = asClause(innerClaim(conclusion).text).replace(/\b(should|must)n['’]t\b/i, "$1 not");
  // "should not", "ought not to", "ought to", "need to": the modal, its "not" on either side of "to", and the act.
  const m =
    /^([\w' -]+?) (?:should|must|(?:ought|needs?|has|have)(?= (?:not )?to\b))( not)?(?: to)?( not)? (\w.*)$/i.exec(
      claim,
    );
  if (!m || !statement(reported, true) || !statement(claim)) return "";
  const agent = m[1].split(" ").length <= 5 ? (OBJECT[m[1].toLowerCase()] ?? m[1]) : "";
  // The act comes first: a statement opening on "That …" would read "assumes that that …" inside a sentence.
  const not = m[2] ?? m[3] ?? "";
  return agent ? `A good reason for ${agent}${not} to ${m[4]} is that ${reported}.` : "";
}

/** "Since X began, Y rose", "after X, Y": a reason telling the claimed cause and then its effect, in time. */
const SEQUENCE = /\b(?:since|after|began|begun|started|once)\b/i;

export function inSequence(conclusion: GapClause, premise: GapClause | null, premises: GapClause[] = []): boolean {
  // "Since the school began serving breakfast" may stand apart from the effect it is told before.
  const told = [premise, ...premises].filter((p): p is GapClause => p !== null && SEQUENCE.test(p.text));
  if (told.length === 0) return false;
  // The claim's own words: its tokens may still hold the marker before it ("So breakfast improved …").
  const claim = innerClaim(conclusion).text;
  const cause = contentTerms(subjectOf(readSentences(claim).flatMap((s) => s.tokens)));
  return told.some((p) => {
    const said = new Set(contentTerms(p.tokens));
    return cause.length > 0 && cause.every((t) => said.has(t));
  });
}

/**
 * The bridge statement "M → N" for the premise the conclusion is drawn from, or "" when either side has no phrase
 * of its own (then the gap's frames stand in).
 */
export function bridgeStatement(conclusion: GapClause, gap: ArgumentGap, premises: GapClause[] = []): string {
  const premise = premiseAbout(conclusion, premises) ?? gap.premise;
  if (!premise) return "";
  const premiseTerms = contentTerms(premise.tokens);
  const premiseOnly = premiseTerms.filter((t) => !gap.conclusionTerms.includes(t));
  // What only the conclusion says; when every word of it is somewhere in the premises, what the chosen premise lacks.
  const own =
    gap.conclusionOnly.length > 0 ? gap.conclusionOnly : gap.conclusionTerms.filter((t) => !premiseTerms.includes(t));
  // A claim about a wider group rests on the premise's group standing for it; so does one that says the premise's
  // very predicate of another group ("the people I asked prefer our brand" → "people in the country prefer it").
  const subjectTerms = new Set(contentTerms(subjectOf(innerClaim(conclusion).tokens)));
  const groupShift = gap.conclusionOnly.length > 0 && gap.conclusionOnly.every((t) => subjectTerms.has(t));
  // A recommendation's "every" is the reach of its action ("eat breakfast every morning"), not a wider group.
  if ((gap.types.includes("scope") || groupShift) && !gap.types.includes("norm")) {
    const [from, to] = [groupOf(premise), groupOf(conclusion)];
    // A group of cases stands for a wider one; one thing ("the river") or a mass ("fruit") is no sample of it.
    // "Members who attend often are happy, so all active members are": the premise's predicate said of a class it
    // defines reaches the claim's class only if that class falls within it.
    if (from?.plural && to?.plural && groupShift && !sampled(from) && !sameWords(from.text, to.text)) {
      const whole = to.text.replace(/^(?:all|every|each|any)\s+(?:of\s+)?/i, "").replace(SHARE, "");
      return `${UNIVERSAL.test(conclusion.text) ? "All " : ""}${capitalise(whole)} are ${from.text}.`.replace(
        /^All ([A-Z])/,
        (_, c) => `All ${c.toLowerCase()}`,
      );
    }
    if (from?.plural && to && !sameWords(from.text, to.text))
      return `${capitalise(from.text.replace(SHARE, ""))} ${from.plural ? "are" : "is"} typical of ${to.text.replace(SHARE, "")}.`;
  }
  // Plain evidence for a verdict or a forecast: the quality that earns it, or the step as a rule for any case of
  // the kind, reads as English where "M is a sign of N" does not.
  const evidence = !gap.types.some((t) => t === "cause" || t === "norm") && !REQUIREMENT.test(conclusion.text);
  // "The new bridge has wide lanes, so it will reduce traffic jams": a causal claim about the very thing the premise
  // describes forecasts its effect, not the cause of an observation; the rule for any case of the kind says so.
  const forecast =
    gap.types.includes("cause") &&
    !gap.types.includes("norm") &&
    !NEGATED.test(conclusion.text) &&
    !inSequence(conclusion, premise, premises);
  const plain = evidence
    ? makesBridge(premise, conclusion) || generalConditional(premise, conclusion) || forecastLead(premise, conclusion)
    : forecast
      ? causeBridge(premise, conclusion) ||
        mechanismBridge(premise, conclusion) ||
        generalConditional(premise, conclusion, true)
      : "";
  if (plain) return plain;
  // A causal claim's new content is the link itself, so its side is the whole claim ("the new lights reducing
  // accidents"), not only the causal verb; so is the observation it explains ("the river having turned brown").
  const cause = gap.types.includes("cause");
  // Said of different things ("the senator is a liar"; "the senator's plan will fail"), each side keeps its subject.
  const [sp, sc] = [subjectText(premise), subjectText(conclusion)];
  const apart = sp !== "" && sc !== "" && sp !== sc;
  const n = sideOf(conclusion, cause ? gap.conclusionTerms : own, apart);
  const m = sideOf(premise, cause ? premiseTerms : premiseOnly, apart);
  if (!n || !m || sameWords(n.text, m.text)) return "";
  const be = (s: Side) => (s.plural ? "are" : "is");
  if (gap.types.includes("cause")) {
    // A denied cause ("humans are not responsible") accounts for nothing; the gap's own frame says what it needs.
    if (NEGATED.test(conclusion.text)) return "";
    // "Since the bakery began playing music, …": a reason that tells the claimed cause and then the effect is a
    // sequence, and "the music … accounts for the bakery playing music" would be circular.
    if (inSequence(conclusion, premise, premises)) return "";
    // "The highway will reduce jams, because it adds lanes": a forecast's reason (or a supposed case's, "would") is
    // the cause, not an effect the claim would account for; the gap's own frame says what it needs.
    const ahead = conclusion.text.toLowerCase();
    if (FORECAST.test(ahead) || /\bwould\b/.test(ahead)) return "";
    return `${capitalise(n.text)} ${n.plural ? "account" : "accounts"} for ${m.text}.`;
  }
  if (REQUIREMENT.test(conclusion.text)) return `${capitalise(m.text)} ${m.plural ? "require" : "requires"} ${n.text}.`;
  // "Let's book …", "I'd suggest we swap …": a proposal has no side to name as a thing called for.
  if (gap.types.includes("norm") && PROPOSES.some((p) => p.test(conclusion.text.trim().toLowerCase())))
    return reasonFor(premise, conclusion);
  if (gap.types.includes("norm"))
    return reasonFor(premise, conclusion) || `${capitalise(m.text)} ${m.plural ? "call" : "calls"} for ${n.text}.`;
  // "This is the best phone ever made": a side cut from a pronoun's clause loses what it is said of
  // ("being the best phone ever"), so the claim is quoted whole.
  const claim = innerClaim(conclusion);
  // Only when the premise cannot supply it: a demonstrative ("this"), or a claim after the speaker's own report.
  const said = subjectOf(claim.tokens).filter((t) => t.pos !== "PUNCT");
  const speaker = /^(?:i|we|you)$/i.test(subjectText(premise));
  const pronoun =
    said.length === 1 && said[0].pos === "PRON" && (/^(?:this|that|these|those)$/i.test(said[0].value) || speaker);
  const whole = asClause(claim.text);
  if (pronoun && whole.split(/\s+/).length <= 14) return `${capitalise(m.text)} ${be(m)} a sign that ${whole}.`;
  // "Our street is a sign of …": a thing is no sign, what is said of it is; both clauses are quoted whole.
  const reported = embed(innerClaim(premise));
  if (!ACT.test(m.text))
    return statement(reported) && statement(whole) ? `That ${reported} is a sign that ${whole}.` : "";
  // "… is a sign of the new recycling rules work": a side the tagger left without its gerund is a clause, quoted.
  if ((n.text === whole || !ACT.test(n.text)) && n.text.split(/\s+/).length > 3 && whole.split(/\s+/).length <= 14)
    return `${capitalise(m.text)} ${be(m)} a sign that ${whole}.`;
  // "a sign of winters being clearly": a side cut before its predicate ends on an adverb or a function word.
  if (cutShort(n.text) || cutShort(m.text))
    return statement(reported) && statement(whole) ? `That ${reported} is a sign that ${whole}.` : "";
  return `${capitalise(m.text)} ${be(m)} a sign of ${n.text}.`;
}

function cutShort(side: string): boolean {
  const last = readSentences(side)
    .flatMap((x) => x.tokens)
    .at(-1);
  return (
    last !== undefined &&
    ((last.pos === "ADV" && /ly$/.test(last.normal)) || /^(?:being|of|to|the|a|an|and|or|than|as)$/i.test(last.normal))
  );
}
