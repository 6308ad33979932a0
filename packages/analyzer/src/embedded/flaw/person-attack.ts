import { CORRELATION } from "./causal.js";
import { dismissedForThePerson } from "./dismissal.js";
import type { Shown } from "./evidence.js";
import { LEXICONS } from "./lexicons.js";
import { firstMatch, sentencesAtStops } from "./sentences.js";

// An attack on a person: an insult or a claim about their character, motives or group, aimed at a person.
const PERSON =
  "(?:you|he|she|they|him|her|them|his|her|their|my opponent|the (?:senator|minister|mayor|candidate|author|speaker|president|professor|doctor|teacher|critic|opposition)|people like (?:you|him|her|them)|someone (?:like|who))";
const PERSONAL_ATTACK = new RegExp(
  String.raw`\b${PERSON}\b[^.?!;]{0,30}?\b(?:is|are|was|were|'s|'re|sounds?|seems?|acts?)\b[^.?!;]{0,25}?\b(?:an? )?(?:idiot\w*|liars?|stupid|dumb|moron\w*|fool\w*|crook\w*|hypocrit\w*|ignorant|corrupt|lazy|criminal\w*|incompetent|clueless|nuts|crazy|insane|loser\w*|uneducated|naive|bigot\w*|racist|sexist|biased|paid|bought|jealous|bitter|drunk|addict\w*|failure|coward\w*|nobody|dishonest|arrogant)\b` +
    String.raw`|\b(?:what (?:would|does|do) (?:a|an|he|she|they|you|someone like)\b[^.?!]{0,30}\bknow\b|coming from (?:a|an|someone|him|her|you)\b[^,.;!?]{0,60}|(?:people|someone|anyone) like (?:you|him|her|them)\b|you(?:'re| are) (?:just |only )?(?:a|an) \w+(?: \w+)? (?:so|and|who)\b|(?:he|she|they|you) (?:has|have|had) (?:never|no)\b[^.?!]{0,30}\b(?:so|therefore)\b|shut up|how dare you|idiots|morons)` +
    // Circumstance or character offered in place of a reason: "of course he would say that", "too young to know".
    String.raw`|\bof course (?:he|she|they|you|the \w+|(?!(?:it|we|i|this|that|there|not)\b)[a-z]+)(?: \w+)? (?:would|wants?|opposes?|supports?|says?|thinks?|believes?)\b` +
    String.raw`|\b(?:you|he|she|they)(?:'re|'s| are| is| were| was)? (?:just |simply |far |way |clearly )?(?:too|so) (?:young|old|poor|rich|fat|ugly|stupid|dumb|inexperienced|immature|biased|ignorant) (?:to|and)\b` +
    String.raw`|\b(?:say|says|said|believe|believes|think|thinks|want|wants|support|supports|oppose|opposes)(?: that| this| so| it)? (?:just |only )?because (?:you|he|she|they)(?:'re| are| is|'s| was| were| have| has)\b` +
    String.raw`|\bhow can (?:you|we|anyone|i) (?:trust|believe|listen to|take)\b[^.?!]{0,20}\b(?:someone|anyone|a man|a woman|a person|a guy|him|her|them)\b` +
    // "he never even finished school": the remark is quoted to its clause's end, not cut at "even".
    String.raw`|\b(?:you|he|she|they) (?:don't|doesn't|didn't|never|can't|cannot) even\b(?:[^,.;!?]{0,50}?(?=[,.;!?]|\s+(?:so|therefore)\b|$))?` +
    String.raw`|\b(?:what|how) (?:would|do|does|could|can) (?:you|he|she|they|our \w+(?: \w+)?|the \w+|a \w+)(?: even| possibly)? know(?: anything)?\b` +
    // You too (tu quoque): the speaker's own conduct offered against what they say.
    String.raw`|\blook who's talking\b|\bwho are you to\b|\bwhy should (?:i|we|anyone) (?:listen to|believe|trust) (?:you|him|her|them)\b|\bhow can you\b[^.?!]{3,60}\bwhen you\b|\b(?:you|he|she|they) (?:do|does|did) (?:it|that|the same)(?: thing)? (?:too|yourself|all the time)\b|\bcould (?:anyone|you|we) (?:ever )?trust\b|\bgrow a brain\b` +
    String.raw`|\b(?:is|was|are|were)(?: a| an)?(?: convicted| known| former| an?)? (?:felon|ex-con\w*|convict|drug addict|alcoholic|adulterer|cheater|draft dodger|buffoon|witch|traitor|prick|clown)\b`,
  "i",
);

