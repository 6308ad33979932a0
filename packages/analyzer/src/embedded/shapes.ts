import type { ArgumentGap, GapClause } from "./gap.js";
import { joinTokens, readSentences, type Token } from "./nlp.js";
import { noveltyAssumption } from "./novelty.js";
import { asClause, capitalise, nounPhrases, subjectOf } from "./phrases.js";
import { proportionAssumption } from "./proportion.js";
import { causalSides } from "./reversal.js";
import { contentTerms } from "./terms.js";
import { presentParticiple } from "./verb-forms.js";

/**
 * Necessary assumptions by the shape of the argument (Damer; the LSAT negation test): a causal claim needs no other
 * cause, a recommendation needs its means to be possible and worth its cost, a comparison needs the groups to be
 * alike, and a claim read off a measure needs the measure to track it. Each shape fires only when the text has the
 * form whose inference its denial breaks; that condition is its negation test, as the surface test in gap.ts
 * (a premise-only term and a conclusion-only one) cannot see a statement built from the claim's own sides.
 */
export function necessaryShapes(
  stated: GapClause,
  gap: ArgumentGap,
  premises: GapClause[],
): { replacing: string[]; further: string[]; otherCause: string; proportion: string } {
  const conclusion = innerClaim(stated);
  const proportion = proportionAssumption(conclusion, premises);
  // The two groups compared, or the measure and what it stands for, are the two sides of the term gap itself.
  const twoTerms = [
    proportion,
    noveltyAssumption(conclusion, premises),
    alikeGroups(conclusion),
    validMeasure(conclusion, gap),
  ].filter((s) => s.length > 0);
  const other = otherCause(conclusion, premises);
  const further = [other, feasibleMeans(conclusion), meansServesEnd(stated)].filter((s) => s.length > 0);
  return { replacing: twoTerms, further, otherCause: other, proportion };
}

/**
 * "Libraries reduce crime" from what the reasons report about crime: if something else accounted for it, the
 * reasons would not support the cause named. Quiet when no premise mentions the effect (nothing to explain).
 */
function otherCause(conclusion: GapClause, premises: GapClause[]): string {
  const sides = causalSides(conclusion);
  if (!sides || sides.causeTerms.length === 0 || sides.effectTerms.length === 0) return "";
  // The cause must be a thing the claim names, its noun-phrase subject, not a hedge ("it is likely that napping").
  // Read from the claim's own words: its tokens may still hold the marker before it ("So the music …").
  const subject = nounSubject(
    readSentences(conclusion.text).flatMap((s) => s.tokens),
    false,
    true,
  );
  if (!subject || subject.toLowerCase() !== sides.cause.toLowerCase()) return "";
  const said = new Set(premises.flatMap((p) => contentTerms(p.tokens)));
  if (!sides.effectTerms.some((t) => said.has(t)) || /[,;]/.test(sides.effect)) return "";
  return `No factor other than ${sides.cause} accounts for what the reasons report about ${sides.effect}.`;
}

/**
 * The modal of a recommendation: the agent stands before it, the action after it. "Must" is left out: as often as
 * not it infers ("the bridge must still stand"), and feasibility is no assumption of an inference.
 */
const MODAL = /\b(?:should|ought to|needs? to|have to|has to)\s+/i;

/**
 * "The city should build a tram": if the city could not build it, or building it cost more than it gains, the
 * reasons for it would not carry the recommendation. Only a positive action: "should not" recommends refraining,
 * whose feasibility is not in question.
 */
