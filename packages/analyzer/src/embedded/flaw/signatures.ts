import { CONTROLLED } from "./causal.js";
import { restatedVerdict } from "./restated.js";
import { RECORD, throughSentence } from "./sentences.js";

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
  if (/^after$/.test(m[1].trim()) && DELIBERATED.test(t.slice(m.index + m[1].length, m.index + m[1].length + 20)))
    return null;
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
  /\b(?:ever since|since (?:(?:the|my|our|we|i|he|she|they|it) )?(?:\w+ ){0,3}(?:moved|switched|started|began|got|arrived|opened|installed|changed|painted|joined|introduced|took|came|brought|hired)|(?:right |shortly |soon |just |the (?:day|week|month|year) )after|the (?:day|week|month|year|morning|night|season) (?:i|we|he|she|they|the|our|my|it)\b|in the same (?:year|month|week|years|months|season)|the same (?:year|month|week) (?:that|as)|every time|whenever|tends? to|and (?:immediately|then|soon) |by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|the end of the week)|(?:people|pupils|homes|areas|children|kids|students|those|countries|towns|households|drivers|patients|families|workers|neighbourhoods) (?:with|who|that|where) [^.?!]{3,60}\b(?:have|get|post|earn|live|are|score|produce|do|see|go)\b)/;
const ACTED_ON =
  /\b(?:must have|(?:clearly|obviously) (?:\w+ing|\w+s (?:you|people|them|it))|cures?|makes? (?:you|people|children|kids|them|us) \w+|keeps? [^.?!]{0,25}\bout of|jinx\w*|scar(?:ing|es) [^.?!]{0,20}\baway|driv(?:ing|es) [^.?!]{0,20}\bout|(?:should|must|needs? to|ought to) (?:\w+ )?(?:ban|buy|reverse|end|bring back|stock up|invite|hire|follow suit|try|burn|switch|stop|change|scrap|close|keep)|(?:bring|change) (?:it |them |the \w+ )?back|burn (?:those|these|the|them)|the difference is|speak for themselves|coincidence\?|(?:to|will) (?:raise|improve|boost|revive|save) (?:results|grades|the|our|lives)|should take [^.?!]{0,20}\boff|watch the)\b/;

function actedOnTogether(t: string): string | null {
  if (CONTROLLED.test(t)) return null;
  const sentences = t.split(/(?<=[.!?])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    const together = TOGETHER.exec(sentences[i]);
    if (!together) continue;
    // Quoted with the sentence that acts on it, when that is the next one: the pairing and the cause read together.
    if (ACTED_ON.test(sentences[i].slice(together.index + together[0].length))) return sentences[i];
    const next = sentences[i + 1];
    if (next && ACTED_ON.test(next)) return `${sentences[i]} … ${next}`;
  }
  return null;
}