// An insult or a slight aimed at someone: an insult word in a sentence that names or addresses a person.
const INSULT = new RegExp(LEXICONS.insult.source, "i");
const PERSON_REF =
  /\b(?:you|your|he|she|they|him|her|them|his|their|people|person|guy|man|woman|politicians?|opponents?|critics?|supporters?|anyone|someone|who)\b/i;

// A person by name: a capitalised word after the first word of the sentence ("… because Layla is a liar").
const NAMED = /\s[A-Z][a-z]+\b/;

// "I met three rude people": the word describes the cases counted, not someone the text argues against ("you are a
// rude man" still calls someone names).
const COUNTED = /\b(?:a|an|one|two|three|four|five|six|several|a few|some|many|\d+)\s+(?:\w+\s+)?$/;
const CALLED = /\b(?:you|he|she|they|who)(?:'re|'s| are| is| were| was)\b/;

function aimedInsult(text: string): string | null {
  for (const sentence of sentencesAtStops(text)) {
    const lower = sentence.toLowerCase();
    const m = INSULT.exec(lower);
    if (!m || !(PERSON_REF.test(sentence) || NAMED.test(sentence))) continue;
    const before = lower.slice(0, m.index);
    const describesCases = COUNTED.test(before) && /^\s+[a-z]/.test(lower.slice(m.index + m[0].length));
    if (!describesCases || CALLED.test(before)) return sentence.slice(m.index, m.index + m[0].length);
  }
  return null;
}

/** A sentence and wink's lexicon sentiment for it, in [-1, 1]. */
export interface ScoredSentence {
  text: string;
  sentiment: number;
}

// Someone, not something, is what the sentence is about: the reader, the other side, a person or a group of people.
const ABOUT_PERSON =
  /^(?:(?:and|but|yes|no|so|well|sorry),? )?(?:you|you're|he|he's|she|she's|they|they're|people (?:like|who)|those who|anyone who|someone who|the (?:author|speaker|critics?|opponents?|supporters?))\b/i;

/**
 * A remark that says what a person is ("he is a …", "you were never …") or lacks ("she has no …"). Having a thing
 * ("you have the freshest bread", "she has the same bike") says nothing about the person, so "have the" is no remark.
 */
export const PERSON_REMARK =
  /\b(?:you|he|she|they|his|her) (?:are|is|were|was)(?: just| only| such)? (?:a|an|the|no|never|not)\b|\b(?:you|he|she|they) (?:have|has)(?: just| only)? (?:no|never|not)\b/i;

/** A clearly negative sentence about a person, not about the issue: the attack that stands in for a reason. */
function negativeAboutPerson(sentences: ScoredSentence[]): string | null {
  // "People who drink coffee have lower rates of dying early" reports a finding about a group, not a verdict on them.
  const hit = sentences.find(
    (s) => s.sentiment <= -0.3 && ABOUT_PERSON.test(s.text.trim()) && !firstMatch(CORRELATION, s.text),
  );
  return hit ? hit.text.trim() : null;
}

/**
 * An attack on the person in place of a reason (ad hominem): named by an explicit pattern or a dismissal of the
 * person (strong), or only hinted by an insult aimed at someone, a remark on what they are, or a negative sentence
 * about them (weak: the classifier must agree).
 */
export function attackOnPerson(t: string, sentences: ScoredSentence[]): Shown | null {
  const named = firstMatch(PERSONAL_ATTACK, t) ?? dismissedForThePerson(t);
  if (named) return { span: named, strong: true };
  const weak = aimedInsult(t) ?? firstMatch(PERSON_REMARK, t) ?? negativeAboutPerson(sentences);
  return weak ? { span: weak, strong: false } : null;
}
