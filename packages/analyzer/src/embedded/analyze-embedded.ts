import { flawTypeById } from "../flaw-taxonomy.js";
import type { ParsedAnalysis } from "../types.js";
import { withActSpelledOut } from "./act-reference.js";
import { buildAssumptions, GENERAL } from "./assumptions.js";
import { claimCore } from "./claim-core.js";
import { bestUnit, scoreUnits } from "./conclusion.js";
import { classifyConclusion } from "./conclusion-type.js";
import { ifThenStructure } from "./conditionals.js";
import { buildCounter } from "./counter.js";
import type { CueFamily } from "./cue-families.js";
import { classifyFlaw, type FlawVerdict, showsFlaw } from "./flaw/classify.js";
import { explainFlaw, flawFix } from "./flaw/explain.js";
import type { LinearModel } from "./flaw/linear-model.js";
import { improveArgument } from "./improve.js";
import { stripMarkup } from "./markup.js";
import { classifyMethod } from "./method.js";
import { readSentences, type Token } from "./nlp.js";
import { notAnArgument } from "./not-argument.js";
import { claimsActedOn } from "./own-step.js";
import { asSentence } from "./phrases.js";
import { findQuantifiers } from "./quantifiers.js";
import { answeredClaim, elidedAnswer, NEGATIVE_ANSWER } from "./question-claim.js";
import { rejectedViewClaim } from "./rejected-view.js";
import { segment, type Unit } from "./segment.js";
import { findTopic, mentionsTopic, stance, synthesiseConclusion } from "./synthesize.js";
import { narratesPast } from "./tense.js";
import { isHeading } from "./unit-traits.js";
import { validArgumentFindings, validForm } from "./valid-form.js";

export interface EmbeddedDetail {
  parsed: ParsedAnalysis;
  conclusionImplicit: boolean;
  conclusionUnit: Unit | null;
  units: Unit[];
  /** Why the text is not an argument ("This text has no argument to analyze: …"), else null. */
  notArgument: string | null;
  flaw: FlawVerdict;
}

const NO_FLAW: FlawVerdict = { id: "none", confidence: 1, evidence: "", source: "structure", shown: false };

/** A text that is not an argument gets no findings: at most the lone claim it makes, as its conclusion. */
function emptyAnalysis(units: Unit[], notArgument: string): EmbeddedDetail {
  const claim = notArgument.includes("single claim") ? asSentence(units[0].text) : "";
  const parsed: ParsedAnalysis = {
    ifThenStructure: "",
    necessaryAssumption: "",
    sufficientAssumption: "",
    conclusion: { text: claim, type: claim ? classifyConclusion(claim) : "" },
    unstatedRule: "",
    methodOfReasoning: "",
    logicalFlaws: [],
    quantifiers: [],
    premiseSets: { explicit: [], implicit: [] },
    possibleCounter: "",
    unstatedAssumptions: [],
    improvedVersion: "",
  };
  return { parsed, conclusionImplicit: false, conclusionUnit: null, units, notArgument, flaw: NO_FLAW };
}

function isOtherSide(u: Unit): boolean {
  return u.marker === "opponent" || u.marker === "concession";
}

/** The reason attached to the claim: a "because" clause next to it, else the first premise. */
function keyPremiseOf(premises: Unit[], conclusion: Unit | null): Unit | undefined {
  if (conclusion) {
    const next = premises.find((p) => p.index === conclusion.index + 1 && p.marker === "premise");
    if (next) return next;
  }
  return premises.find((p) => p.marker === "premise") ?? premises[0];
}

/** Each sentence once, with its sentiment: the units of one sentence share it. */
function sentencesOf(units: Unit[]): { text: string; sentiment: number }[] {
  const out = new Map<number, { text: string; sentiment: number }>();
  for (const u of units) {
    const s = out.get(u.sentence);
    if (s) s.text += ` ${u.text}`;
    else out.set(u.sentence, { text: u.text, sentiment: u.sentiment });
  }
  return [...out.values()];
}

export interface DetailOptions {
  /** The flaw model (cross-validation passes each fold's). */
  model?: LinearModel;
  /** Main-claim cue families to switch off, for the ablation table. */
  disabledCues?: ReadonlySet<CueFamily>;
}

/**
 * "Cycling takes longer than driving. Even so, the council should encourage it. Cyclists cost …": what the claim
 * turns against is granted, not offered for it; the bridge is built from the reasons that remain.
 */
function reasonsFor(claim: Unit | null, premises: Unit[], units: Unit[]): Unit[] {
  if (claim?.marker !== "contrast") return premises;
  const granted = units[units.indexOf(claim) - 1];
  const rest = premises.filter((u) => u !== granted);
  return granted && rest.length > 0 && rest.length < premises.length ? rest : premises;
}

