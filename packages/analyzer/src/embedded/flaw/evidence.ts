import type { FlawId } from "../../flaw-taxonomy.js";
import { LEXICONS } from "./lexicons.js";

/**
 * What a text must show before a flaw may be named (Walton, Damer, Copi): each type needs its own parts, and
 * the words that show them become the evidence reported with the flaw. A type with no evidence is never named,
 * whatever a classifier's word statistics say. Written from the textbook descriptions, not fitted to any data.
 */
export type Evidence = Partial<Record<FlawId, string>>;

// A small sample: one person's experience, a named case or a handful of instances.
const SAMPLE =
  /\b(?:my (?:friend|neighbou?r|brother|sister|cousin|uncle|aunt|dad|mom|mum|father|mother|son|daughter|wife|husband|boss|colleague|grand\w+)s?|(?:a|one|two|three|a few|several) (?:\w+ )?(?:friends?|people|persons|guys?|men|women|kids|students|cases|times|examples?)(?: i know)?|some (?:\w+ )?(?:people|guys|men|women|kids|students) (?:i know|i met|(?:recently |once )?(?:\w+ed|did|were|was|had|got|stole|broke))\b|(?:the|my) first time|(?:two|three|four|five|a couple of) (?:\w+ )?\w+s (?:have|had|were|did|got|i)\b|i (?:watched|read about|drove|was at|went to|visited|helped|heard about|ate|bought|tested|asked)|remember (?:the )?[\w-]+\?|look at (?:the |these |those )?\w+|\w+ of mine|(?:a|one|two|three) (?:of my|friends? of mine)|people like [A-Z]\w+|(?:i|we) (?:tried|visited|went to|ate at|saw) (?:one|two|three|a couple)|i (?:know|knew|met|saw|once|have seen|'ve seen)|someone i know|in my (?:experience|town|school|family|class|office|country|city)|(?:i|we|he|she|they) once|once (?:i|we)\b|(?:only|just) once|happened to me|i (?:have|had|got|tried|used)|my|our (?:town|school|family|friends?|neighbou?rs?)|(?:these|those|this|that) (?:people|guys?|men|women|kids|ones?(?!\s?'\s?s\b)|cases?)|the (?:one|two|few) (?:i|we) (?:met|saw|tried|know))\b/i;
// One named person's case, opening the text: "Sarah loves to run…", "Kevin's grandparents…".
const ONE_PERSON =
  /^[A-Z][a-z]+(?:'s (?:\w+ )?\w+)? (?:loves?|likes?|hates?|got|bought|has an?|had an?|tried|met|saw|went|wears?|wore|eats?|ate|drinks?|drank|plays?|played|doesn't|didn't|don't|do not|does not|did not)\b/;
// A generalisation: a universal quantifier over a group, or a bare plural claim about everyone of a kind.
const GENERALISATION =
  /\b(?:all|every|each|always|never|everyone|everybody|nobody|no one|none|any|whole|entire|in general|generally|typically|all of them|they all|these people|people like (?:that|them|this)|there (?:are|is) no(?! (?:reason|need|point|doubt|way|chance|evidence|proof|question|sign|time)\b)|no \w+ \w+s|most|are all|all the same|only \w+ (?:people|men|women|persons)|no (?:\w+ )?(?:person|man|woman|child|one))\b/i;
/**
 * A sample and a generalisation drawn from it: the two in one sentence, or the generalisation in the sentence
 * before or the two after, so a long text with a personal remark in one paragraph and an "all" in another is not
 * read as generalising from the remark.
 */
const ANECDOTE = new RegExp(LEXICONS.anecdote.source, "i");

// A verb between a universal and the sample ("every year is three times") makes them two parts of a clause.
const FINITE = /\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|do|does|did)\b/i;

// A date alone ("last year") counts no cases: it says when, not how many ("once" does count: one case).
const ONLY_A_DATE = /^last (?:week|year|time)$/i;
// "any" after a doubt or a condition is no universal ("will hardly meet any delay" is about one delay, "if any"
// about some); after a plain negation it is one ("does not do any good" says it does none).
const NEGATED_ANY = /\b(?:unlikely|hardly|scarcely|if|whether|unless)\b[^.?!,;]{0,40}$/i;
const DEGREE = /^\s+(?:\w+\s+){0,2}(?:such|so|anything like|a (?:more|better|worse|bigger|finer))\b/i;

