import { type FlawId, flawTypeById } from "../../flaw-taxonomy.js";
import { BEARS_ON_THE_WORDS } from "./dismissal.js";
import { emotionWords, feltSentence, ownFeelingWithFacts } from "./emotion.js";
import { findEvidence, findEvidenceDetail } from "./evidence.js";
import { flawFeatures } from "./features.js";
import { FLAW_MODEL } from "./flaw-model.generated.js";
import { LEXICONS } from "./lexicons.js";
import { type NaiveBayesModel, predictNaiveBayes } from "./naive-bayes.js";
import { PERSON_REMARK, type ScoredSentence } from "./person-attack.js";
import { reasoningFlaw } from "./reasoning.js";
import { restatesPremise, ruleHits } from "./rules.js";
import { RECORD, throughSentence, withoutPreferences, withoutSayingMarkers } from "./sentences.js";
import { answered, DISPUTED, GIVES_REASON, inOwnField, OWN_AFFAIRS, VOUCHES } from "./source.js";

export interface FlawVerdict {
  id: FlawId;
  /** The classifier's probability for its label, or 1 for a strong rule. */
  confidence: number;
  /** The words of the text that show the flaw; empty only when no flaw is named. */
  evidence: string;
  source: "rule" | "classifier" | "structure";
}

export interface FlawContext {
  conclusion: string;
  premises: string[];
  sentences?: ScoredSentence[];
}

/**
 * Log-odds added to "no fallacy" when the classifier ranks the types whose evidence the text holds. The evidence
 * gate already keeps sound arguments clear (Argotario cross-validation: 'No Fallacy' answered as such 0.88 at 0,
 * 0.90 at +1, for 0.01 less macro-F1), so no extra bias is needed.
 */
export const NONE_BIAS = 0;

const NONE: FlawVerdict = { id: "none", confidence: 1, evidence: "", source: "structure" };

/**
 * The flaw the text shows, or none. A flaw is named only with its evidence in the text: the textbook signatures
 * (ad populum, false dilemma, slippery slope, straw man, circular reasoning) are evidence on their own; for the
 * other types the text must hold each part the type needs (evidence.ts), and when several types have their parts,
 * the Argotario-fitted classifier says which this text is most like. No evidence, no flaw.
 */
export function classifyFlaw(text: string, context: FlawContext, model: NaiveBayesModel = FLAW_MODEL): FlawVerdict {
  const strong = ruleHits(text).find((h) => h.strong);
  if (strong) return { id: strong.id, confidence: 1, evidence: strong.evidence, source: "rule" };
  const { spans: evidence, strong: explicit } = findEvidenceDetail(text, context.sentences);
  const circular = context.conclusion ? restatesPremise(context.conclusion, context.premises) : null;
  const candidates = Object.keys(evidence) as FlawId[];
  const probs = predictNaiveBayes(model, flawFeatures(text));
  if (candidates.length === 0) {
    if (circular) return { id: "circular_reasoning", confidence: 1, evidence: circular, source: "structure" };
    return calmReasoning(text, context) ?? confidentCue(text, context, model, probs) ?? NONE;
  }

  const scoreOf = (id: FlawId) => {
    const i = model.labels.indexOf(id);
    return i < 0 ? Number.NEGATIVE_INFINITY : Math.log(probs[i]);
  };
  // A type the classifier never saw (false cause) is named on its evidence alone.
  const unseen = candidates.find((id) => !model.labels.includes(id));
  if (unseen) return { id: unseen, confidence: 1, evidence: evidence[unseen] ?? "", source: "rule" };
  let best = candidates[0];
  for (const id of candidates) if (scoreOf(id) > scoreOf(best)) best = id;
  const noneIndex = model.labels.indexOf("none");
  if (noneIndex >= 0 && scoreOf(best) < Math.log(probs[noneIndex]) + NONE_BIAS && !explicit.has(best)) {
    // The classifier finds the text unremarkable, but an explicit pattern of another type still counts.
    const named = candidates.find((id) => explicit.has(id));
    if (named) return { id: named, confidence: 1, evidence: evidence[named] ?? "", source: "rule" };
    return calmReasoning(text, context) ?? NONE;
  }
  return {
    id: best,
    confidence: probs[model.labels.indexOf(best)],
    evidence: evidence[best] ?? "",
    source: "classifier",
  };
}

/** A reasoning error of well-written prose (reasoning.ts), named with the words that show it. */
function calmReasoning(text: string, context: FlawContext): FlawVerdict | null {
  const found = reasoningFlaw(text, context);
  return found ? { id: found.id, confidence: 1, evidence: found.evidence, source: "structure" } : null;
}