/** The tokens from where the shown claim starts: a connective dropped from its text is dropped here too. */
function fromClaimStart(text: string, tokens: Token[]): Token[] {
  const first = (text.match(/[a-z0-9']+/i) ?? [""])[0].toLowerCase();
  const at = tokens.findIndex((t) => t.normal === first);
  return at > 0 && at <= 5 ? tokens.slice(at) : tokens;
}

export function analyzeEmbeddedDetail(input: string, options: DetailOptions = {}): EmbeddedDetail {
  const { model, disabledCues } = options;
  // Markup is not argument: pasted HTML is read as the text a browser would show.
  const text = stripMarkup(input);
  const units = segment(text);
  const sentences = sentencesOf(units);
  const notArgument = notAnArgument(text, units, text !== input, (t) => showsFlaw(t, sentences));
  if (notArgument) return emptyAnalysis(units, notArgument);
  const scored = scoreUnits(units, disabledCues);
  const best = bestUnit(scored);
  const ownSide = units.filter((u) => !isOtherSide(u) && !(u.isQuestion && !u.assertion && u.index === 0));

  // A text leaves its conclusion unstated when no unit reads as a claim and the best candidate is not even
  // the opening statement, where writers conventionally put the thesis.
  const anyClaim = scored.some((s) => s.claimLike && !isOtherSide(s.unit));
  // Inferring an unstated thesis needs several converging reasons; a one- or two-clause text has none to spare.
  // A bare thesis still names what the rest of the text is about, so a best unit that does is kept.
  const enoughReasons = ownSide.length >= 3;
  const topic = !anyClaim && enoughReasons ? findTopic(ownSide) : null;
  const namesTopic = (u: Unit) => topic !== null && mentionsTopic(u, topic);
  let conclusionUnit: Unit | null = best && (anyClaim || !enoughReasons || namesTopic(best.unit)) ? best.unit : null;
  const unitText = (u: Unit) => asSentence(u.assertion ?? u.text);
  let conclusionText = conclusionUnit ? unitText(conclusionUnit) : "";
  let conclusionTokens: Token[] = conclusionUnit?.tokens ?? [];
  let conclusionImplicit = false;
  let synthesisedClaim = false;
  if (!conclusionUnit) {
    const synthesised = synthesiseConclusion(ownSide, topic ?? findTopic(ownSide));
    if (synthesised) {
      synthesisedClaim = true;
      conclusionText = synthesised.text;
      conclusionTokens = readSentences(synthesised.text).flatMap((s) => s.tokens);
      conclusionImplicit = true;
    } else if (best) {
      conclusionUnit = best.unit;
      conclusionText = unitText(best.unit);
      conclusionTokens = best.unit.tokens;
    }
  }

  // A text that opens with a yes/no question and then only gives reasons or a bare "yes" argues the question's
  // statement, answered the way its reasons lean.
  const question = units[0]?.isQuestion && !units[0].assertion ? units[0] : null;
  // "Yes, because …": the answer and its reason in one unit; the reason is a premise, the answer the claim.
  const reasonedAnswer = (u: Unit | null) => u !== null && /^(?:yes|no)\b,?\s+(?:because|since|as)\b/i.test(u.text);
  const bareAnswer = (u: Unit | null) =>
    u !== null &&
    (/\b(?:yes|no|answer)\b/i.test(u.text) || NEGATIVE_ANSWER.test(u.text) || elidedAnswer(u.text) !== null) &&
    u.tokens.length <= 12 &&
    !reasonedAnswer(u);
  if (
    question &&
    (!conclusionUnit || !best?.claimLike || bareAnswer(conclusionUnit) || reasonedAnswer(conclusionUnit))
  ) {
    const answerUnit = ownSide.find((u) => u !== question);
    // Without an explicit "no", one word of bad effect is too little to read the answer as no.
    const answered = answeredClaim(question, answerUnit, () => stance(ownSide) <= -2);
    if (answered) {
      conclusionUnit = bareAnswer(conclusionUnit) ? conclusionUnit : null;
      conclusionText = answered;
      conclusionTokens = readSentences(answered).flatMap((s) => s.tokens);
      conclusionImplicit = true;
    }
  }

  // The claim as written is what the user sees; the analysis reasons about the claim inside the writer's frame.
  const statedClaim = conclusionText;
  const fromUnit = conclusionUnit !== null && statedClaim === unitText(conclusionUnit);
  conclusionText =
    (conclusionUnit && fromUnit ? rejectedViewClaim(conclusionUnit, units) : null) ?? claimCore(statedClaim);
  if (conclusionText !== statedClaim) conclusionTokens = readSentences(conclusionText).flatMap((s) => s.tokens);
  // "For that reason alone, a chatbot …": a connective shown apart from the claim is no term of it either.
  else conclusionTokens = fromClaimStart(conclusionText, conclusionTokens);

  // "Must be the starter motor, so I've booked it in": the writer's steps on the claim are no reasons for it.
  const at = conclusionUnit ? units.indexOf(conclusionUnit) : -1;
  const steps = new Set(
    claimsActedOn(units)
      .find((taken) => taken.claim === at)
      ?.steps.map((k) => units[k]),
  );
  const premiseUnits = ownSide.filter((u) => u !== conclusionUnit && u !== question && !isHeading(u) && !steps.has(u));
  const premises = premiseUnits.map((u) => asSentence(u.text)).filter((p) => p.length > 1);
  const key = keyPremiseOf(premiseUnits, conclusionUnit);
  const keyPremise = key ? asSentence(key.text) : "";
  const objection = units.find(isOtherSide);
  const conclusionType = classifyConclusion(conclusionText);
  const methodOfReasoning = classifyMethod(text, conclusionType, premises.length);
  const quantifiers = findQuantifiers(text);
  // Fewer than three words is not enough text to accuse of anything.
  const wordCount = units.reduce((n, u) => n + u.tokens.filter((t) => /[a-z]/i.test(t.value)).length, 0);
  // A valid form has no gap and no flaw of form: only its premises can be questioned.
  const validShape = conclusionImplicit ? null : validForm(text.toLowerCase().replace(/[’‘]/g, "'"));
  // A claim the engine put together from the text's topic ("The pool is good.") is no evidence of a flaw: the
  // writer never said it, so it cannot restate a premise or outrun one.
  const flawClaim = synthesisedClaim ? "" : conclusionText;
  const found =
    wordCount >= 3
      ? classifyFlaw(text, { conclusion: flawClaim, premises, sentences, story: units.every(narratesPast) }, model)
      : NO_FLAW;
  // Word-likeness alone ("it dies" sounds like an appeal to emotion) does not outweigh a valid form.
  // Nor does an either-or whose one option the text rules out: the two may be all there are, which the counter asks.
  const verdict: FlawVerdict =
    validShape &&
    (found.source === "classifier" || (validShape.form === "disjunctive syllogism" && found.id === "false_dilemma"))
      ? NO_FLAW
      : found;
  const assumptions = buildAssumptions({
    conclusion: conclusionText,
    conclusionTokens,
    premises: reasonsFor(conclusionUnit, premiseUnits, units).map((u) => ({
      text: u.text,
      tokens: u.tokens,
      sentiment: u.sentiment,
    })),
    keyPremise,
    type: conclusionType,
    method: methodOfReasoning,
    quantifiers,
    objection: objection ? asSentence(objection.text) : "",
    // A flaw named on the words alone shows no form whose gap could be stated.
    flaw: verdict.shown ? verdict : NO_FLAW,
  });

  const explanation = explainFlaw({
    id: verdict.id,
    evidence: verdict.evidence,
    shown: verdict.shown,
    text,
    conclusion: conclusionText,
    keyPremise,
  });
  const logicalFlaws = verdict.id === "none" ? [] : [`${flawTypeById(verdict.id).name}: ${explanation}`];

  // A verdict on an act named earlier ("Their decision is foolish") says which act; the assumptions already
  // quote the premise that performs it, so only the stated conclusion spells it out.
  const shownClaim =
    conclusionUnit && fromUnit
      ? withActSpelledOut(conclusionUnit, units.slice(0, conclusionUnit.index), statedClaim)
      : statedClaim;
  const parsed: ParsedAnalysis = {
    ifThenStructure: ifThenStructure(text, premises, conclusionText),
    necessaryAssumption: assumptions.necessary,
    sufficientAssumption: assumptions.sufficient,
    conclusion: { text: shownClaim, type: conclusionText ? conclusionType : "" },
    unstatedRule: assumptions.rule,
    methodOfReasoning,
    logicalFlaws,
    quantifiers,
    premiseSets: { explicit: premises, implicit: assumptions.implicitPremises },
    possibleCounter: buildCounter({
      kind: assumptions.necessaryKind,
      type: conclusionType,
      // A form the words show (an attack on the speaker, a lack of proof) is pressed even when no flaw is named;
      // a flaw named on the words alone is not pressed as proven: the gap is.
      flaw: verdict.shown ? verdict.id : assumptions.formFlaw,
      conclusion: conclusionText,
      keyPremise,
      objection: objection?.text ?? "",
      gapPhrase: assumptions.gapPhrase,
      bridgePhrase: assumptions.bridgePhrase,
    }),
    unstatedAssumptions: assumptions.hidden,
    improvedVersion: improveArgument({
      text,
      conclusion: conclusionText,
      conclusionImplicit,
      assumption: assumptions.necessary.startsWith(GENERAL) ? "" : assumptions.necessary,
      flawFix: flawFix(verdict.id, verdict.evidence),
    }),
  };
  const valid = verdict.id === "none" ? validShape : null;
  if (valid) {
    Object.assign(parsed, validArgumentFindings(valid, premises, conclusionText));
    // Nothing is missing from a valid form, so its improved version adds no assumption: only the text itself.
    parsed.improvedVersion = improveArgument({
      text,
      conclusion: conclusionText,
      conclusionImplicit,
      assumption: "",
      flawFix: "",
    });
  }
  return { parsed, conclusionImplicit, conclusionUnit, units, notArgument: null, flaw: verdict };
}

/** The built-in engine: offline and deterministic, the same text always gives the same analysis. */
export function analyzeEmbedded(text: string): ParsedAnalysis {
  return analyzeEmbeddedDetail(text).parsed;
}