/** The first universal in a clause that quantifies over cases. */
function generalisationIn(clause: string): RegExpExecArray | null {
  const re = new RegExp(GENERALISATION.source, "gi");
  for (let m = re.exec(clause); m; m = re.exec(clause)) {
    const word = m[0].toLowerCase();
    const after = clause.slice(m.index + m[0].length);
    if (word === "any" && NEGATED_ANY.test(clause.slice(0, m.index))) continue;
    if (word === "never" && DEGREE.test(after)) continue;
    return m;
  }
  return null;
}

function sampleAndGeneralisation(t: string): string | null {
  const sentences = t.split(/(?<=[.!?;])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    const anecdote = find(ANECDOTE, sentences[i]);
    const sample =
      find(SAMPLE, sentences[i]) ??
      (anecdote && !ONLY_A_DATE.test(anecdote) ? anecdote : null) ??
      (i === 0 ? find(ONE_PERSON, sentences[i]) : null);
    if (!sample) continue;
    // A neighbouring sentence first: "Every swan I have seen is white. So all swans are white." quotes the claim.
    for (const j of [i + 1, i - 1, i + 2, i]) {
      const around = sentences[j];
      if (!around) continue;
      // The generalisation is looked for outside the sample's own words ("all of my friends" is not both); the
      // sample is blanked, not removed, so positions stay those of the sentence.
      const at = j === i ? around.indexOf(sample) : -1;
      const rest =
        j === i ? around.slice(0, at) + " ".repeat(sample.length) + around.slice(at + sample.length) : around;
      const m = generalisationIn(rest);
      const plural = m ? null : GENERIC_PLURAL.exec(rest);
      const general = m?.[0] ?? plural?.[1] ?? null;
      if (!general) continue;
      if (j !== i) return `${sample} … ${general}`;
      // In the sample's own sentence the generalisation is drawn after it ("I met two rude waiters, so all …"), or
      // quantifies the sample itself ("Everyone I know", "every swan I have seen"); a universal further before it
      // is a reported fact the sample only dates ("Every ticket was sold last week").
      const g = m ? m.index : (plural as RegExpExecArray).index + (plural as RegExpExecArray)[0].indexOf(general);
      // "My rack tilts each plate": "each" in the case's own clause counts what the case did, not a group.
      if (g > at && !(/^each$/i.test(general) && !/[,;]|\bso\b/i.test(around.slice(at, g))))
        return `${sample} … ${general}`;
      const between = around.slice(g + general.length, at);
      if (between.trim().split(/\s+/).filter(Boolean).length <= 2 && !FINITE.test(between))
        return around.slice(g, at + sample.length);
    }
  }
  return null;
}

// A correlation or a sequence in time.
const CORRELATION =
  /\b(?:correlat\w*|associated with|linked (?:to|with)|(?:ever since|(?:right |shortly |soon )?after)\b|the (?:more|less|higher|lower|bigger|larger|fewer)\b[^,.?!]{2,40},? the (?:more|less|higher|lower|better|worse|bigger|smaller|fewer)|every time|whenever|(?:rise|rises|fall|falls|go up|goes up|go down|increase|increases|grow|grows|move|moves) together|hand in hand|at the same rate|(?:more|less) likely to|(?:lower|higher|less|more|fewer|greater|reduced|increased) (?:\w+ )?(?:rates?|risk|mortality|incidence|common|often|chance)|tend to|rose|fell|went (?:up|down)|increased|decreased|followed|at the same time|coincid\w*)/i;