/** Two options offered as the only ones: "either … or", "X or else Y", "if you don't X, you are Y" (false dilemma). */
const DILEMMA = new RegExp(
  [
    String.raw`\beither\s+[^.?!]{2,80}?\s+or\s+[^.?!]{2,80}`,
    String.raw`\b(?:there are|we have|you have) only two (?:options|choices|ways|possibilities|kinds|types|sorts)\b`,
    String.raw`\b(?:you(?:'re| are)|they(?:'re| are)|we(?:'re| are)) (?:either )?(?:with|for) (?:us|me|them|this \w+|the \w+|our \w+)\b[^.?!]{0,20}\bor\b`,
    String.raw`\bno (?:middle ground|third (?:option|way|choice)|in-between)\b`,
    String.raw`\b(?:the only (?:alternative|other option|option|choice|way|solution)\b[^.?!]{0,50}\bis)\b`,
    String.raw`\b(\w+) (?:it|them) or (?!\1)\w+ (?:it|them)\b`,
    String.raw`\bif (?:you|we|they|he|she)(?: (?:don't|do not|doesn't|does not|aren't|are not|won't|will not|can't|cannot|didn't|did not)|(?:'re|'s| are| is) not)\b[^.?!]{1,60}?,?\s+(?:then\s+)?(?:you|we|they|he|she|it)(?:'re| are| is|'s| must| will never| can't| cannot| have to| will have to|'ll have to| might as well)\b`,
    // "You're not coming with us? So you've basically given up on your health.": refusing one course read as taking the worst.
    String.raw`\b(?:you(?:'re| are)|you) (?:not|don't|do not|won't|aren't)\b[^.?!]{2,80}[?.]\s+so,? (?:then )?you(?:'ve|'re| have| are| must)? (?:basically|obviously|clearly|must|just|really)\b`,
    String.raw`(?:^|[.!?]\s+)[a-z]+ [^.?!]{2,60}?,? or (?:else |you(?:'ll| will)? |we(?:'ll| will)? |no one |nobody |get stuck |live |lose |watch |face |suffer |die |risk |be )`,
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
  /\beither (?:\w+ )?(?:even or (?:\w+ )?odd|odd or (?:\w+ )?even|true or (?:\w+ )?false|alive or (?:\w+ )?dead|on or (?:\w+ )?off|open or (?:\w+ )?(?:closed|shut)|pass or (?:\w+ )?fail|(\w+) or not(?: \1)?)\b/;

// "There are no other sailings today": the text shows the two options are all there are. A framing word ("no other
// way", "no other choice") only repeats the dilemma.
const SET_BY_RULE =
  /\b(?:under (?:current |the |our |its )?(?:law|rules?|contract|regulations?|constitution)|(?:competition|league|club|game|tournament|exam|school) rules|the rules (?:say|state|require)|by law|the law (?:says|requires|states))\b/;
const NO_OTHER = /\bno other (?!(?:way|option|choice|alternative|solution|possibilit|answer|path)\w*\b)\w+/;

export function falseDilemma(t: string): string | null {
  const m = DILEMMA.exec(t);
  if (!m || RECORD_GIVES.test(t.slice(0, m.index)) || NO_OTHER.test(t) || EXHAUSTIVE.test(m[0])) return null;
  // Two options a rule sets ("under current law … either renewed or it lapses", "the competition rules …") are the
  // only ones: the rule, not the speaker, closes off the rest.
  if (SET_BY_RULE.test(t)) return null;
  // "Patients were randomly assigned either the drug or a placebo": a trial's two arms, not a choice offered.
  if (CONTROLLED.test(t)) return null;
  // Both options, to the end of their sentence: "either you are with us or against us", not "… with us or".
  const options = throughSentence(t, m.index, m.index + m[0].length);
  // "If we don't cut X, we'll have to cut Y, and then Z will close": a chain of consequences, not two options.
  return OR_ELSE_HARM.test(options) || slipperySlope(options) ? null : options;
}

/** A chain of consequences from a first step: several predicted steps, each "will" the next (slippery slope). */
const SLOPE_PHRASE =
  /\bnext thing (?:you|we) know\b|\bif\b[^.?!]{3,80}(?:'ll|\bwill|\bwould)\b[^.?!]{3,80}\band then\b[^.?!]{2,60}(?:'ll|\bwill|\bwould)\b|\bif\b[^.?!]{3,80}(?:'ll|\bwill|\bwould)\b[^.?!]{0,60}\bnext\b|\bif (?:we|you|they|i)\b[^.?!]{3,80}(?:\bwill|'ll)(?: \w+)? (?:soon|eventually|inevitably|ultimately)\b|\bif\b[^.?!]{0,60}\btoday\b[^.?!]{0,60}\btomorrow\b|\b(?:yesterday|today)\b[\s\S]{0,80}\b(?:today|now)\b[\s\S]{0,80}\b(?:tomorrow|someday|one day|next)\b|\b(?:let|allow)\b[^.?!]{0,100}[.!?]?\s*next,? (?:he|she|they|you|we|it)(?:'s|'re|'ll| is| are| will)\b|\bbefore (?:you|we) know it\b|\bbefore long\b|\bwhere (?:will|does) it (?:end|stop)\b|\bslippery slope\b|\bonce (?:you|we|they) (?:start|begin|allow|let)\b[^.?!]{0,80}\b(?:never stop|no stopping|will\b)|\bonce (?:the \w+|you|we|they) (?:starts?|begins?|allows?|lets?|permits?)\b[^.?!]{0,80}\bwill\b[^.?!]{0,80}\band\b[^.?!]{0,40}\bwill (?:collapse|fail|end|die|disappear|be ruined|go bankrupt|fall apart|stop)\b|\b(?:will|would) (?:eventually |soon |inevitably |ultimately )?lead to\b[^.?!]{3,80}\b(?:which|and then|then)\b[^.?!]{0,40}\b(?:will|would)\b|\bif (?:we|you|they|i) (?:allow|let|accept|permit|start|begin|keep|give in|ban|legali[sz]e)\b[^.?!]{3,60}\b(?:soon|next|eventually|then|before long|one day)\b[^.?!]{0,60}(?:\b(?:will|would)\b|'ll\b)|\b(?:will|would) (?:eventually |soon |inevitably |ultimately )?lead to nothing but\b/;
const STEP = /\b(?:will|would|won't|wouldn't|is going to|are going to)\b|'ll\b/g;
// The first step is a choice someone makes ("if we allow …"); a condition on a fact or a general law ("if people
// practise daily, they will become experts") predicts one step, not a slide.
const FIRST_STEP =
  /\b(?:(?:if|once) (?:we|you|they|i|the (?:government|council|city|state|school|company|university))\b|allowing|letting)\b/;

/**
 * The slide read by its parts, whatever the wording: predicted consequences ("will", "would", "'ll", or a step that
 * "follows") linked into a chain by words of succession ("then", "next", "soon", "until", "in the end", "within a
 * year", "the first step toward"), running either through two links or through one link to an extreme end ("every",
 * "never", "nobody", "altogether", "collapse"). Words that report support for a step (a study, figures, "because")
 * make it a reasoned forecast instead.
 */
const LINK =
  /\b(?:(?<!\b(?:before|by|since|until|till|back|and only|only) )then|next(?! (?:week|month|year|day|time|morning|evening|summer|winter|spring|autumn|season|door)\b)|soon|eventually|finally|ultimately|inevitably|until|tomorrow|before long|in the end|by the end|(?:would|will|'ll) follow|follows?(?! that\b)|leads? (?:straight |directly )?to|lead (?:straight |directly )?to|the first step (?:toward|towards|to)|where it (?:starts|begins)|how it (?:starts|begins)|a short (?:road|step|path) to|end (?:up |with )|ends? up\b|within (?:a|an|one|two|three|a few|\d+) (?:days?|weeks?|months?|years?|decades?|seasons?|generations?)|by (?:christmas|friday|monday|the weekend|next (?:week|month|year)|forty|fifty|thirty))\b/g;
const PREDICTED =
  /\b(?:will|would|won't|wouldn't|is going to|are going to|follows?|(?:would|will) follow)\b|'ll\b|\bmeans\b/;
const EXTREME_END =
  /\b(?:all|every(?! (?:day|week|month|year|morning|evening|night|time)\b)|everyone|everything|entire|whole|never|nobody|no one|nothing|at all|altogether|forever|for good|collapse|disappear\w*|dissolve|gone|ghost town|halt|empty|ruin\w*|nowhere)\b/;
const SUPPORTED_STEP =
  /\b(?:because|since|data|figures|studies|study|survey|records?|evidence|trial|research|according to)\b/;

const A_STEP =
  /\b(?:if|once|the moment|as soon as|let|lets|letting|allow\w*|permit\w*|give|start\w*|begin\w*|approv\w*|accept\w*|toleratin?g?e?|skip|cut\w*|put|raise|rais\w+|one|a single|first step|today|it starts|excus\w*|legali[sz]\w*|requir\w*|capp?\w*|charg\w*|ban\w*|introduc\w*|opposed|opposing|warn\w*|predict\w*|refus\w*|resist\w*|argu\w*)\b/i;

function chainOfSteps(t: string): string | null {
  if (SUPPORTED_STEP.test(t)) return null;
  const sentences = t.split(/(?<=[.!?])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    const chain = sentences.slice(i, i + 3).join(" ");
    // A slide starts from a step someone takes or allows; a forecast of what will "ultimately" be true does not.
    if (!PREDICTED.test(chain) || !A_STEP.test(sentences[i])) continue;
    // "If A, then B" is one conditional, not a link in a chain.
    const links = chain.replace(/\bif\b([^.?!]*?),?\s+then\b/gi, "if$1,").match(LINK) ?? [];
    const first = links[0];
    if (!first) continue;
    // One link needs an extreme end in the words it leads to, up to the end of its sentence.
    const after = chain.slice(chain.indexOf(first)).split(/[.!?](?:\s|$)/)[0];
    if (links.length >= 2 || (links.length === 1 && EXTREME_END.test(after))) return sentences[i];
  }
  return null;
}

export function slipperySlope(t: string): string | null {
  const phrase = SLOPE_PHRASE.exec(t);
  if (phrase) return phrase[0];
  const chain = chainOfSteps(t);
  if (chain) return chain;
  // Three predicted steps or more within a few sentences of a first step, and a word that chains them.
  const sentences = t.split(/(?<=[.!?])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    if (!FIRST_STEP.test(sentences[i])) continue;
    const chain = sentences.slice(i, i + 3).join(" ");
    const steps = (chain.match(STEP) ?? []).length;
    if (
      steps >= 4 ||
      (steps >= 3 &&
        /\b(?:then|next|soon|eventually|until|this|that|which|end up|ends up|in the end|before long)\b/.test(chain))
    )
      return sentences[i].slice(0, 80);
  }
  return null;
}

/** The other side's view replaced by an extreme one: "so you're saying…", "they just want to ban everything". */
const STRAW = new RegExp(
  String.raw`\bso,? (?:what )?(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)|you) (?:just |basically |essentially |really |actually )?(?:saying|telling|suggesting|think|believe|want|mean)\b|\bmy opponent (?:wants|thinks|believes|says)\b|\b(?:you|he|she|they|who) (?:just |simply |basically |obviously |clearly |really |only )?(?:want|wants) (?:to |us to )?(?:ban|destroy|abolish|take away|get rid of|control|force|outlaw|punish) [^.?!]{0,30}\b(?:all|every|everything|everyone|our|us|any|whole|entire)\b|\bwhy (?:is|are|does|do) (?:he|she|they|you) (?:\w+ )?(?:forcing|want(?:ing)? to (?:ban|destroy|take|force))\b|\b(?:people|those|anyone) who (?:don't|do not|didn't|won't|oppose|disagree|thinks? otherwise)\b[^.?!]{0,60}\b(?:hates?|don't care|do not care|want to destroy)\b|\b(?:you|they) (?:must|obviously|clearly) (?:hate|don't care about|want to destroy)\b|\b(?:clearly|obviously|apparently),? (?:he|she|they|you) (?:doesn't|don't|does not|do not) care (?:about|for)\b|\bif you (?:don't|do not)\b[^.?!]{1,50}\byou (?:hate|don't care|do not care)\b|\bso you(?:'re| are) (?:just )?(?:against|for|in favou?r of)\b` +
    // "I can't believe you want the library shut for good", "so I guess you want everyone to lose their jobs".
    String.raw`|\b(?:can't|cannot) believe (?:that )?(?:he|she|they|you) (?:want|wants|hates?|(?:doesn't|don't) (?:care|believe in|support|want))\b|\b(?:so|oh|well),? i (?:guess|suppose|take it),? (?:that )?(?:you|he|she|they) (?:just )?(?:want|wants|hate|hates|think|thinks)\b` +
    // "Sara wants more vegetarian meals. So she thinks nobody should ever eat meat": the view made extreme.
    String.raw`|(?<=^|[.!?]\s+)so,? (?:apparently |basically |obviously |clearly )?(?:he|she|they|you) (?:really |actually |basically |apparently )?(?:thinks?|believes?|wants?|means?) (?:that )?[^.?!]{0,40}\b(?:nobody|no one|everyone|everybody|all|every|never|ever|nothing|everything)\b` +
    // "She said we should eat less meat. So I'm supposed to live on lettuce?": the proposal retold as its extreme.
    String.raw`|(?<=^|[.!?]\s+)so,? (?:apparently |basically |now )?(?:i'm|i am|we're|we are) (?:supposed|expected|meant) to\b` +
    // "Ana proposed bike lanes; her opponent replied that Ana wants to ban cars entirely": the reply makes it extreme.
    String.raw`|\b(?:proposed|suggested|asked for|called for)\b[^.?!]{0,80}\b(?:replied|responded|answered|retorted|claimed|said) that (?:\w+ ){1,2}(?:wants?|is trying|plans?) to (?:ban|abolish|destroy|outlaw|get rid of|force|take away)\b[^.?!]{0,40}\b(?:entirely|completely|all|every|everyone|altogether|for good)\b` +
    // "The member proposed bike lanes. Clearly he hates drivers": a motive pinned on the one who proposed.
    String.raw`|(?<=^|[.!?]\s+)(?:clearly|obviously|apparently|evidently),? (?:he|she|they) (?:just |really |simply )?(?:hates?|despises?|(?:wants?|is trying|are trying) to (?:force|ban|destroy|abolish|get rid of|take away|punish))\b` +
    // A motive or a view attributed to the other side in place of the one they stated.
    String.raw`|\b(?:can't|cannot|don't|do not) (?:understand|see|believe|imagine) (?:why|how|that) (?:he|she|they|you|[a-z]+) (?:\w+ )?(?:wants?|hates?|doesn't care|don't care|would rather)\b|\b(?:surprised|puzzling|a shame|shocking|sad|amazing)(?: to me)? that (?:he|she|they|you|[a-z]+) (?:\w+ )?(?:wants?|hates?|thinks?|doesn't|don't)\b|\byou(?:'re| are) (?:just |basically )?saying (?:that )?(?:we|i|you|they)\b|\bwhy (?:don't|doesn't) (?:you|he|she|they) care about\b|\bjust because (?:you|he|she|they) (?:want|wants|hate|hates)\b` +
    // "Tom wants more trees. In other words, he would rather have forests than jobs": the view retold as another.
    String.raw`|\b(?:in other words|what (?:he|she|they|you) (?:really|actually) (?:means?|wants?) is),? (?:(?:he|she|they|you)(?:'d| would| really| actually)? (?:rather|wants?|thinks?|believes?|hates?|(?:doesn't|don't) care)\b|that )`,
);

// "Either you are with us or against us … so you are against us": the side is one of two options the text offers,
// which is the false dilemma's shape, not a view pinned on the other side.
const SIDE_FROM_TWO = /\beither\b[^.?!]{0,60}\bor (?:you(?:'re| are) )?(?:against|for)\b/;

/**
 * The straw man read by its parts, whatever the wording: a view pinned on someone by an interpreting phrase
 * ("apparently she thinks", "in other words, they would like", "which tells you they", "I take it they'd", "Sure,
 * let's …"), with an extreme in what is pinned ("never", "every", "forever", "at all"), beside the position they
 * actually took (a proposal, a request, a remark) or a side named by its stance ("critics of", "those calling for").
 */
const PINNED =
  /\b(?:apparently|basically|essentially|in other words|what (?:he|she|they|you) (?:really )?(?:meant|means)|(?:which|that|this) (?:tells|shows) (?:you|us|me)|i take it|(?:seems?|seem) to (?:think|believe|want)|if (?:\w+ ){1,3}had (?:his|her|their) way|(?:his|her|their) view is that|(?:is|are) (?:essentially |basically |really )?saying|accusing|(?:sure|right|great|brilliant|fine|oh),? (?:let's|so|he|she|they|you)|so (?:he|she|they|you) (?:think|thinks|want|wants|mean|means|believe|believes)|(?:clearly|obviously|just),? (?:he|she|they|you))\b/;
// A plain "they want …" pins a view only on a side named by its stance, or after a modest position.
const PINNED_PLAIN = /\b(?:he|she|they|you) (?:want|wants|would like|think|thinks|believe|believes)\b/;
const STANCE_SIDE =
  /\b(?:critics|opponents|supporters|campaigners|those (?:calling|who|against)|people (?:against|who)|groups? who)\b/;
const MODEST =
  /\b(?:a bit|slightly|a little|some|one|a few|less|fewer|might|could|trim\w*|cut(?:ting)? (?:down|back)|more)\b/;
const PINNED_EXTREME =
  /\b(?:never|ever again|all (?:day|year|weekend|night)|every(?! (?:day|week|month|year|time)\b)\w*|entire|whole|forever|at all|nothing|no place|anyone who|evil|hates?|worthless|caves?|candles|out of business|top to bottom|altogether|entirely|completely|free)\b/;
const POSITION_TAKEN =
  /\b(?:says?|said|suggest(?:s|ed)?|ask(?:s|ed) (?:me |us |for |to |the |if )|propos(?:es|ed)|recommend(?:s|ed)|writes|wrote|reckons|argued|argues|call(?:s|ed|ing) for|object(?:s|ed)? to|advise|advised|wants? (?:one|a|an|some|more|less|fewer|the)|thinks? (?:we|you|i|they|the) (?:should|could|might))\b/;

function viewMadeExtreme(t: string): string | null {
  const sentences = t.split(/(?<=[.!?])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const pin = PINNED.exec(s) ?? PINNED_PLAIN.exec(s);
    if (!pin || !PINNED_EXTREME.test(s.slice(pin.index))) continue;
    // The position taken comes first: in an earlier sentence, or earlier in this one.
    const before = `${sentences.slice(0, i).join(" ")} ${s.slice(0, pin.index)}`;
    const taken = POSITION_TAKEN.exec(before);
    if (!taken && !STANCE_SIDE.test(before)) continue;
    const plain = !PINNED.test(s);
    if (plain && !STANCE_SIDE.test(s.slice(0, pin.index)) && !MODEST.test(before.slice(taken?.index ?? 0))) continue;
    return s;
  }
  return null;
}

export function strawMan(t: string): string | null {
  const m = STRAW.exec(t);
  if (!m) return viewMadeExtreme(t);
  if (/^so you/.test(m[0]) && SIDE_FROM_TWO.test(t)) return null;
  // The view as the text restates it, to the end of its sentence: "So you're saying we should …?", not the cue.
  return throughSentence(t, m.index, m.index + m[0].length);
}

/** Absence of proof offered as proof: "nobody has proven it false, so it is true" (appeal to ignorance). */
const IGNORANCE =
  /\b(?:(?:can't|cannot|couldn't|can not|could not|haven't|have not|hasn't|has not|never been able to|no one (?:has|can|could|ever)|nobody (?:has|can|could|ever)|not been|no one's|science can't|you can't)\s+(?:\w+\s+){0,4}?(?:prove[dn]?|disprove[dn]?|shown?|demonstrated?|found|find)\b[^.?!]{0,80}?(?:[,;.]\s*|\s)(?:so|therefore|thus|then|it must|they must|which means)\b|there(?:'s| is) no (?:evidence|proof) (?:that|of)\b[^.?!]{0,60}\b(?:so|therefore|must|then)\b|can you prove (?:that )?(?:i|it|they|he|she) (?:don't|doesn't|isn't|aren't|didn't|can't)\b|(?:until|unless) (?:you|they|someone|science) (?:can )?(?:prove|show)s?\b[^.?!]{0,60}\b(?:must|is|are)\b|\bbecause (?:no one|nobody|no scientist|science) (?:has|can|could|ever)\s+(?:\w+\s+){0,4}?(?:prove[dn]?|disprove[dn]?|shown?)\b|\b(?:we|you|they) (?:have|has) no (?:evidence|proof) (?:that|of)\b[^.?!]{0,60}[.!]?\s*(?:\w+\s+){0,3}must\b|\b(?:we|you|they) (?:don't|do not|can't|cannot) know (?:for sure |for certain )?(?:that|whether|if)\b[^.?!]{0,80}\b(?:so|therefore)\b)/;

// "No study has shown that the glue is harmful, so it is fine": the opposite concluded because nobody has shown it.
// A search that came up empty ("no test has found lead") reports tests that looked, and caution ("so doctors should
// not prescribe it") concludes nothing about what went unproved.
const UNSHOWN =
  /\bno (?:study|studies|research|scientists?|experts?|doctors?) (?:has|have) (?:ever |yet )?(?:shown|proven|proved|demonstrated|established)\b[^.?!]{0,80}?(?:[,;.]\s*|\s)(?:so|therefore|thus)\s*,?\s*(?:it|they|this|that|the \w+)(?:'s| is| are| must)\b/;

export function appealToIgnorance(t: string): string | null {
  return IGNORANCE.exec(t)?.[0] ?? UNSHOWN.exec(t)?.[0] ?? null;
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
