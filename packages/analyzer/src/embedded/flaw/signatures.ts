import { CONTROLLED } from "./causal.js";
import { restatedVerdict } from "./restated.js";
import { RECORD, sentencesAtStops, throughSentence } from "./sentences.js";
import { slipperySlope } from "./slope.js";

/**
 * Constructions that show a flaw by their shape (Walton, Damer, Copi): each detector looks for the parts its
 * fallacy is defined by, in the word classes and constructions English uses for them, and returns the words that
 * show them. Written from the textbook definitions, not from any evaluation text. Input: lower-cased text with
 * straight apostrophes. Every gap is bounded ({0,n}) so long texts cannot backtrack.
 */

/**
 * A sequence or co-occurrence of two events, and a verdict that one caused the other (post hoc, cum hoc).
 * The sequence must come first: "after A, B … so A must have caused B".
 */
const SEQUENCE = String.raw`(?:\band (?:then|now|later|since then)\b|, then\b|\bever since\b|\bsince (?:then|i|we|he|she|they|the)\b|\b(?:right |shortly |soon |just )?after\b|\b(?:\w+|a few|several|two|three) (?:minutes|hours|days|weeks|months|years) later\b|\bthat (?:night|day|evening|morning|afternoon|week)\b|\bthe (?:next|following) (?:day|night|week|morning|month|year)\b|\bevery ?(?:time|sunrise|morning|day|year)\b|\bwhenever\b|\buntil\b|(?<!\b(?:if|when|whenever)\b[^.?!]{0,100})\bthen (?:i|we|he|she|they|it|my|our|the|his|her)\b|\bnow that\b|\bwhen (?:the|my|our)\b|\b(?:at|around) the same time\b|\band (?:then )?(?:i|we|he|she|they) (?:just )?(?:got|won|passed)\b|\b(?:increased|decreased|rose|fell|dropped|improved|declined|went (?:up|down)|began to \w+|started \w+ing)\b)`;
const CAUSAL_VERDICT = String.raw`(?:\bmust(?:'ve| have)\b|\bmust be (?:because|due|what|the|allergic|responsible|from|behind|(?:causing|triggering|making|giving|bringing|setting off)\b)|\btrigger(?:s|ed)\b|\bcaus(?:e|es|ed|ing)\b|\bthe (?:cause|reason)\b|\bto blame\b|\bblame[sd]?\b|\bbecause (?:of )?(?:i|we|he|she|they|the|my|our|his|her|their|it)\b|\b(?:made|makes?) (?:me|him|her|them|us|it|the|you|people)\b|\bbrought (?:about|on)?\b|\bthanks to\b|\b(?:de|in)creases?\b|\breduces?\b|\bimproves?\b|\bcures?d?\b|\bprevents?\b|\bleads? to\b|\binspires?\b|\bgave (?:me|him|her|them|us)\b|\bresponsible for\b|(?<!\b(?:to|at|from|for|after|before|off|of|out of) )\bworks?\b(?! (?:there|here|until|till|late|hard|overtime|nights?|shifts?|long|at|in|as|from|part-time|full-time)\b)|\blucky\b|\bbad luck\b|\bso (?:it is|it's) (?:the|because)\b|\bthat's why\b|\bwhich is why\b|\bproves? that\b)`;
const POST_HOC = new RegExp(String.raw`(${SEQUENCE})[\s\S]{0,160}?(${CAUSAL_VERDICT})`);
const DELIBERATED =
  /^\s*(?:reviewing|examining|checking|reading|studying|testing|considering|weighing|looking at|assessing|analysing|analyzing)\b/;
// "gave up after a few days": how long, not an event that came first.
const A_SPAN =
  /^\s*(?:a|an|one|two|three|four|five|six|a few|several|\d+)\s+(?:few\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?|goes|tries|attempts)\b/;
const CONCLUDES =
  /\b(?:so|therefore|thus|hence|must|concluded?s?|claimed|believes?|thinks?|figured|clearly|obviously)\b/;

/**
 * Credit given to what came first and acted on: "… has won every match since we got the new mascot. Keep the
 * mascot." The outcome since the change is the only evidence, and the advice to keep the thing names it the cause.
 */