// A causal claim: the text says one thing brings about another.
const CAUSAL_CLAIM =
  /\b(?:caus\w*|leads? to|led to|results? in|resulted in|makes? (?:you|people|them|us|it|kids|children)|because of|due to|responsible for|(?:been|be|is|are|was|were) responsible|the reason (?:for|why)|prevents?|protects? (?:against|from)|that's why|which is why|must (?:be (?:because|due|caused|from|the (?:cause|reason|result))|have (?:caused|been (?:caused|due)|made|led|brought|given|come from))|(?:is|are) (?:good|bad) for)\b/i;
// An attack on a person: an insult or a claim about their character, motives or group, aimed at a person.
const PERSON =
  "(?:you|he|she|they|him|her|them|his|her|their|my opponent|the (?:senator|minister|mayor|candidate|author|speaker|president|professor|doctor|teacher|critic|opposition)|people like (?:you|him|her|them)|someone (?:like|who))";
const PERSONAL_ATTACK = new RegExp(
  String.raw`\b${PERSON}\b[^.?!]{0,30}?\b(?:is|are|was|were|'s|'re|sounds?|seems?|acts?)\b[^.?!]{0,25}?\b(?:an? )?(?:idiot\w*|liars?|stupid|dumb|moron\w*|fool\w*|crook\w*|hypocrit\w*|ignorant|corrupt|lazy|criminal\w*|incompetent|clueless|nuts|crazy|insane|loser\w*|uneducated|naive|bigot\w*|racist|sexist|biased|paid|bought|jealous|bitter|drunk|addict\w*|failure|coward\w*|nobody|dishonest|arrogant)\b` +
    String.raw`|\b(?:what (?:would|does|do) (?:a|an|he|she|they|you|someone like)\b[^.?!]{0,30}\bknow\b|coming from (?:a|an|someone|him|her|you)\b|(?:people|someone|anyone) like (?:you|him|her|them)\b|you(?:'re| are) (?:just |only )?(?:a|an) \w+(?: \w+)? (?:so|and|who)\b|(?:he|she|they|you) (?:has|have|had) (?:never|no)\b[^.?!]{0,30}\b(?:so|therefore)\b|shut up|how dare you|idiots|morons)` +
    // Circumstance or character offered in place of a reason: "of course he would say that", "too young to know".
    String.raw`|\bof course (?:he|she|they|you|the \w+)(?: \w+)? (?:would|wants?|opposes?|supports?|says?|thinks?|believes?)\b` +
    String.raw`|\b(?:you|he|she|they)(?:'re|'s| are| is| were| was)? (?:just |simply |far |way |clearly )?(?:too|so) (?:young|old|poor|rich|fat|ugly|stupid|dumb|inexperienced|immature|biased|ignorant) (?:to|and)\b` +
    String.raw`|\b(?:say|says|said|believe|believes|think|thinks|want|wants|support|supports|oppose|opposes)(?: that| this| so| it)? (?:just |only )?because (?:you|he|she|they)(?:'re| are| is|'s| was| were| have| has)\b` +
    String.raw`|\bhow can (?:you|we|anyone|i) (?:trust|believe|listen to|take)\b[^.?!]{0,20}\b(?:someone|anyone|a man|a woman|a person|a guy|him|her|them)\b` +
    String.raw`|\b(?:you|he|she|they) (?:don't|doesn't|didn't|never|can't|cannot) even\b` +
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
  /\bif (?:you|we) (?:don't|do not|won't|will not|elect|vote for|trust|let)\b[^.?!]{1,60}?,?\s+(?:then\s+)?(?:you|we|they|he|she|the \w+)(?:'ll| will| could| might| would)(?: \w+)? (?:lose|die|burn|go to hell|be (?:broke|homeless|killed|ruined|sorry|destroyed)|end up|find (?:yourself|ourselves)|suffer|starve|tumble|collapse)\b|\byou could find yourself\b|\b(?:wouldn't|won't|doesn't|don't) (?:it|that|this) make you (?:sad|angry|cry|feel|afraid|scared)\b/i;
// Pity as the reason: a request backed by the asker's hardship ("give me an A; I had a tough week").
const PITY =
  /\b(?:you (?:should|have to|must|need to)|please|i (?:should|deserve to))\s+(?:\w+\s+)?(?:give|let|pass|marry|hire|promote|excuse|forgive|receive|get)\b[\s\S]{0,80}?\bi (?:have|had|am|was|spent|need|only have|lost|worked|missed)\b[^.?!]{0,40}\b(?:debt|rent|tough|hard|sick|poor|live|hours|behind|lost|cook|family|children|kids)\b|\bi had a (?:tough|hard|rough|terrible|difficult) (?:week|day|time|year)\b/i;
// The writer's own feeling offered as the point: "I cried when…", "it is so sad".
const FELT =
  /\bi (?:cried|was crying|feel so|felt so|love|hate|am (?:so )?(?:sad|scared|afraid|angry|disgusted))\b|\b(?:so|too|very|really) (?:sad|cruel|terrible|awful|horrible|scary|heartbreaking|cute|beautiful|wonderful)\b/i;
// A source offered as the reason, where the source is not shown to be an expert on the question.
const SOURCE_SAYS =
  /\b(?:my (?:father|mother|dad|mom|mum|parents?|grand\w+|uncle|aunt|teacher|friend|priest|boss|coach|pastor|neighbou?r)|(?:a|the|some|this) (?:famous|well-known|popular|celebrity|rich) \w+|(?:an? |the )?(?:actor|actress|singer|celebrity|athlete|footballer|influencer|youtuber|rapper|model|star|billionaire|ceo)|a (?:guy|man|woman|video|post|website|blog) (?:on|from) \w+|(?:the )?(?:bible|church|pope|president|king|queen|government|tv|internet|facebook|youtube))\b[^.?!]{0,25}\b(?:says?|said|told|tells|thinks?|believes?|claims?|recommends?|agrees?|supports?|uses?|endorses?|wrote|likes?|does not like|doesn't like)\b|\b(?:ask|listen to|trust) (?:the|a|an|my|our|your)?\s?(?:guys?|experts?|people|doctors?|teachers?|parents?|mother|father|mom|dad)\b|\bi (?:read|saw|heard) (?:it )?(?:in|on) (?:the |a )?(?:newspaper|paper|tv|internet|news|facebook|youtube|magazine)\b/i;
// A named person's word or habit offered for the claim: "Even Anna Berg is opposed to it", "Tom Reyes drinks
// green tea, so you should too". Case matters here: the name is what marks a person.
const NAMED_SOURCE =
  /(?:\b[A-Z][a-z]+(?: [A-Z][a-z]+)+|\b(?:[Ee]ven|[Bb]ecause|[Ss]ince|[Ll]ike) [A-Z][a-z]+)(?:, [^,.?!]{3,60},)? (?:says?|said|claims?|thinks?|believes?|agrees?|recommends?|endorses?|supports?|opposes?|is (?:opposed|against|in favou?r)|wears?|drinks?|eats?|uses?|holds that|stated|swears)\b/;
const LEANS_ON = /\b(?:so|therefore|thus|should|must|because|even|too)\b/i;

function namedSource(t: string): string | null {
  const m = NAMED_SOURCE.exec(t);
  return m && LEANS_ON.test(t.slice(Math.max(0, m.index - 40), m.index + m[0].length + 120)) ? m[0] : null;
}

// A source whose word the text disputes or dismisses is not being relied on (that is an attack, if anything).
export const DISPUTED =
  /\b(?:i disagree|can't believe|cannot believe|don't (?:listen|believe|trust)|do not (?:listen|believe|trust)|(?:he|she|they) (?:lies|lied)|liar|not sure)\b/i;
// The subject changed: a turn to another issue in place of an answer.
const TOPIC_SHIFT =
  /\b(?:what about|but what about|instead(?:,)? (?:we|they|you) should|(?:we|they|you) should (?:rather|instead)|more important(?:ly)?|the real (?:problem|issue|question)|(?:bigger|other|worse|real) (?:problems?|issues?)|focus on|by the way|anyway|let's not forget|besides)\b/i;

// A worse or other problem set against the one raised, in place of an answer to it ("why worry about X when…",
// "there are far more dangerous…", "people who don't even have…").
const WHATABOUT =
  /\bwhy (?:worry|care|bother|are you (?:so )?(?:worried|concerned)|should (?:we|i|you|anyone) (?:worry|care))\b[^.?!]{0,80}\b(?:when|while)\b|\bthere are (?:far |much |many )?(?:more|worse|bigger) (?:dangerous|important|serious|pressing|urgent)?\s?(?:problems|issues|offen[cs]es|crimes|things)\b|\b(?:far|much) (?:more|worse) (?:important|serious|dangerous|pressing|urgent) (?:problems|issues|things)\b|\blet's look (?:instead )?at what\b|\b(?:people|children|families|those) (?:in this country )?who (?:don't|do not|can't|cannot) even (?:have|afford|eat)\b/i;

function find(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m ? m[0].trim() : null;
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

function aimedInsult(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const m = INSULT.exec(sentence.toLowerCase());
    if (m && (PERSON_REF.test(sentence) || NAMED.test(sentence))) return sentence.slice(m.index, m.index + m[0].length);
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
  const hit = sentences.find((s) => s.sentiment <= -0.3 && ABOUT_PERSON.test(s.text.trim()));
  return hit ? hit.text.trim() : null;
}

// A generic claim about a kind: a bare plural subject with a present-tense verdict ("Teenagers are reckless",
// "so Parisians are rude"). Beside a sample, it is the generalisation the sample cannot carry.
const GENERIC_PLURAL =
  /(?:^|[.!?,;]\s+|\bso\s+|\btherefore\s+|\bthat\s+)((?:[a-z]+ )?(?:[a-z]{3,}s|people|men|women|children) (?:really )?(?:are|always|never|can't|cannot|don't|do not|all|tend to|must|have no)\b)/i;
// Telling the reader to dismiss what a person says: with a remark about that person, the remark is the "reason".
const DISMISS =
  /\b(?:don't|do not|can't|cannot|shouldn't|should not|never|why (?:should|would) (?:we|you|i|anyone))\s+(?:\w+\s+)?(?:listen to|believe|trust|take [^.?!]{0,30}?\bfrom|take the word of)\b/i;
const REMARK = String.raw`\s+(?:\w+\s+)?(?:is|was|were|has|had|dropped|failed|got|never|once|lost|cheated|lied)\b`;
const ABOUT_THEM = new RegExp(String.raw`\b(?:he|she|they|who)(?:'s|'re|${REMARK})`, "i");
// The person whose words are dismissed, by name: "don't listen to Mark's plan", "never trust Dana".
const DISMISSED_NAME = /\b(?:listen to|believe|trust)\s+(?:anything\s+|what\s+)?([A-Z][a-z]+)\b/;

/**
 * The remark about the person whose words the text dismisses (by pronoun, or by the name it dismissed), quoted from
 * where it starts to the end of its sentence: the remark is the "reason" the attack offers, so it is the evidence,
 * not the instruction to stop listening ("He was divorced twice…", not "shouldn't listen to").
 */
function remarkAboutDismissed(text: string): string | null {
  const name = DISMISSED_NAME.exec(text)?.[1];
  // A name's "'s" is a possessive ("Karen's plan"), a pronoun's is "is" ("she's").
  const byName = name ? new RegExp(String.raw`\b${name}${REMARK}`).exec(text) : null;
  const byPronoun = ABOUT_THEM.exec(text);
  const m = byName && (!byPronoun || byName.index < byPronoun.index) ? byName : byPronoun;
  if (!m) return null;
  const end = text.slice(m.index).search(/[.!?](?:\s|$)/);
  return text.slice(m.index, end < 0 ? undefined : m.index + end + 1).trim();
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
  const cause = find(CAUSAL_CLAIM, t);
  if (correlation && cause && correlation.toLowerCase() !== cause.toLowerCase())
    set("false_cause", `${correlation} … ${cause}`, true);
  const dismissal = find(DISMISS, t);
  const named = find(PERSONAL_ATTACK, t) ?? (dismissal ? remarkAboutDismissed(t) : null);
  const weakAttack = aimedInsult(t) ?? find(PERSON_REMARK, t) ?? negativeAboutPerson(sentences);
  if (named) set("ad_hominem", named, true);
  else if (weakAttack) set("ad_hominem", weakAttack, false);
  const threatOrPlea = find(FEAR, t) ?? find(PITY, t);
  const appeal = find(EMOTION_APPEAL, t) ?? find(FELT, t);
  const feelings = emotionWords(t);
  // An explicit appeal, or feeling piled on feeling: three distinct emotive words, or two and an exclamation.
  if (threatOrPlea) set("appeal_to_emotion", threatOrPlea, true);
  else if (appeal) set("appeal_to_emotion", appeal, false);
  else if (feelings.length >= 3 || (feelings.length >= 2 && t.includes("!")))
    set("appeal_to_emotion", feelings.slice(0, 3).join(", "), false);
  const source = find(SOURCE_SAYS, t);
  const person = source ? null : namedSource(t);
  if ((source || person) && !DISPUTED.test(t)) set("irrelevant_authority", (source ?? person) as string, !!person);
  const whatabout = find(WHATABOUT, t);
  const shift = find(TOPIC_SHIFT, t) ?? find(new RegExp(LEXICONS.offTopic.source, "i"), t);
  if (whatabout) set("red_herring", whatabout, true);
  else if (shift) set("red_herring", shift, false);
  return { spans: out, strong };
}
