import type { FlawId } from "../../flaw-taxonomy.js";
import { CONTROLLED } from "./causal.js";
import { CALLED_FALSE } from "./denial.js";
import { dismissedForThePerson } from "./dismissal.js";
import { LEXICONS } from "./lexicons.js";
import { sampleAndGeneralisation } from "./sample.js";
import { contentWords, sentencesOf, throughSentence } from "./sentences.js";
import { OR_ELSE_HARM } from "./signatures.js";

/**
 * What a text must show before a flaw may be named (Walton, Damer, Copi): each type needs its own parts, and
 * the words that show them become the evidence reported with the flaw. A type with no evidence is never named,
 * whatever a classifier's word statistics say. Written from the textbook descriptions, not fitted to any data.
 */
export type Evidence = Partial<Record<FlawId, string>>;

// A correlation or a sequence in time.
const CORRELATION =
  /\b(?:correlat\w*|associated with|linked (?:to|with)|(?:ever since|(?:right |shortly |soon )?after)\b|the (?:more|less|higher|lower|bigger|larger|fewer)\b[^,.?!]{2,40},? the (?:more|less|higher|lower|better|worse|bigger|smaller|fewer)|every time|whenever|(?:rise|rises|fall|falls|go up|goes up|go down|increase|increases|grow|grows|move|moves) together|hand in hand|at the same rate|(?:more|less) likely to|(?:lower|higher|less|more|fewer|greater|reduced|increased) (?:\w+ )?(?:rates?|risk|mortality|incidence|common|often|chance)|tend to|rose|fell|went (?:up|down)|increased|decreased|followed|at the same time|coincid\w*)/i;