const KEPT_FOR_CREDIT =
  /\b(?:ever )?since (?:we|i|they|he|she|you) (?:got|started|bought|began|hired|switched to|moved to|adopted|introduced|brought in) (?:(?:the|a|an|our|my|their|his|her|this|that|new) )*(\w+)[^.?!]{0,80}[.!?]\s+(?:so,? )?(?:(?:we|you) (?:should|must) |let's )?(?:keep|stick with|hold on to|never (?:change|lose|drop)|don't (?:change|lose|drop))\b[^.?!]{0,30}?\b\1\b(?=\s*(?:[.!?,;]|$)|\s+(?:too|for|as|around|on|forever|at all costs)\b)/;

export function keptForCredit(t: string): string | null {
  return KEPT_FOR_CREDIT.exec(t)?.[0] ?? null;
}

export function postHoc(t: string): string | null {
  // A change undone and redone with the effect following it ("swapped the old pads back and it stopped") is a test.
  if (CONTROLLED.test(t)) return null;
  return postHocShape(t) ?? actedOnTogether(t);
}

function postHocShape(t: string): string | null {
  const m = POST_HOC.exec(t);
  // "prices increased … if we increase them": the same change named twice is no cause found for it.
  if (!m || m[1].trim().slice(0, 5) === m[2].trim().slice(0, 5)) return null;
  // "After reviewing her scans, the cardiologist recommended …": a step of deliberation, not an event that preceded.
  const next = t.slice(m.index + m[1].length, m.index + m[1].length + 20);
  if (/^after$/.test(m[1].trim()) && (DELIBERATED.test(next) || A_SPAN.test(next))) return null;
  // The verdict must be drawn, not merely reported: an inference word or a "must" after the sequence.
  // "my lucky socks": calling the thing lucky is the verdict itself.
  const drawn = CONCLUDES.test(t.slice(m.index, m.index + 240)) || /^lucky$/.test(m[2]);
  if (!drawn) return null;
  // Quoted to the end of the verdict's sentence, so the evidence is no half phrase ("… wearing my lucky").
  return throughSentence(t, m.index, m.index + m[0].length);
}

/**
 * A sequence or a co-occurrence acted on as a cause, read by its parts: two things that came one after the other
 * ("the week I switched …", "ever since …", "on Monday … by Friday", "in the same year") or went together ("pupils
 * who bring a packed lunch get better grades", "homes with a piano tend to …"), and then, in that sentence or the
 * next, a cause named ("clearly scaring customers away", "cures", "makes you smarter", "jinxing it") or the first
 * thing changed to change the second ("ban canteen meals to raise results", "bring back the old layout", "stock
 * up"). A controlled comparison makes it evidence instead.
 */
const TOGETHER =
  /\b(?:since\b[^.?!]{3,60}\b(?:arrived|took over|was turned|were turned|opened|closed|left|joined|came in|was fitted|was installed)\b|(?:hasn't|haven't|has not|have not)\b[^.?!]{3,60}\bsince(?=[.!]|$)|(?:i've|we've|i have|we have|has|have) had\b[^.?!]{3,60}\bsince(?=[.!]|$)|, then (?:we|i|they|he|she)\b|ever since|since (?:(?:the|my|our|we|i|he|she|they|it) )?(?:\w+ ){0,3}(?:moved|switched|started|began|got|arrived|opened|installed|changed|painted|joined|introduced|took|came|brought|hired|replaced|fitted|adopted|launched|added|removed|banned|moving|switching|starting|changing|replacing|wearing|using|adding|introducing)|(?:right |shortly |soon |just |the (?:day|week|month|year) )after|the (?:day|week|month|year|morning|night|season) (?:i|we|he|she|they|the|our|my|it)\b|in the same (?:year|month|week|years|months|season)|the same (?:year|month|week) (?:that|as)|every time|whenever|tends? to|and (?:immediately|then|soon) |by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|the end of the week|january|february|march|april|may|june|july|august|september|october|november|december|the next \w+)|\w+ (?:days|weeks|months) later|\bin (?:january|february|march|april|may|june|july|august|september|october|november|december)\b[^.?!]{0,60}\b(?:in|by) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b|(?:every|each) (?:year|month|week|season) since|within (?:\w+ ){1,2}(?:days|weeks|months|years) of|the (?:term|year|month|week|season) after|(?:wore|wearing|drank|ate|took|used|fitted|installed|switched)\b[^.?!]{3,80}\band (?:got|won|passed|scored|beat|landed|by)\b|(?:switched|moved|changed|started|began|introduced|painted|installed|resprayed|fitted) [^.?!]{3,80}\band (?:\w+ ){0,3}(?:dropped|fell|rose|went (?:up|down)|doubled|halved|cleared up|disappeared|stopped|improved|vanished|soared|plummeted)|(?:people|pupils|homes|areas|children|kids|students|those|countries|towns|households|drivers|patients|families|workers|neighbourhoods|customers|users|members|clients|shoppers)(?: in (?:the |our )?\w+)? (?:with|who|that|where) [^.?!]{3,60}\b(?:have|get|post|earn|live|are|score|produce|do|see|go)\b)/;
