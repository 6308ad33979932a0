import type { Shown } from "./evidence.js";
import { LEXICONS } from "./lexicons.js";
import { firstMatch, sentencesOf, throughSentence } from "./sentences.js";
import { OR_ELSE_HARM } from "./signatures.js";

// An explicit appeal to feeling rather than to evidence.
const EMOTION_APPEAL =
  /\b(?:imagine|think (?:of|about) (?:the|those|all the|your) (?:poor |innocent |little )?(?:children|kids|victims|families|babies|animals|mothers)|how would you feel|have you no (?:heart|shame)|shame on|heartbreaking|heartless|cruel|for the sake of|do you want (?:your|our)|won't somebody|please,? (?:think|help)|tears?|terrif\w*|horrif\w*|disgust\w*|outrag\w*|picture (?:your|a|the|this|those)|think of the (?:\w+ ){0,2}(?:pensioners|children|kids|elderly|families|patients|victims|animals|widows?|orphans)|never forgive yourself|(?:before|until) it's too late|mean the world to me|heartbreak\w*|betrayal|wept|weep|blood on (?:their|your|his|her|our) hands)\b/i;
// Fear as the reason: a dire consequence for the reader if they do not comply ("if you don't buy it, you could
// find yourself homeless", "you will go to hell").
const FEAR =
  /\bif (?:you|we) (?:don't|do not|won't|will not|elect|vote for|trust|let)\b[^.?!]{1,60}?,?\s+(?:then\s+)?(?:you|we|they|he|she|the \w+)(?:'ll| will| could| might| would)(?: \w+)? (?:lose|die|burn|go to hell|be (?:broke|homeless|killed|ruined|sorry|destroyed)|end up|find (?:yourself|ourselves)|suffer|starve|tumble|collapse)\b|\byou could find yourself\b|\bif (?:you|we) (?:\w+ ){0,2}?(?:don't|do not|won't|will not|refuse to|fail to|vote for|elect|buy|sign|trust|let)\b[^.?!]{1,80}?\b(?:you|we|they|our \w+|your \w+)(?:'ll| will| could| might| are going to)(?: \w+)?(?: be| get)? (?:fired|lose|die|killed|hurt|punished|invaded|attacked|made fun of|laughed at|left alone|ruined|homeless|jailed|arrested)\b|\b(?:we|they)(?:'ll| will) (?:fire|punish|hurt|sue|arrest|beat up) (?:you|them)\b[^.?!]{0,40}\bif\b|\bif\b[^.?!]{1,80}\b(?:we|they)(?:'ll| will) (?:fire|punish|hurt|sue|arrest|beat up) (?:you|them)\b|\byou (?:wouldn't|would not) want (?:to lose|to be (?:fired|left|alone|hurt)|your (?:family|children|kids) to)\b|\b(?:wouldn't|won't|doesn't|don't) (?:it|that|this) make you (?:sad|angry|cry|feel|afraid|scared)\b/i;
// Pity as the reason: a request backed by the asker's hardship ("give me an A; I had a tough week").
const PITY =
  /\b(?:you (?:should|have to|must|need to)|please|i (?:should|deserve to))\s+(?:\w+\s+)?(?:give|let|pass|marry|hire|promote|excuse|forgive|receive|get)\b[\s\S]{0,80}?\bi (?:have|had|am|was|spent|need|only have|lost|worked|missed)\b[^.?!]{0,40}\b(?:debt|rent|tough|hard|sick|poor|live|hours|behind|lost|cook|family|children|kids)\b|\bi(?:'ve| have)? had (?:such )?a (?:tough|hard|rough|terrible|difficult) (?:week|day|time|year|month)\b|\bi(?:'ve| have) worked so hard\b|\b(?:please|you (?:should|have to|must))\s+(?:[\w']+\s+){0,2}(?:give|let|pass|excuse|forgive|raise|change|fail|fire|report|punish)\b[\s\S]{0,120}?\b(?:would|will) be (?:so )?(?:heartbroken|devastated|crushed|in tears)\b/i;
// Guilt as the reason: what someone has given up for the reader, held against a choice ("after everything your
// mother has sacrificed for you, how could you …").
const GUILT =
  /\bif you (?:really |truly )?(?:cared|loved|care|love)(?: about)? (?:your|our|the|this) \w+\b[^.?!]*|\bcould you live with yourself\b[^.?!]*|\bafter (?:all|everything) (?:(?:that )?(?:i|we|he|she|they|your \w+|this \w+))(?:'ve| have| has| had)? (?:done|sacrificed|given(?: up)?|did|gave(?: up)?|been through|suffered)\b[^.?!,]{0,30}?\b(?:you|us)\b[^.?!]*/i;
// Flattery as the reason: "someone as smart as you surely sees …", "a savvy investor like you".
const FLATTERY =
  /\b(?:someone|a person|people|anyone) (?:as|so) (?:smart|clever|intelligent|savvy|wise|sharp|forward-thinking|sophisticated|discerning|talented|gifted|dedicated|switched-on)\b[^.?!]{0,40}\b(?:as )?you\b[^.?!]*|\ba (?:smart|clever|savvy|sharp|wise|discerning|talented)(?:, \w+)? (?:\w+ )?like you\b[^.?!]*|\b(?:a|the) (?:person|reader|customer|buyer|homeowner|investor|voter|student)s? of (?:your )?(?:taste|discernment|intelligence|standing|judgement)\b[^.?!]*|\b(?:teachers|people|professionals|parents|staff) as (?:dedicated|gifted|talented|smart|clever) (?:and \w+ )?as (?:you|they) are\b[^.?!]*|\byou(?:'re| are) (?:clearly |just |surely )?(?:the kind of|a \w+ of (?:taste|discernment))\b[^.?!]*/i;

// The writer's own feeling offered as the point: "I cried when…", "it is so sad".
const FELT =
  /\bi (?:cried|was crying|feel so|felt so|love|hate|am (?:so )?(?:sad|scared|afraid|angry|disgusted))\b|\b(?:so|too|very|really) (?:sad|cruel|terrible|awful|horrible|scary|heartbreaking|cute|beautiful|wonderful)\b/i;

/** "Vote for Harris, or you may never feel safe again": the demand and the harm threatened, as one sentence. */
function orElseHarm(t: string): string | null {
  const m = OR_ELSE_HARM.exec(t);
  if (!m) return null;
  const start = Math.max(t.lastIndexOf(". ", m.index) + 2, t.lastIndexOf("? ", m.index) + 2, 0);
  return throughSentence(t, start, m.index);
}

// The writer's own feeling ("it breaks my heart that …", "I am sad that …") beside a sentence that reports what
// happened, counted ("two of them cut their feet last week"): the feeling comes with the facts, not in their place.
const OWN_FEELING =
  /^(?:(?:[\w,']+ ){0,10}?(?:it (?:\w+ )?(?:breaks|broke) my heart|it(?:'s| is| was) (?:so |really |absolutely |utterly )?(?:heartbreaking|heart-breaking|painful|awful|devastating|upsetting|distressing|terrifying)|i (?:hate|dislike|can't stand|love)|i(?:'m| am| was| feel| felt) (?:so |really |absolutely |utterly )?(?:sad|sorry|upset|angry|heartbroken|terrified|scared|frightened|furious|devastated|anxious|worried|in tears)))\b/i;
// Facts beside the feeling: a counted event ("two of them cut their feet last week") or figures ("the hospital's own
// figures show the car park is 95% full").
const COUNTED_EVENT =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|dozens?|several)\b[^.?!]*\b(?:last (?:week|month|year|night)|yesterday|ago|this (?:week|month|year))\b|\b(?:figures|data|statistics|records|survey)\b[^.?!]*\b(?:show|shows|showed|found|find)\b|\d\s?%|\bper ?cent\b|\b(?:found|surveys?|tested|examined|measured|explained that|explained (?:they|it)|independent|published|deeds|registry|boundary)\b/i;

export function ownFeelingWithFacts(text: string, felt: string): boolean {
  return OWN_FEELING.test(felt.trim()) && sentencesOf(text).some((s) => COUNTED_EVENT.test(s));
}

/** The sentence holding the most emotive words: the appeal itself, where a list of words would only name them. */
export function feltSentence(text: string): string {
  const count = (s: string) => (s.match(new RegExp(LEXICONS.emotion.source, "gi")) ?? []).length;
  let best = "";
  for (const s of sentencesOf(text)) if (count(s) > count(best)) best = s;
  return best;
}

/** Emotion words, counted once each; a single one ("dying") describes, it does not appeal. */
// A machine or a plant "dies" and a battery is "dead": words of death in their everyday sense about things.
const THING_DIES =
  /\b(?:phones?|batter(?:y|ies)|laptops?|cars?|engines?|plants?|seedlings?|bulbs?|torch(?:es)?|printers?|kettles?|fridges?|boilers?|tablets?|devices?)(?:'s)? (?:\w+ )?(?:kept |keeps |was |is |had )?(?:dying|died|dies|die|dead)\b/gi;

export function emotionWords(text: string): string[] {
  text = text.replace(THING_DIES, " ");
  const re = new RegExp(LEXICONS.emotion.source, "gi");
  // "kids" and "children" are one feeling named twice, not two: words for the young count once.
  const young = /^(?:child|children|kids?|bab(?:y|ies))$/;
  return [...new Set((text.match(re) ?? []).map((w) => (young.test(w.toLowerCase()) ? "children" : w.toLowerCase())))];
}

/**
 * Feeling offered in place of a reason (appeal to emotion): a threat, a plea or guilt (strong); an explicit appeal
 * that is not the writer's own feeling beside the facts; or feeling piled on feeling, three distinct emotive words
 * or two and an exclamation (weak: the classifier must agree).
 */
/**
 * A feeling pressed on the reader with a request to go along ("I've had the hardest year of my life … so please
 * don't tell me they're overpriced", "these rods meant the world to him, so please don't insult his memory",
 * "imagine getting the call … no parent should ever have to carry that", "think how hurt they'd be … let's all
 * trust the decision"): the feeling is the reason offered for the request.
 */
const PRESSED_FEELING =
  /\b(?:hardest (?:year|time|month|week) of (?:my|our) li(?:f|v)e|lie awake (?:worrying|at night)|(?:meant|means) the world to (?:him|her|me|us)|feel like a (?:complete |total )?failure|how (?:hurt|upset|devastated) (?:they|he|she|we)(?:'d| would) be|insult (?:his|her|my|their) memory|the family of (?:a|an) \w+ who (?:didn't|never) c(?:a|o)me home|imagine (?:getting|receiving|hearing|being told)|look (?:them|him|her) in the eye|how could you (?:just )?(?:walk away|leave|abandon|do (?:that|this))|(?:will|'ll|would|'d) be (?:absolutely |so )?(?:gutted|devastated|heartbroken|crushed)|think of your (?:elderly |old |poor )?(?:mum|mother|dad|father|gran|grandma|children|kids|family)|with a shred of (?:compassion|decency|humanity))\b/i;
const REQUEST =
  /\b(?:please|i'm begging you|i beg you|you have to|i ask (?:them|you)|will vote|doesn't deserve|i'm sure you'll|let's all|(?:then )?tell me|don't tell me|no (?:parent|one|mother|father|family) should (?:ever )?have to)\b/i;

function pressedFeeling(t: string): string | null {
  const m = PRESSED_FEELING.exec(t);
  if (!m || !REQUEST.test(t.slice(Math.max(0, m.index - 200), m.index + 250))) return null;
  return sentencesOf(t).find((s) => s.includes(m[0])) ?? m[0];
}

const PITIED =
  /\b(?:think|thinking) (?:of|about) (?:the|those|all the|our) (?:poor|innocent|helpless|little|lonely|frightened|starving) \w+/i;

export function emotionalAppeal(t: string): Shown | null {
  const threatOrPlea =
    firstMatch(FEAR, t) ??
    orElseHarm(t) ??
    firstMatch(PITY, t) ??
    firstMatch(GUILT, t) ??
    firstMatch(FLATTERY, t) ??
    pressedFeeling(t);
  if (threatOrPlea) return { span: threatOrPlea, strong: true };
  const appeal = firstMatch(EMOTION_APPEAL, t) ?? firstMatch(FELT, t);
  if (appeal && !ownFeelingWithFacts(t, sentencesOf(t).find((s) => s.includes(appeal)) ?? appeal))
    return { span: appeal, strong: false };
  const feelings = emotionWords(t);
  if (feelings.length >= 3 || (feelings.length >= 2 && t.includes("!")))
    return { span: feltSentence(t), strong: false };
  // "Think of the poor plants slowly dying of thirst": whatever is pitied, the sentence asks the reader to feel it.
  const pitied = PITIED.exec(t);
  return pitied ? { span: throughSentence(t, pitied.index), strong: false } : null;
}