function feasibleMeans(stated: GapClause): string {
  const conclusion = afterOpening(stated);
  const claim = asClause(conclusion.text).replace(DRAWN, "");
  const m = MODAL.exec(claim);
  if (!m || /^(?:not|never)\b/i.test(claim.slice(m.index + m[0].length))) return "";
  const agent = claim.slice(0, m.index).trim();
  // The aim ("in order to encourage …") is another assumption (meansServesEnd); the means is what comes before it.
  const action = claim
    .slice(m.index + m[0].length)
    .replace(/\s+(?:in order|so as) to .*$/i, "")
    .trim();
  // "It should vanish", "there should be": no one is asked to act, so feasibility is not in question.
  if (/^(?:it|this|that|there)$/i.test(agent)) return "";
  // A state ("the bridge should still stand", "should have risen") is inferred, not recommended: nobody can be
  // asked to bring it about. The agent is the claim's subject ("we", "the city"), not a clause.
  if (/^(?:(?:all|both|each) )?(?:have|be|still|already|exist|remain|seem)\b/i.test(action)) return "";
  // A condition inside the action ("change … only if it costs nothing") is a conditional claim, not a plain means.
  if (!action || words(action) > 20 || /\b(?:if|unless)\b/i.test(action)) return "";
  const subject = nounSubject(conclusion.tokens, true);
  if (!subject || subject.toLowerCase() !== agent.toLowerCase() || words(agent) > 6) return "";
  return `${capitalise(agent)} can in fact ${action}, and doing so costs less than it gains.`;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** "So …", "Therefore, …": the marker that a claim is drawn, no part of what it asks. */
const DRAWN = /^(?:so|thus|hence|therefore|consequently),? /i;

/** An act and the aim it is to serve, each short enough to state: "not", "be" or "have" ask for no act. */
function statable(action: string, end: string): boolean {
  return action !== "" && !/^(?:not|never|be|have)\b/i.test(action) && words(action) <= 16 && words(end) <= 12;
}

/**
 * The purpose a recommendation names: "To improve X, we should …", "… in order to cut costs". A "to" after a
 * comma is left out: "should strive, by other means, to incorporate …" is the action's complement, not its aim.
 */
const PURPOSE = /(?:^|\b(?:in order|so as)\s+)to\s+([a-z][^,;.]{3,80}?)(?=,|;|\.|$)/i;

/**
 * "To improve its athletes' level, the club should train them at altitude": if training at altitude did not in fact
 * improve their level, the recommendation would lose its reason. Only when the claim names its own purpose.
 */
function meansServesEnd(stated: GapClause): string {
  const claim = asClause(stated.text).replace(DRAWN, "");
  const m = MODAL.exec(claim);
  const purpose = PURPOSE.exec(claim);
  if (!m || !purpose) return "";
  const action = claim
    .slice(m.index + m[0].length)
    .replace(PURPOSE, "")
    .replace(/[,;]\s*$/, "")
    .trim();
  const end = purpose[1].trim();
  return statable(action, end) ? `To ${action} would in fact ${end}.` : "";
}

/** "We want him to stop pulling", "the board's goal this year is to get more of them in": an aim the reasons state. */
const AIM =
  /\b(?:want|wants|wanted|hope|hopes|aim|aims|(?:goal|aim|priority)(?: this year| now)? is|are trying|is trying) (?:(him|her|them|us|the \w+|our \w+|more \w+) )?to ([a-z][^,;.]{3,80}?)(?=,|;|\.|$| so\b)/i;

/** "… and post a clip", "… and hand out leaflets" (a verb the tagger may call a noun before its particle). */
function joinedVerb(t: Token, next: Token | undefined): boolean {
  const particle = /^(?:out|up|off|down|in|round|over)$/.test(next?.normal ?? "");
  return (t.pos === "VERB" || (t.pos === "NOUN" && particle)) && t.normal === t.lemma.toLowerCase();
}

/** "We really need some younger voices": a lack the reasons state, which the act is to make good. */
const NEED =
  /\b(?:we|i) (?:really |badly |urgently |just )?need ((?:some|more|a few|a|an|new) (?!to\b)[a-z][^,;.!?]{3,60}?)(?=[,;.!?]|$)/i;
/** "The committee proposes we start …", "I propose that we …": the act a proposal names. */
const PROPOSES_WE = /\b(?:proposes?|suggests?|recommends?)(?: that)? we\s+/i;

/**
 * "We want him to stop pulling on the lead, so we should buy him a no-pull harness": the recommendation serves an
 * aim a reason states, so it holds only if the act achieves the aim. Deny that and the reason no longer bears on it.
 */
export function aimServed(stated: GapClause, premises: GapClause[]): string {
  const claim = asClause(stated.text).replace(DRAWN, "");
  const m = MODAL.exec(claim) ?? PROPOSES_WE.exec(claim);
  const wanted = premises.map((p) => AIM.exec(p.text)).find((a) => a !== null);
  const needed = wanted ? null : premises.map((p) => NEED.exec(p.text)).find((a) => a !== null);
  const aim = wanted ?? needed;
  if (!m || !aim || PURPOSE.test(claim)) return "";
  // "No need to pay for a call-out": a call to refrain serves no aim by its act.
  if (/\b(?:no|not|never)\b|n't\b/i.test(claim.slice(0, m.index + m[0].length))) return "";
  const action = claim
    .slice(m.index + m[0].length)
    .replace(/[,;.]\s*$/, "")
    .trim();
  const end = needed ? `get ${needed[1]}` : aim[1] ? `get ${aim[1]} to ${aim[2]}` : aim[2];
  if (!statable(action, end)) return "";
  // "buy him a harness" → "Buying him a harness", the act named as the subject.
  const [verb, ...rest] = action.split(/\s+/);
  // "… and post a short clip": a second act joined to the first takes the same form.
  const joined = new Set(
    stated.tokens
      .filter((t, k) => stated.tokens[k - 1]?.normal === "and" && joinedVerb(t, stated.tokens[k + 1]))
      .map((t) => t.value),
  );
  const acts = rest.map((w, k) => (rest[k - 1] === "and" && joined.has(w) ? presentParticiple(w) : w));
  return `${capitalise([presentParticiple(verb), ...acts].join(" "))} would in fact ${end}.`;
}

const COMPARATIVE = /^(?:more|less|fewer|better|worse|higher|lower|greater|smaller|larger)$|er$/i;

/**
 * "Walkers live longer than drivers": if the two groups differed in some other way that matters, that difference
 * could account for the comparison. Only when the claim names both groups, its subject and the phrase after "than".
 */
function alikeGroups(conclusion: GapClause): string {
  const t = conclusion.tokens;
  const than = t.findIndex((tok) => tok.normal === "than");
  if (than < 1 || !t.slice(0, than).some((tok) => COMPARATIVE.test(tok.normal) && tok.pos !== "NOUN")) return "";
  const first = nounSubject(t);
  // "more than 30 percent" is a quantity, not a second group: the group must start right after "than".
  const second = nounPhrases(t.slice(than + 1, than + 8))[0];
  if (!first || !second || second.tokens[0] !== t[than + 1] || t[than + 1].pos === "NUM") return "";
  return `${capitalise(first)} and ${plain(second.tokens)} are alike in every way that matters here except the one the reasons name.`;
}

/** Words that name a measure of something: a rate, a count, a score. */
const MEASURE = new Set(["rate", "number", "percentage", "proportion", "score", "index", "level", "figure", "count"]);

/**
 * "Sales of bicycles rose, so people are healthier": a premise that reports a measure and a conclusion about
 * something else needs the measure to track it; if it did not, the figure would say nothing about the claim.
 */
function validMeasure(conclusion: GapClause, gap: ArgumentGap): string {
  // A side that only points back ("this view", "the claim") names nothing a measure could track.
  // Two phrases ("a company and information") are two terms, not one thing a measure tracks.
  const side = gap.conclusionSide;
  if (!gap.premise || !side || side.includes(" and ") || /^(?:this|that|these|those|it|the claim)\b/i.test(side))
    return "";
  // The measure is the phrase's head ("the divorce rate") or is "of" something ("the number of fat grams").
  const isMeasure = (tok: Token, next: Token | undefined, last: boolean) =>
    tok.pos === "NOUN" && MEASURE.has(tok.lemma.toLowerCase()) && (last || next?.normal === "of");
  const measure = nounPhrases(gap.premise.tokens).find((np) =>
    np.tokens.some((tok, k) => isMeasure(tok, np.tokens[k + 1], k === np.tokens.length - 1)),
  );
  if (!measure || measure.tokens.length > 8 || measure.tokens[0].pos === "NUM") return "";
  // "A level" alone names no measure of anything: it needs a word for what it counts ("divorce", "fat grams").
  if (!contentTerms(measure.tokens).some((term) => !MEASURE.has(term))) return "";
  const conclusionWords = new Set(gap.conclusionTerms);
  // A claim about the measure itself ("the birth rate of boys") needs no proxy.
  if (contentTerms(measure.tokens).some((term) => conclusionWords.has(term))) return "";
  const head = measure.tokens.find((tok) => MEASURE.has(tok.lemma.toLowerCase())) as Token;
  const verb = head.normal === head.lemma.toLowerCase() ? "is" : "are";
  // The measure must track the claim ("whether marriages are less happy"), not just its subject ("marriages").
  const claim = asClause(conclusion.text);
  if (claim.split(/\s+/).length > 14) return "";
  return `${capitalise(plain(measure.tokens))} ${verb} a fair measure of whether ${claim}.`;
}

/**
 * "Out of consideration for others, drivers should …": an opening phrase before the agent says why or when; the
 * recommendation proper starts after the last comma before its modal.
 */
function afterOpening(conclusion: GapClause): GapClause {
  const m = MODAL.exec(conclusion.text);
  const comma = m ? conclusion.text.lastIndexOf(",", m.index) : -1;
  if (comma < 0) return conclusion;
  const text = conclusion.text.slice(comma + 1).trim();
  return { text, tokens: readSentences(text).flatMap((sentence) => sentence.tokens) };
}

/** A frame that reports or hedges a claim ("This shows that", "It is likely that", "Clearly,"): not its content. */
const FRAME =
  /^(?:(?:[\w' ]|\d,\d){0,40}\b(?:shows?|showed|proves?|argues?|claims?|means|suggests?|follows|likely|clear|obvious|evident|true|conclude[ds]?|conclusion|believes?|demonstrate[ds]?|indicate[ds]?|reveal(?:s|ed)?|found|finds)\s+that|clearly|obviously|surely|therefore|thus|hence|so|it(?:'s| is) (?:pretty |quite |very )?(?:clear|obvious|evident)(?! that\b))\b,?\s+/i;

/**
 * The claim inside its frame, re-read so its subject is the claim's own. A frame that denies ("It is not true that
 * …", "This does not show that …") is part of the claim: without it the claim would say the opposite.
 */
export function innerClaim(conclusion: GapClause): GapClause {
  let text = conclusion.text.trim();
  for (let m = FRAME.exec(text); m && !/\b(?:not|never|no)\b|n't\b/i.test(m[0]); m = FRAME.exec(text))
    text = text.slice(m[0].length);
  if (text === conclusion.text.trim()) return conclusion;
  return { text, tokens: readSentences(text).flatMap((sentence) => sentence.tokens) };
}

/**
 * The claim's subject when it is a plain noun phrase ("libraries", "the city council"), else "". A pronoun is a
 * subject only for a recommendation ("we should …"); a hedge or a clause ("it is likely that …") never is.
 */
function nounSubject(tokens: Token[], pronounOk = false, prepositionOk = false): string {
  const subject = subjectOf(tokens).filter((tok) => tok.pos !== "PUNCT");
  // "The popular belief that teenagers …": a "that" opens a clause, so what precedes it is no plain subject.
  if (subject.length === 0 || subject.length > 6 || subject.some((tok) => /^(?:that|which|who)$/.test(tok.normal)))
    return "";
  const okPos = pronounOk ? /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/ : /^(?:DET|ADJ|NOUN|PROPN|NUM)$/;
  // A cause may be "a decrease in humidity"; a compared group with one is rarely the same kind as the other side.
  const inner = (tok: Token) =>
    okPos.test(tok.pos) || tok.value === "'s" || (prepositionOk && /^(?:of|in|on|for|with)$/.test(tok.normal));
  if (!subject.every(inner)) return "";
  if (!pronounOk && !/^(?:NOUN|PROPN)$/.test(subject[subject.length - 1].pos)) return "";
  return plain(subject);
}

/** A phrase to embed mid-sentence: a name keeps its capital, anything else starts lower-case. */
function plain(tokens: Token[]): string {
  const text = joinTokens(tokens);
  return tokens[0].proper ? text : text[0].toLowerCase() + text.slice(1);
}