const ACTED_ON =
  /\b(?:(?:clearly|obviously|plainly|surely) (?:\w+ ){0,2}?(?:cured|caused|made|drove|ruined|helped|worked|makes|causes|drives|gives)|part of (?:the reason|why)|(?:the|a) reason (?:for|why|she|he|they|it|we|i)|(?:was|were|is|are) behind|credit(?:ed|s)? (?:\w+ ){1,3}(?:for|with)|drove (?:\w+ ){0,3}(?:away|off|out)|put (?:people|them|us|customers|readers|audiences|visitors) off|(?:is|are) making (?:\w+ ){0,2}\w+|it was the \w+|this stuff \w+|(?:scrap|ban|remove|cut|stop|axe|bring back|get rid of) (?:the |those |these )?\w+ and (?:the |our )?\w+ (?:will|would)|(?:no point|why) mess(?:ing)? with what'?s working|not changing a thing|(?:is|are) (?:clearly |obviously )?(?:making|turning)|must have|(?:clearly|obviously) (?:\w+ing|\w+s (?:you|people|them|it))|cures?|makes? (?:you|people|children|kids|them|us) \w+|keeps? [^.?!]{0,25}\bout of|jinx\w*|scar(?:ing|es) [^.?!]{0,20}\baway|driv(?:ing|es) [^.?!]{0,20}\bout|(?:should|must|needs? to|ought to) (?:\w+ )?(?:ban|buy|reverse|end|bring back|stock up|invite|hire|follow suit|try|burn|switch|stop|change|scrap|close|keep|get|put)|(?:bring|change) (?:it |them |the \w+ )?back|burn (?:those|these|the|them)|the difference is|speak for themselves|coincidence(?=\?)|(?:not|isn't|wasn't|no|(?:don't|do not) (?:think|believe) (?:that's|it's|that is|it is|it was)) (?:a |just )?coincidence|(?:it's|it is|it was|she's|he's) (?:working|doing something)|must be \w+ing|did the trick|sorted|(?:would )?recommend (?:everyone|anyone|you)\b[^.?!]{0,40}\b(?:does|do|try|tries) the same|(?:was|is) (?:obviously |clearly )?the (?:cause|culprit)|(?:to|will) (?:raise|improve|boost|revive|save) (?:results|grades|the|our|lives)|should take [^.?!]{0,20}\boff|watch the)\b/;

/** Called by postHoc, which has already set aside a controlled test. */
function actedOnTogether(t: string): string | null {
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    const together = TOGETHER.exec(sentences[i]);
    if (!together) continue;
    // Quoted with the sentence that acts on it, when that is the next one: the pairing and the cause read together.
    if (ACTED_ON.test(sentences[i].slice(together.index + together[0].length))) return sentences[i];
    const next = sentences[i + 1];
    if (next && (ACTED_ON.test(next) || credited(sentences[i], next))) return `${sentences[i]} … ${next}`;
  }
  return null;
}