/**
 * Without the full evidence of any type, the classifier may still name a flaw when it is sure (probability at
 * least CONFIDENT, chosen by cross-validation on Argotario) and the text holds that type's own cue words, which
 * are quoted as the evidence. Hasty generalization never takes this path: it needs a sample and a generalisation.
 */
export const CONFIDENT = 0.4;

const CUES: Partial<Record<FlawId, RegExp[]>> = {
  ad_hominem: [LEXICONS.insult, PERSON_REMARK],
  irrelevant_authority: [LEXICONS.family, LEXICONS.authority],
  red_herring: [LEXICONS.offTopic],
};

/**
 * A speaker answering a question, a request or a proposal ("pressed about the breach, the CEO replied …", "after the
 * minister proposed …, a spokesperson said …") or arguing with reasons of their own ("citing traffic counts") is the
 * one who argues, not a source the text leans on: whatever is wrong, it is not an appeal to their authority.
 */
const IN_AN_EXCHANGE =
  /\b(?:asked (?:about|why|whether|how|for)|was asked|pressed (?:about|on|over|for)|questioned (?:about|on|over)|confronted (?:with|about)|responding to|in response to|replied|responded|retorted|wanted to know|(?:proposed|recommended|suggested|called for|asked for)\b[^.?!]{0,80}[,;]\s*(?:and )?(?:the|a|an|he|she|they)\b[^.?!]{0,40}\b(?:said|told|wrote)|citing|pointing (?:out|to)|noting that|arguing that|reasoned that)\b/;

// How sure the classifier must be to name an appeal to emotion on one emotive word (Argotario cross-validation).
const SURE = 0.8;
const REPORTS_DATA =
  /\d|\b(?:stud(?:y|ies)|research|data|survey|statistics?|found|findings?|rates?|risk|mortality|likely|percent|average|measured|sample|trial|evidence|tests?|scans?|records)\b/i;

const CONTENT_WORD = /[a-z]{4,}/g;

/**
 * A reason joined to its claim by "because" in the claim's own sentence ("We should fix the roof, because the leak
 * will get worse", "Because the leak will get worse, we should fix the roof") is given for that claim, whatever its
 * words; a red herring turns away from it.
 */
const givenFor = (text: string) =>
  /^[^.?!]{3,}\bbecause\b[^.?!]*[.!]?$/i.test(text.trim()) || /^because\b[^.?!]*,[^.?!]*[.!]?$/i.test(text.trim());

// Three reasons of three words or more listed in one sentence: "companies save rent, staff skip commutes, and …".
const LISTED_REASONS = /(?:^|[.!?]\s+)[^.?!,]*\w+ \w+ \w+[^.?!,]*,[^.?!,]*\w+ \w+ \w+[^.?!,]*,\s+and\s+\w+ \w+ \w+/;

/**
 * A reason that shares no content word with the claim is about something else: a red herring's evidence. Three
 * reasons or more listed for one claim are a case built from its parts (the gains of remote work, each in its own
 * words), not one turn away from it.
 */
function offTopicReason(text: string, context: FlawContext): string | null {
  // Words compared by their first five letters, so "freeze" and "freezing" are one word.
  const stems = (s: string) => (s.toLowerCase().match(CONTENT_WORD) ?? []).map((w) => w.slice(0, 5));
  const claim = new Set(stems(context.conclusion));
  // A claim of one word ("Going with B.") is too short to say what it is about.
  if (claim.size < 2 || context.premises.length === 0 || LISTED_REASONS.test(text)) return null;
  const shares = (p: string) => takesUp(context.conclusion.trim(), p.trim()) || stems(p).some((w) => claim.has(w));
  return context.premises.some(shares) ? null : context.premises[0];
}

/**
 * A pronoun that takes up what the other names, so the two are about one thing whatever their words: a reason
 * about "they" ("Cats are great pets because they are clean"), a claim about "we" after a reason about "our" side,
 * a claim about "they" after a reason that opens with a named group ("The Lakers have won … They will …").
 */
function takesUp(claim: string, reason: string): boolean {
  return (
    /^(?:they|it|he|she|this|that|these|those|its|their)\b/i.test(reason) ||
    (/^we\b/i.test(claim) && /\b(?:we|our|us)\b/i.test(reason)) ||
    (/^they\b/i.test(claim) && /^(?:[Tt]he\s+)?[A-Z][a-z]+s\b/.test(reason))
  );
}

// The writer weighs the source's reason, not the source: "that made sense, so I bought …", "her reasoning: …".
const WEIGHED =
  /\b(?:(?:that|which|it) (?:made|makes) (?:good )?sense|(?:her|his|their) reasoning\b|the reasons? (?:she|he|they) gave)/;