// A causal claim: the text says one thing brings about another.
const CAUSAL_CLAIM =
  /\b(?:caus\w*|leads? to|led to|results? in|resulted in|makes? (?:you|people|them|us|it|kids|children)|because of|due to|responsible for|(?:been|be|is|are|was|were) responsible|the reason (?:for|why)|prevents?|protects? (?:(?:you|people|us|them|kids|children|the \w+) )?(?:against|from)|that's why|which is why|must (?:be (?:because|due|caused|from|the (?:cause|reason|result))|have (?:caused|been (?:caused|due)|made|led|brought|given|come from))|(?:is|are) (?:good|bad) for)\b/i;
// An attack on a person: an insult or a claim about their character, motives or group, aimed at a person.
const PERSON =
  "(?:you|he|she|they|him|her|them|his|her|their|my opponent|the (?:senator|minister|mayor|candidate|author|speaker|president|professor|doctor|teacher|critic|opposition)|people like (?:you|him|her|them)|someone (?:like|who))";
const PERSONAL_ATTACK = new RegExp(
  String.raw`\b${PERSON}\b[^.?!;]{0,30}?\b(?:is|are|was|were|'s|'re|sounds?|seems?|acts?)\b[^.?!;]{0,25}?\b(?:an? )?(?:idiot\w*|liars?|stupid|dumb|moron\w*|fool\w*|crook\w*|hypocrit\w*|ignorant|corrupt|lazy|criminal\w*|incompetent|clueless|nuts|crazy|insane|loser\w*|uneducated|naive|bigot\w*|racist|sexist|biased|paid|bought|jealous|bitter|drunk|addict\w*|failure|coward\w*|nobody|dishonest|arrogant)\b` +
    String.raw`|\b(?:what (?:would|does|do) (?:a|an|he|she|they|you|someone like)\b[^.?!]{0,30}\bknow\b|coming from (?:a|an|someone|him|her|you)\b[^,.;!?]{0,60}|(?:people|someone|anyone) like (?:you|him|her|them)\b|you(?:'re| are) (?:just |only )?(?:a|an) \w+(?: \w+)? (?:so|and|who)\b|(?:he|she|they|you) (?:has|have|had) (?:never|no)\b[^.?!]{0,30}\b(?:so|therefore)\b|shut up|how dare you|idiots|morons)` +
    // Circumstance or character offered in place of a reason: "of course he would say that", "too young to know".
    String.raw`|\bof course (?:he|she|they|you|the \w+)(?: \w+)? (?:would|wants?|opposes?|supports?|says?|thinks?|believes?)\b` +
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
// An explicit appeal to feeling rather than to evidence.
const EMOTION_APPEAL =
  /\b(?:imagine|think (?:of|about) (?:the|those|all the|your) (?:poor |innocent |little )?(?:children|kids|victims|families|babies|animals|mothers)|how would you feel|have you no (?:heart|shame)|shame on|heartbreaking|heartless|cruel|for the sake of|do you want (?:your|our)|won't somebody|please,? (?:think|help)|tears?|terrif\w*|horrif\w*|disgust\w*|outrag\w*)\b/i;
// Fear as the reason: a dire consequence for the reader if they do not comply ("if you don't buy it, you could
// find yourself homeless", "you will go to hell").
const FEAR =
  /\bif (?:you|we) (?:don't|do not|won't|will not|elect|vote for|trust|let)\b[^.?!]{1,60}?,?\s+(?:then\s+)?(?:you|we|they|he|she|the \w+)(?:'ll| will| could| might| would)(?: \w+)? (?:lose|die|burn|go to hell|be (?:broke|homeless|killed|ruined|sorry|destroyed)|end up|find (?:yourself|ourselves)|suffer|starve|tumble|collapse)\b|\byou could find yourself\b|\bif (?:you|we) (?:\w+ ){0,2}?(?:don't|do not|won't|will not|refuse to|fail to|vote for|elect|buy|sign|trust|let)\b[^.?!]{1,80}?\b(?:you|we|they|our \w+|your \w+)(?:'ll| will| could| might| are going to)(?: \w+)?(?: be| get)? (?:fired|lose|die|killed|hurt|punished|invaded|attacked|made fun of|laughed at|left alone|ruined|homeless|jailed|arrested)\b|\b(?:we|they)(?:'ll| will) (?:fire|punish|hurt|sue|arrest|beat up) (?:you|them)\b[^.?!]{0,40}\bif\b|\bif\b[^.?!]{1,80}\b(?:we|they)(?:'ll| will) (?:fire|punish|hurt|sue|arrest|beat up) (?:you|them)\b|\byou (?:wouldn't|would not) want (?:to lose|to be (?:fired|left|alone|hurt)|your (?:family|children|kids) to)\b|\b(?:wouldn't|won't|doesn't|don't) (?:it|that|this) make you (?:sad|angry|cry|feel|afraid|scared)\b/i;
// Pity as the reason: a request backed by the asker's hardship ("give me an A; I had a tough week").
const PITY =
  /\b(?:you (?:should|have to|must|need to)|please|i (?:should|deserve to))\s+(?:\w+\s+)?(?:give|let|pass|marry|hire|promote|excuse|forgive|receive|get)\b[\s\S]{0,80}?\bi (?:have|had|am|was|spent|need|only have|lost|worked|missed)\b[^.?!]{0,40}\b(?:debt|rent|tough|hard|sick|poor|live|hours|behind|lost|cook|family|children|kids)\b|\bi had a (?:tough|hard|rough|terrible|difficult) (?:week|day|time|year)\b|\b(?:please|you (?:should|have to|must))\s+(?:\w+\s+){0,2}(?:give|let|pass|excuse|forgive|raise|change)\b[\s\S]{0,120}?\b(?:would|will) be (?:so )?(?:heartbroken|devastated|crushed|in tears)\b/i;
// Guilt as the reason: what someone has given up for the reader, held against a choice ("after everything your
// mother has sacrificed for you, how could you …").
const GUILT =
  /\bafter (?:all|everything) (?:(?:that )?(?:i|we|he|she|they|your \w+|this \w+))(?:'ve| have| has| had)? (?:done|sacrificed|given(?: up)?|did|gave(?: up)?|been through|suffered)(?: \w+)? for (?:you|us)\b[^.?!]*/i;
// The writer's own feeling offered as the point: "I cried when…", "it is so sad".
const FELT =
  /\bi (?:cried|was crying|feel so|felt so|love|hate|am (?:so )?(?:sad|scared|afraid|angry|disgusted))\b|\b(?:so|too|very|really) (?:sad|cruel|terrible|awful|horrible|scary|heartbreaking|cute|beautiful|wonderful)\b/i;
// A source offered as the reason, where the source is not shown to be an expert on the question.
const SOURCE_SAYS =
  /\b(?:my (?:father|mother|dad|mom|mum|parents?|grand\w+|uncle|aunt|teacher|friend|priest|boss|coach|pastor|neighbou?r)|(?:a|the|some|this) (?:famous|well-known|popular|celebrity|rich) \w+|(?:an? |the )?(?:actor|actress|singer|celebrity|athlete|footballer|influencer|youtuber|rapper|model|star|billionaire|ceo)|a (?:guy|man|woman|video|post|website|blog) (?:on|from) \w+|(?:the )?(?:bible|church|pope|president|king|queen|government|tv|internet|facebook|youtube))\b[^.?!]{0,25}\b(?:says?|said|told|tells|thinks?|believes?|claims?|recommends?|agrees?|supports?|uses?|endorses?|wrote|likes?|does not like|doesn't like)\b|\b(?:ask|listen to|trust) (?:the|a|an|my|our|your)?\s?(?:guys?|experts?|people|doctors?|teachers?|parents?|mother|father|mom|dad)\b|\bi (?:read|saw|heard) (?:it )?(?:in|on) (?:the |a )?(?:newspaper|paper|tv|internet|news|facebook|youtube|magazine)\b/i;
// A source's word turned into a verdict of truth: "she says ghosts are real, so they must be real", "the singer
// endorsed it, so it must work".
// The writer's own word ("true because I said it") is no source relied on: that circle is circular reasoning.
const SAID_SO_TRUE =
  /(?<!\b(?:i|we|everything i|what i) )\b(?:says?|said|told (?:me|us)|believes?|holds?|claims?|endorsed|endorses|recommended|recommends|tweeted|stated|insists?)\b[^.?!]{0,100}?(?:\b(?:so|therefore|thus)\b,?|,)\s*(?:\w+\s+){0,4}?(?:must (?:be (?:true|right|real|correct|so)|work)|(?:is|are) (?:true|real|correct))\b/i;
// A named person's word or habit offered for the claim: "Even Anna Berg is opposed to it", "Tom Reyes drinks
// green tea, so you should too". Case matters here: the name is what marks a person.
const NAMED_SOURCE =
  /(?:\b[A-Z][a-z]+(?: [A-Z][a-z]+)+|\b(?:[Ee]ven|[Bb]ecause|[Ss]ince|[Ll]ike) [A-Z][a-z]+)(?:, [^,.?!]{3,60},)? (?:says?|said|claims?|thinks?|believes?|agrees?|recommends?|endorses?|supports?|opposes?|is (?:opposed|against|in favou?r)|wears?|drinks?|eats?|uses?|holds that|stated|swears)\b/;
const LEANS_ON = /\b(?:so|therefore|thus|should|must|because|even|too)\b/i;

function namedSource(t: string): string | null {
  const m = NAMED_SOURCE.exec(t);
  return m && LEANS_ON.test(t.slice(Math.max(0, m.index - 40), m.index + m[0].length + 120)) ? m[0] : null;
}

/** A professional speaking on their own subject ("my doctor says my blood pressure is high") is no irrelevant source. */
const OWN_FIELD: [RegExp, RegExp][] = [
  [
    /\b(?:doctor|gp|nurse|dentist|physician)\b/,
    /\b(?:health\w*|blood|pressure|heart|disease|ill\w*|sick\w*|pain|medic\w*|diet|weight|symptoms?|treatment|teeth|vaccin\w*|infection|cholesterol|blood sugar|allerg\w*|vitamins?)\b/,
  ],
  [/\b(?:mechanic)\b/, /\b(?:car|engine|brakes?|tyres?|tires?|battery)\b/],
  [/\b(?:lawyer|solicitor|attorney)\b/, /\b(?:law|legal|contract|court|sue|rights?)\b/],
];
// What a source leaned on does: says, advises, vouches for something.
export const VOUCHES =
  /\b(?:says?|said|told|tells|recommends?|recommended|thinks?|believes?|claims?|swears?|according to|insists?|agrees?|advises?|advised|endorses?|supports?|uses?|wrote|knows?|prefers?|likes?|opposes?|argues?|stated|warned?)\b/;
// A source introduced by what they study or practise: "a cardiologist who has studied heart rhythms", "an expert on
// bridges", "a professor of botany".
const STUDIES =
  /\b(?:who (?:has |have |had )?(?:studied|studies|researched|researches|specialises in|specializes in|treats|treated|worked on|works on|built|builds|repairs?|designs?|designed)|experts? (?:in|on)|specialists? in|professors? of|researchers? (?:in|on))\b([^,.;!?]*)/;

/**
 * The source's own field, shown by the text: a profession's usual subject (OWN_FIELD), or what the text says the
 * source studies sharing a word with what they say ("who has studied heart rhythms … says this heart scan …").
 */
export function inOwnField(lower: string): boolean {
  if (OWN_FIELD.some(([who, field]) => who.test(lower) && field.test(lower))) return true;
  const studied = STUDIES.exec(lower);
  const vouch = studied ? VOUCHES.exec(lower.slice(studied.index + studied[0].length)) : null;
  if (!studied || !vouch) return false;
  const said = lower.slice(studied.index + studied[0].length + vouch.index).split(/[.!?;]/)[0];
  const field = contentWords(studied[1]);
  return contentWords(said).some((w) => field.includes(w));
}

// A source whose word the text disputes or dismisses ("coming from someone who …") is not being relied on (that is
// an attack, if anything).
export const DISPUTED =
  /\b(?:i disagree|can't believe|cannot believe|don't (?:listen|believe|trust)|do not (?:listen|believe|trust)|(?:he|she|they) (?:lies|lied)|liar|not sure|coming from (?:a|an|someone|him|her|you))\b/i;
const CONTRAST = /\b(?:but|however|yet|nevertheless|nonetheless|on the other hand)\b/;

/**
 * What a source said, answered at once ("a friend told me it crashed, but 3,000 copies have run without trouble"):
 * the text argues against the source, so it does not lean on it. A contrast in the rest of the source's sentence
 * or at the start of the next one.
 */
export function answered(lower: string, at: number): boolean {
  const end = lower.slice(at).search(/[.!?](?:\s|$)/);
  const rest = end < 0 ? lower.slice(at) : lower.slice(at, at + end + 1);
  const next =
    end < 0
      ? ""
      : lower
          .slice(at + end + 1)
          .trimStart()
          .split(/\s+/)
          .slice(0, 3)
          .join(" ");
  return CONTRAST.test(rest) || CONTRAST.test(next);
}

// The subject changed: a turn to another issue in place of an answer.
const TOPIC_SHIFT =
  /\b(?:what about|but what about|instead(?:,)? (?:we|they|you) should|(?:we|they|you) should (?:rather|instead)|more important(?:ly)?|the real (?:problem|issue|question)|(?:bigger|other|worse|real) (?:problems?|issues?)|focus on|by the way|anyway|let's not forget|besides)\b/i;

// A worse or other problem set against the one raised, in place of an answer to it ("why worry about X when…",
// "there are far more dangerous…", "people who don't even have…").
const WHATABOUT =
  /\bwhy (?:worry|care|bother|are you (?:so )?(?:worried|concerned)|should (?:we|i|you|anyone) (?:worry|care))\b[^.?!]{0,80}\b(?:when|while)\b|\bwhy (?:are you|is \w+) (?:so )?(?:worried|concerned) about\b[^.?!]{0,60}\?\s*look (?:at|how)\b|\b(?:begins?|began|starts?|started) (?:talking|to talk)(?: to (?:him|her|them|\w+))? about\b|\binstead of (?:responding|answering|addressing|replying)\b|\brather than (?:addressing|answering|responding to)\b|\bchang(?:es|ed|ing) the subject\b|(?:^|[.!?"]\s*)speaking of\b|\bthere are (?:far |much |many )?(?:more|worse|bigger) (?:dangerous|important|serious|pressing|urgent)?\s?(?:problems|issues|offen[cs]es|crimes|things)\b|\b(?:far|much) (?:more|worse) (?:important|serious|dangerous|pressing|urgent) (?:problems|issues|things)\b|\blet's look (?:instead )?at what\b|\b(?:people|children|families|those) (?:(?:in|of|on) (?:\w+ ){1,2})?who (?:don't|do not|can't|cannot) even (?:have|afford|eat)\b/i;

/** "Vote for Harris, or you may never feel safe again": the demand and the harm threatened, as one sentence. */
function orElseHarm(t: string): string | null {
  const m = OR_ELSE_HARM.exec(t);
  if (!m) return null;
  const start = Math.max(t.lastIndexOf(". ", m.index) + 2, t.lastIndexOf("? ", m.index) + 2, 0);
  return throughSentence(t, start, m.index);
}

function find(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m ? m[0].trim() : null;
}

// The writer's own feeling ("it breaks my heart that …", "I am sad that …") beside a sentence that reports what
// happened, counted ("two of them cut their feet last week"): the feeling comes with the facts, not in their place.
const OWN_FEELING =
  /^(?:it (?:breaks|broke) my heart|i(?:'m| am| was| feel| felt) (?:so |really )?(?:sad|sorry|upset|angry|heartbroken))\b/i;
const COUNTED_EVENT =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|dozens?|several)\b[^.?!]*\b(?:last (?:week|month|year|night)|yesterday|ago|this (?:week|month|year))\b/i;

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
export function emotionWords(text: string): string[] {
  const re = new RegExp(LEXICONS.emotion.source, "gi");
  // "kids" and "children" are one feeling named twice, not two: words for the young count once.
  const young = /^(?:child|children|kids?|bab(?:y|ies))$/;
  return [...new Set((text.match(re) ?? []).map((w) => (young.test(w.toLowerCase()) ? "children" : w.toLowerCase())))];
}

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
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
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
  /^(?:(?:and|but|yes|no|so|well|sorry),? )?(?:you|you're|your|he|he's|she|she's|they|they're|people (?:like|who)|those who|anyone who|someone who|the (?:author|speaker|critics?|opponents?|supporters?))\b/i;

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
    (s) => s.sentiment <= -0.3 && ABOUT_PERSON.test(s.text.trim()) && !find(CORRELATION, s.text),
  );
  return hit ? hit.text.trim() : null;
}

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
  const correlation = find(CORRELATION, t);
  // A causal claim the text calls false is rejected, not drawn.
  const cause =
    sentencesOf(t)
      .filter((s) => !CALLED_FALSE.test(s))
      .map((s) => find(CAUSAL_CLAIM, s))
      .find((c) => c !== null) ?? null;
  if (correlation && cause && correlation.toLowerCase() !== cause.toLowerCase() && !CONTROLLED.test(t)) {
    // The sentences that hold them, so a reader sees the finding and the claim, not two bare words ("fell … prevents").
    const holding = (words: string) => sentencesOf(t).find((s) => s.includes(words)) ?? words;
    const [finding, claim] = [holding(correlation), holding(cause)];
    set("false_cause", finding === claim ? finding : `${finding} … ${claim}`, true);
  }
  const named = find(PERSONAL_ATTACK, t) ?? dismissedForThePerson(t);
  const weakAttack = aimedInsult(t) ?? find(PERSON_REMARK, t) ?? negativeAboutPerson(sentences);
  if (named) set("ad_hominem", named, true);
  else if (weakAttack) set("ad_hominem", weakAttack, false);
  const threatOrPlea = find(FEAR, t) ?? orElseHarm(t) ?? find(PITY, t) ?? find(GUILT, t);
  const appeal = find(EMOTION_APPEAL, t) ?? find(FELT, t);
  const feelings = emotionWords(t);
  // An explicit appeal, or feeling piled on feeling: three distinct emotive words, or two and an exclamation.
  if (threatOrPlea) set("appeal_to_emotion", threatOrPlea, true);
  else if (appeal && !ownFeelingWithFacts(t, sentencesOf(t).find((s) => s.includes(appeal)) ?? appeal))
    set("appeal_to_emotion", appeal, false);
  else if (feelings.length >= 3 || (feelings.length >= 2 && t.includes("!")))
    set("appeal_to_emotion", feltSentence(t), false);
  const source = find(SOURCE_SAYS, t);
  const person = source ? null : namedSource(t);
  // Someone's word taken as proof ("… says so, so it must be true"): the appeal is explicit whoever the source is.
  const asProof = find(SAID_SO_TRUE, t);
  const cited = source ?? person ?? asProof;
  const lower = t.toLowerCase();
  if (
    cited &&
    !DISPUTED.test(t) &&
    !inOwnField(lower) &&
    !answered(lower, Math.max(0, lower.indexOf(cited.toLowerCase())))
  )
    set("irrelevant_authority", cited, !!person || !!asProof);
  const whatabout = find(WHATABOUT, t);
  const shift = find(TOPIC_SHIFT, t) ?? find(new RegExp(LEXICONS.offTopic.source, "i"), t);
  // The cue with the rest of its sentence: the matter turned to, not only the words that turn.
  const turn = (cue: string) => throughSentence(t, Math.max(0, t.indexOf(cue)));
  if (whatabout) set("red_herring", turn(whatabout), true);
  else if (shift) set("red_herring", turn(shift), false);
  return { spans: out, strong };
}
