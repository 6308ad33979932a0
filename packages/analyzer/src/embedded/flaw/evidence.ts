import type { FlawId } from "../../flaw-taxonomy.js";
import { CAUSAL_CLAIM, CAUSE_UNKNOWN, CONTROLLED, CORRELATION } from "./causal.js";
import { CALLED_FALSE } from "./denial.js";
import { BEARS_ON_THE_WORDS } from "./dismissal.js";
import { emotionalAppeal } from "./emotion.js";
import { LEXICONS } from "./lexicons.js";
import { wordInOwnSense } from "./own-sense.js";
import { attackOnPerson, type ScoredSentence } from "./person-attack.js";
import { sampleAndGeneralisation } from "./sample.js";
import { firstMatch, sentencesOf, throughSentence, withoutPreferences } from "./sentences.js";
import { inOwnField, reliedSource } from "./source.js";
/**
 * What a text must show before a flaw may be named (Walton, Damer, Copi): each type needs its own parts, and
 * the words that show them become the evidence reported with the flaw. A type with no evidence is never named,
 * whatever a classifier's word statistics say. Written from the textbook descriptions, not fitted to any data.
 */
export type Evidence = Partial<Record<FlawId, string>>;

/** A flaw's parts found in a text: the words that show them, and whether they are explicit enough on their own. */
export interface Shown {
  span: string;
  strong: boolean;
}

// The subject changed: a turn to another issue in place of an answer.
const TOPIC_SHIFT =
  /\b(?:what about|but what about|instead(?:,)? (?:we|they|you) should|(?:we|they|you) should (?:rather|instead)|more important(?:ly)?|the real (?:problem|issue|question|story|scandal|point|concern|threat|danger)|(?:bigger|other|worse|real) (?:problems?|issues?)|focus on|by the way|anyway|let's not forget|besides)\b/i;

// A worse or other problem set against the one raised, in place of an answer to it ("why worry about X when…",
// "there are far more dangerous…", "people who don't even have…").
const WHATABOUT =
  /\b(?:asked|questioned)\b[^.?!]{0,120}\b(?:replied|answered|responded|said)\b[^.?!]{0,20}\b(?:that )?(?:the real|what about|instead)\b|\byou(?:'re| are) asking (?:why|about|whether|how)\b[^.?!]{0,80}\bbut\b|\bwhy (?:worry|care|bother|are you (?:so )?(?:worried|concerned)|should (?:we|i|you|anyone) (?:worry|care))\b[^.?!]{0,80}\b(?:when|while)\b|\bwhy (?:are you|is \w+) (?:so )?(?:worried|concerned) about\b[^.?!]{0,60}\?\s*look (?:at|how)\b|\b(?:begins?|began|starts?|started) (?:talking|to talk)(?: to (?:him|her|them|\w+))? about\b|\binstead of (?:responding|answering|addressing|replying)\b|\brather than (?:addressing|answering|responding to)\b|\bchang(?:es|ed|ing) the subject\b|(?:^|[.!?"]\s*)speaking of\b|\bthere are (?:far |much |many )?(?:more|worse|bigger) (?:dangerous|important|serious|pressing|urgent)?\s?(?:problems|issues|offen[cs]es|crimes|things)\b|\b(?:far|much) (?:more|worse) (?:important|serious|dangerous|pressing|urgent) (?:problems|issues|things)\b|\blet's look (?:instead )?at what\b|\b(?:people|children|families|those) (?:(?:in|of|on) (?:\w+ ){1,2})?who (?:don't|do not|can't|cannot) even (?:have|afford|eat)\b/i;

export interface EvidenceDetail {
  spans: Evidence;
  /**
   * Types shown by an explicit pattern (a sample and a generalisation, a correlation and a causal claim, a named
   * attack or dismissal of a person, an explicit appeal, a non-expert source): named whatever the classifier says.
   * The others (a lone insult word, a negative sentence about someone, a topic-shift word) need the classifier too.
   */
  strong: Set<FlawId>;
}

export function findEvidence(text: string, sentences: ScoredSentence[] = []): Evidence {
  return findEvidenceDetail(text, sentences).spans;
}

export function findEvidenceDetail(text: string, sentences: ScoredSentence[] = []): EvidenceDetail {
  const t = text.replace(/[’‘]/g, "'");
  const out: Evidence = {};
  const strong = new Set<FlawId>();
  const set = (id: FlawId, span: string, isStrong: boolean) => {
    out[id] = span;
    if (isStrong) strong.add(id);
  };
  const hasty = sampleAndGeneralisation(t);
  if (hasty) set("hasty_generalization", hasty, true);
  const correlation = firstMatch(CORRELATION, t);
  // A causal claim the text calls false is rejected, not drawn.
  const cause =
    sentencesOf(t)
      .filter((s) => !CALLED_FALSE.test(s))
      .map((s) => firstMatch(CAUSAL_CLAIM, s))
      .find((c) => c !== null) ?? null;
  // A cause reported by someone whose job it is to know ("the ranger told us the trail is shut because of rockfall
  // … it's her job to know") is their finding, weighed as a source, not a sequence read as a cause.
  const causeSentence = cause ? (sentencesOf(t).find((s) => s.includes(cause)) ?? "") : "";
  const expertReport = /\b(?:told|tells|said|says|according to)\b/i.test(causeSentence) && inOwnField(t.toLowerCase());
  const tested = CONTROLLED.test(t) || CAUSE_UNKNOWN.test(t) || expertReport;
  if (correlation && cause && correlation.toLowerCase() !== cause.toLowerCase() && !tested) {
    // The sentences that hold them, so a reader sees the finding and the claim, not two bare words ("fell … prevents").
    const holding = (words: string) => sentencesOf(t).find((s) => s.includes(words)) ?? words;
    const [finding, claim] = [holding(correlation), holding(cause)];
    set("false_cause", finding === claim ? finding : `${finding} … ${claim}`, true);
  }
  // A point that bears on the words ("she's being paid by the insurer") is a reason to doubt them, not an attack.
  const bears = BEARS_ON_THE_WORDS.test(t.toLowerCase());
  for (const [id, shown] of [
    ["ad_hominem", bears ? null : attackOnPerson(t, sentences)],
    ["appeal_to_emotion", emotionalAppeal(t)],
    ["irrelevant_authority", reliedSource(t)],
  ] as const)
    if (shown) set(id, shown.span, shown.strong);
  // A rule's or a report's word taken up in the writer's own sense (on spent blind rounds 30-52: 8 found, 1 wrong).
  const ownSense = wordInOwnSense(t);
  if (ownSense) set("equivocation", ownSense, true);
  const whatabout = firstMatch(WHATABOUT, t);
  const turned = withoutPreferences(t);
  const shift = firstMatch(TOPIC_SHIFT, turned) ?? firstMatch(new RegExp(LEXICONS.offTopic.source, "i"), turned);
  // The cue with the rest of its sentence: the matter turned to, not only the words that turn.
  const turn = (cue: string) => throughSentence(t, Math.max(0, t.indexOf(cue)));
  if (whatabout) set("red_herring", turn(whatabout), true);
  else if (shift) set("red_herring", turn(shift), false);
  return { spans: out, strong };
}