/** A record read for the facts it holds ("the notice says the work lasts until Friday") is no authority leaned on. */
const RECORD_SAYS = new RegExp(String.raw`\b${RECORD},? (?:which |that )?(?:says?|said|states?|shows?)\b`);
/** Relatives or friends named with no word of theirs ("two of my cousins got lost") are cases, not a source. */
const familyCases = (lower: string) =>
  LEXICONS.family.test(lower) && !LEXICONS.authority.test(lower) && !VOUCHES.test(lower);

/**
 * The source a cue names, quoted from the start of its sentence ("Dr. Lee" does not end one) to the verb that gives
 * its word ("A Nobel-winning physicist says"), or to the sentence's end when no such verb follows.
 */
function sourceAndVerb(text: string, at: number): string {
  const ends = [...text.slice(0, at).matchAll(/(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St))[.!?]\s+/g)].at(-1);
  const start = ends ? (ends.index ?? 0) + ends[0].length : 0;
  const sentence = throughSentence(text, start, at);
  const verb = VOUCHES.exec(sentence.slice(at - start).toLowerCase());
  return verb ? sentence.slice(0, at - start + verb.index + verb[0].length) : sentence;
}

function confidentCue(text: string, context: FlawContext, model: NaiveBayesModel, probs: number[]): FlawVerdict | null {
  let top = 0;
  for (let i = 1; i < probs.length; i++) if (probs[i] > probs[top]) top = i;
  const id = model.labels[top] as FlawId;
  if (probs[top] < CONFIDENT) return null;
  const lower = withoutSayingMarkers(text.toLowerCase().replace(/[’‘]/g, "'"));
  const aside = id === "red_herring" && !givenFor(text) ? offTopicReason(text, context) : null;
  if (aside) return { id, confidence: probs[top], evidence: aside, source: "classifier" };
  if (id === "appeal_to_emotion") {
    // In a report of findings an emotive word names what was measured ("dying", "deaths"); it appeals only in a
    // text that offers no data, or when feelings pile up.
    const felt = emotionWords(text);
    const enough = felt.length >= 2 || (felt.length === 1 && probs[top] >= SURE && !REPORTS_DATA.test(text));
    const sentence = feltSentence(text);
    return enough && !ownFeelingWithFacts(text, sentence)
      ? { id, confidence: probs[top], evidence: sentence, source: "classifier" }
      : null;
  }
  // A point that bears on the words ("she's being paid by the insurer") is a reason to doubt them, not an attack.
  if (id === "ad_hominem" && BEARS_ON_THE_WORDS.test(lower)) return null;
  if (
    id === "irrelevant_authority" &&
    (DISPUTED.test(text) ||
      WEIGHED.test(lower) ||
      BEARS_ON_THE_WORDS.test(lower) ||
      IN_AN_EXCHANGE.test(lower) ||
      GIVES_REASON.test(text) ||
      OWN_AFFAIRS.test(text) ||
      inOwnField(lower) ||
      RECORD_SAYS.test(lower) ||
      familyCases(lower))
  )
    return null;
  // The writer's own words ("I said the Peak District") are no source leaned on.
  const searched =
    id === "red_herring"
      ? withoutPreferences(lower)
      : lower.replace(/\b(?:i|we) (?:said|say|told|asked|wrote)\b/g, (m) => " ".repeat(m.length));
  for (const re of CUES[id] ?? []) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(searched);
    if (!m || m[0].trim().length <= 1) continue;
    if (id === "irrelevant_authority" && answered(lower, m.index)) return null;
    // A source is quoted with what it says; a remark or an insult is quoted as the words that make it.
    const evidence =
      id === "irrelevant_authority" ? sourceAndVerb(text, m.index) : text.slice(m.index, m.index + m[0].length);
    return { id, confidence: probs[top], evidence, source: "classifier" };
  }
  return null;
}

/**
 * Does the text hold the evidence of any flaw type, the sign of an attempt at arguing? A feeling voiced without an
 * appeal to the reader ("I love this song.") is a claim about the writer, not an appeal standing in for a reason.
 */
export function showsFlaw(text: string, sentences: ScoredSentence[] = []): boolean {
  const spans = findEvidence(text, sentences);
  const ownFeeling = /^i\b/i.test(spans.appeal_to_emotion ?? "");
  const shown = Object.keys(spans).filter((id) => id !== "appeal_to_emotion" || !ownFeeling);
  return ruleHits(text).some((h) => h.strong) || shown.length > 0;
}

export function flawName(id: FlawId): string {
  return flawTypeById(id).name;
}