/**
 * The next sentence names a thing of the sequence as what did it: "… switched to the new software in January and
 * sales dropped. The software is obviously hurting us", "… by Friday my back pain had gone. The bracelet sorted
 * it", "Clearly flowers deter criminals". The thing opens the sentence (after a determiner or a certainty word),
 * and a verb of doing, or a verdict of cause, follows it.
 */
const DID_IT =
  /^(?:[\w']+ ){0,3}?(?:(?:is|are|was|were|has been|have been)(?: (?:obviously|clearly|definitely|really|surely|just))? (?:hurting|helping|killing|ruining|working|the (?:cause|reason|answer|difference)|to blame|behind|responsible|what's \w+ing)|(?:obviously |clearly |definitely |really |must have )?(?:sorted|fixed|cured|solved|did (?:it|the trick)|deters?|brought|caused|stopped|saved|tanked|ruined|killed|helped|makes|keeps|kept|works)\b)/;
const OPENER = /^(?:(?:so|and|clearly|obviously|surely|that|the|this|these|those|our|my|a bit of)\s+)*/;

const stemsOf = (s: string) => (s.match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5));

function credited(sequence: string, next: string): boolean {
  const things = new Set(stemsOf(sequence));
  return next.split(/[,;:—–]\s*/).some((clause) => creditedIn(sequence, things, clause.trim()));
}

function creditedIn(sequence: string, things: Set<string>, next: string): boolean {
  // "… then we painted the door red and had three offers. If you're selling, paint your door red!": the act
  // repeated as advice.
  const told = /^(?:just |so )?([a-z]{4,})\b/.exec(next)?.[1];
  if (told && new RegExp(String.raw`\b${told.slice(0, 5)}\w*ed\b`).test(sequence)) return true;
  const rest = next.replace(OPENER, "");
  const head = /^\p{L}[\p{L}\w-]*(?: \p{L}[\p{L}\w-]*)?/u.exec(rest)?.[0] ?? "";
  const named = stemsOf(head).some((w) => things.has(w));
  return named && DID_IT.test(rest.slice(head.split(" ")[0].length).trimStart());
}

/** Two options offered as the only ones: "either … or", "X or else Y", "if you don't X, you are Y" (false dilemma). */
const DILEMMA = new RegExp(
  [
    String.raw`\beither\s+[^.?!]{2,80}?\s+or\s+[^.?!]{2,80}`,
    String.raw`\b(?:there are|we have|you have|\w+ has) (?:only|exactly|just) two (?:options|choices|ways|possibilities|kinds|types|sorts)\b`,
    String.raw`\b(?:you(?:'re| are)|they(?:'re| are)|we(?:'re| are)) (?:either )?(?:with|for) (?:us|me|them|this \w+|the \w+|our \w+)\b[^.?!]{0,20}\bor\b`,
    String.raw`\bno (?:middle ground|third (?:option|way|choice)|in-between)\b`,
    String.raw`\b(?:the only (?:alternative|other option|option|choice|way|solution)\b[^.?!]{0,50}\bis)\b`,
    String.raw`\b(\w+) (?:it|them) or (?!\1)\w+ (?:it|them)\b`,
    String.raw`\bif (?:you|we|they|he|she)(?: (?:don't|do not|doesn't|does not|aren't|are not|won't|will not|can't|cannot|didn't|did not)|(?:'re|'s| are| is) not)\b[^.?!]{1,60}?,?\s+(?:then\s+)?(?:you|we|they|he|she|it)(?:'re| are| is|'s| must| will never| can't| cannot| have to| will have to|'ll have to| might as well|(?: clearly| obviously| basically| just)? (?:don't|do not|doesn't) care)\b`,
    // "Parents who choose not to support it are choosing not to support discipline": not for one, so against the other.
    String.raw`\b(?:anyone|people|parents|those|members|residents|staff|you) who (?:don't|do not|won't|will not|aren't|are not|choose not to|refuse to)\b[^.?!]{2,60}\b(?:are|is)(?:,? \w+,)? (?:choosing|saying|against|siding with|on the side of|(?:basically |just |simply )?(?:against|enemies of|opposed to))\b`,
    // "You're not coming with us? So you've basically given up on your health.": refusing one course read as taking the worst.
    String.raw`\b(?:you(?:'re| are)|you) (?:not|don't|do not|won't|aren't)\b[^.?!]{2,80}[?.]\s+so,? (?:then )?you(?:'ve|'re| have| are| must)? (?:basically|obviously|clearly|must|just|really)\b`,
    String.raw`(?:^|[.!?]\s+)[a-z]+ [^.?!]{2,60}?,? or (?:else |you(?:'ll| will)? |we(?:'ll| will)? |no one |nobody |get stuck |live |lose |watch |face |suffer |die |risk |be |keep |stay |remain |carry on |go on |admit |accept )`,
  ].join("|"),
);

// A record that gives the two options ("the email says the meeting is either on Tuesday or on Thursday") reports
// them as fact; the false dilemma is the arguer's own framing.
const RECORD_GIVES = new RegExp(String.raw`\b${RECORD} (?:says?|said|states?|shows?)(?: that)? [^.?!]{0,40}$`);

/**
 * "Vote for us, or you may never feel safe again": the second "option" is a harm threatened to the reader, which is
 * an appeal to fear, not a choice between two courses.
 */
export const OR_ELSE_HARM =
  /,? or (?:else,? )?(?:you|your \w+)(?:'ll| will| may| might| could| would)? (?:never|lose|regret|be sorry|pay for it|suffer|die|be (?:next|hurt|killed|ruined|left))\b[^.?!]*/;

// Two options that exhaust the matter between them: "either even or odd", "either guilty or not guilty".
const EXHAUSTIVE =
  /\beither (?:\w+ )?(?:even or (?:\w+ )?odd|odd or (?:\w+ )?even|true or (?:\w+ )?false|alive or (?:\w+ )?dead|on or (?:\w+ )?(?:off|cancell?ed|canceled)|open or (?:\w+ )?(?:closed|shut)|pass or (?:\w+ )?fail|(?:\w+ ){0,2}win\b[^.?!]{0,40}\bor (?:\w+ )?lose|turns \w+ or stays|(\w+) or not(?: \1)?)\b|\beither\b[^.?!]{2,80}\bor (?:(?:it|they|he|she|we|you) (?:doesn't|didn't|don't|isn't|wasn't|aren't|won't|hasn't|haven't|can't)|(?:it's|they're|he's|she's|we're|you're|i'm|(?:it|they|he|she|we|you) (?:is|are|was|were)) not)(?=\s*(?:[.,;!?]|$|and\b))/;

// "There are no other sailings today": the text shows the two options are all there are. A framing word ("no other
// way", "no other choice") only repeats the dilemma.
const SET_BY_RULE =
  /\b(?:(?:board|rules?|law|council|school|policy|scheme|insurer|bank|airline|court) (?:gives|offers|allows|leaves) (?:you |us |them )?(?:only )?two (?:choices|options|routes|ways)|under (?:current |the |our |its )?(?:law|rules?|contract|regulations?|constitution)|(?:competition|league|club|game|tournament|exam|school) rules|the rules (?:say|state|require)|by law|the law (?:says|requires|states)|(?:forbids|prohibits|bars|does not allow|doesn't allow|won't allow|will not allow)\b|only (?:accepts|allows|permits|takes))\b/;
// The text shows why only two courses remain: "the only other sailing today is 19:15", "the 16:40 is cancelled".
const FACT_LIMITS =
  /\b(?:is|are) due (?:on|by)\b|\b(?:automatic|late) (?:\w+ )?(?:penalty|fine|charge|fee)\b|\b(?:closes|shuts|ends) at \d|\b(?:the only other|the last) (?:sailing|train|bus|flight|ferry|coach|departure|slot|appointment|showing|one)\b|\b(?:is|are|was|were|has been|have been)(?: now)? (?:cancelled|canceled|sold out|fully booked)\b|\b(?:is|are) only (?:offered|available|open|run|held|taught)\b|\b(?:comes? with|there (?:are|is)|we have|has) (?:exactly|only|just) (?:one|two) (?!(?:options?|choices?|kinds?|ways?|types?|possibilit\w+|paths?|sorts?|alternatives?|sides?|groups?|routes?)\b)\w+|\b(?:won't|will not|doesn't|does not) (?:issue|give|grant|offer) (?:a|another|any)\b|\bno (?:electronic|online|digital|other|third|postal) (?:option|route|version)\b|\bsingle[- ]elimination\b|\bknock-?out\b/;
const OFFERED = /\b(?:propose|suggest|recommend|let's|let us)(?: that)?\s+(?:(?:we|you|they|i)\s+)?$/;
const NO_MIDDLE = /\bno (?:middle ground|third (?:option|way|choice)|in-between|other (?:option|choice))\b/;
const NO_OTHER = /\bno other (?!(?:way|option|choice|alternative|solution|possibilit|answer|path)\w*\b)\w+/;

export function falseDilemma(t: string): string | null {
  const m = DILEMMA.exec(t);
  if (!m || RECORD_GIVES.test(t.slice(0, m.index)) || NO_OTHER.test(t) || EXHAUSTIVE.test(m[0])) return null;
  // Two options a rule sets ("under current law … either renewed or it lapses", "the competition rules …") are the
  // only ones: the rule, not the speaker, closes off the rest.
  if (SET_BY_RULE.test(t) || FACT_LIMITS.test(t)) return null;
  // "I'd propose we either borrow laptops or run a second session", "you could either …": two courses offered to
  // choose from, not two said to be all there are.
  if (OFFERED.test(t.slice(Math.max(0, m.index - 40), m.index))) return null;
  // "Could we either keep the barrier open or light the lot?": two courses asked about, not asserted to be all.
  if (/(?:^|[.!?]\s+)(?:could|can|shall|should|would) (?:we|you|i|they) either\b[^.?!]*\?/.test(t)) return null;
  // "Patients were randomly assigned either the drug or a placebo": a trial's two arms, not a choice offered.
  if (CONTROLLED.test(t)) return null;
  // Both options, to the end of their sentence: "either you are with us or against us", not "… with us or".
  const options = throughSentence(t, m.index, m.index + m[0].length);
  // "If we don't cut X, we'll have to cut Y, and then Z will close": a chain of consequences, not two options.
  // "There's no middle ground" says outright that the two are all there are, whatever the options threaten.
  if (NO_MIDDLE.test(t)) return options;
  return OR_ELSE_HARM.test(options) || slipperySlope(options) ? null : options;
}

/** A question that presupposes what it should ask: "have you stopped cheating?" (loaded question). */
const LOADED =
  /\b(?:have|did|do|are|will) you (?:still|ever stop|finally stop|stop(?:ped)?|quit)\b[^.?!]{0,60}\?|\bwhen did you (?:stop|start|quit)\b[^.?!]{0,60}\?|\b(?:where|how|why|when) did you (?:hide|steal|get rid of|put|bury|stash|wipe|dump)\b[^.?!]{0,60}\?|\bwhat did you use to (?:hide|wipe|kill|steal|poison)\b[^.?!]{0,60}\?|\b(?:have|did|has) (?:you|he|she|they|[a-z]+) (?:ever |finally |already )?(?:gotten over|got over|give up|given up|accepted the fact|admitted|stopped)\b[^.?!]{0,60}\?|\bhow (?:many times|often)\b[^.?!]{0,20}\bdo you (?:beat|cheat|lie|steal|drink|hit)\b/;

export function loadedQuestion(t: string): string | null {
  return LOADED.exec(t)?.[0] ?? null;
}

/**
 * Two things compared, and a conclusion carried from one to the other on the strength of the comparison
 * (false analogy): "X is like Y … so X …", "X is no different from Y", "X, like Y, …; therefore …".
 */
const LIKENESS =
  /\b(?:(?:is|are|was|were)(?: just| exactly| really| basically)? (?:like|the same as|no different (?:from|than)|not (?:any )?different (?:from|than)|equivalent to|comparable to|similar to)|(?:^|, )like (?:a |an |the )?\w+(?: \w+)?,|just like|no different (?:from|than)|the same (?:way|thing) as|is akin to|compared? (?:it )?to)\b/;
const CARRY = /\b(?:so|therefore|thus|hence|then|equally|likewise|similarly|must)\b/;

// One act equated with another, the argument resting on the likeness: "Smoking is just like eating arsenic".
const ACTS_ALIKE =
  /\b\w+ing\b[^.?!,;]{0,60}\b(?:is|are) (?:just |exactly |really |basically )?(?:like|the same as|no different from) \w+ing\b/;

export function falseAnalogy(t: string): string | null {
  const acts = ACTS_ALIKE.exec(t);
  if (acts) return acts[0];
  const m = LIKENESS.exec(t);
  return m && CARRY.test(t.slice(m.index, m.index + 200)) ? m[0].replace(/^,\s*|,$/g, "") : null;
}

const CONTENT = /[a-z]{4,}/g;
const FUNCTION = new Set(
  "that this with they them then than there their what when which will would could should have been being from into also very just does must because since".split(
    " ",
  ),
);
const stem = (w: string) => w.slice(0, 5);
function stems(text: string): Set<string> {
  return new Set((text.match(CONTENT) ?? []).filter((w) => !FUNCTION.has(w)).map(stem));
}

/**
 * The reason restates the claim (circular reasoning): in "C because R", C and R are mostly the same content words
 * (compared by their first five letters, so "leader"/"leadership" match); or the text says so outright.
 */
// A source trusted on its own word: "my diary is honest, because I wrote in it that I never lie", "he is reliable
// since he says he always tells the truth".
const SELF_VOUCHED = String.raw`\b(?:honest|reliable|truthful|trustworthy|accurate|true|tells? the truth)\b[^.?!]{0,30}\b(?:because|since)\b[^.?!]{0,40}\b(?:says?|said|wrote|writes|tells?|told|claims?|promis(?:e|es|ed)|swears?|assures?)\b[^.?!]{0,40}\b(?:never (?:lies?|lied)|(?:is|am|are|was) (?:always )?(?:honest|reliable|truthful|trustworthy|accurate)|(?:always )?tells? the truth)\b`;
const EXPLICIT_CIRCLE = new RegExp(
  String.raw`\b(?:because|since) (?:it|that|this) is (?:true|right|the case|so)\b|\bis true because it is true\b|\bbecause (?:the bible|it|he|she|they|i) (?:says?|said) so\b|\b(?:told|tells) me (?:so )?(?:himself|herself|themselves)\b|\bthe proof (?:that|of)\b[^.?!]{0,80}\bis that\b|${SELF_VOUCHED}`,
);
const BECAUSE = /\b(?:because|since)\b/;

const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;

export function circularReasoning(t: string): string | null {
  const explicit = EXPLICIT_CIRCLE.exec(t);
  if (explicit) return explicit[0];
  // Each "C because R" in the text; a pair that supports each other ("A because B … B because A") is a circle.
  const supports: { claim: Set<string>; reason: Set<string>; text: string }[] = [];
  for (const clause of t.split(/(?<=[.!?;])\s+|,\s*and\s+/)) {
    const m = BECAUSE.exec(clause);
    if (!m || m.index === 0) continue;
    const claim = stems(clause.slice(0, m.index));
    const reason = stems(clause.slice(m.index + m[0].length));
    if (claim.size === 0 || reason.size === 0) continue;
    for (const other of supports) {
      const back = overlap(other.claim, reason) >= 1 && overlap(other.reason, claim) >= 1;
      if (
        back &&
        overlap(other.claim, reason) / other.claim.size >= 0.5 &&
        overlap(other.reason, claim) / claim.size >= 0.5
      )
        return `${other.text} … ${clause.trim()}`;
    }
    supports.push({ claim, reason, text: clause.trim() });
    if (supports.length > 40) break;
    if (claim.size < 2) continue;
    const shared = [...reason].filter((s) => claim.has(s)).length;
    // Both ways: a reason that only repeats some of the claim's words is normal ("fair because it applies to every
    // team"); one that says what the claim says, in the same words, is the claim again.
    if (shared >= 2 && shared / Math.max(claim.size, reason.size) >= 0.5) return clause.trim();
  }
  // The same verdict in other words ("wrong because it is unethical").
  return restatedVerdict(t);
}
