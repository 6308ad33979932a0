import { sentencesAtStops } from "./sentences.js";

/**
 * Popularity offered as the reason (ad populum; Walton, Damer): a crowd doing or believing something, a count of
 * clicks, a place always full, or how long a practice has lasted, offered for the claim. Written from the textbook
 * definitions, not from any evaluation text. Input: lower-cased text with straight apostrophes. Every gap is
 * bounded ({0,n}) so long texts cannot backtrack.
 */

// Inference or recommendation: the crowd, the sequence or the analogy is offered as a reason for something.
const INFER =
  "(?:so|after all|why don't you|be sure to|time to|therefore|thus|hence|must|should|has to|have to|ought|proves?|means|then|too|as well|that's why|which is why|can't be wrong|cannot be wrong)";

/** Popularity as the reason: a crowd doing or believing something, offered for the claim (ad populum). */
const NUMBER = String.raw`(?:\d[\d,.]*|a|one|two|three|four|five|six|seven|eight|nine|ten|hundreds|thousands|millions|billions)`;
const CROWD = String.raw`(?:every ?(?:one|body)(?: else)?(?: (?:around|who|in) \w+(?: \w+)?)?|every other \w+(?: (?:in|at|on) (?:the|my|our|this|her|his|their) \w+)?|every (?:family|household|home|house|neighbou?r|parent|shop|student|school|business|office|kid|teenager)(?: (?:on|in|at) (?:our|my|the|this) \w+)?|all (?:of )?(?:my|his|her|your|our|their|the other|the popular|the) (?:\w+ )?(?:friends|classmates|neighbou?rs|colleagues|kids|peers|guys|girls|people|teenagers|students|parents)(?: (?:at|in|on) (?:the |my |our |this )?(?:\w+ )?\w+)?|(?:half|a third|two thirds|three quarters) (?:of )?year \d+|(?:half|a third|two thirds|three quarters) (?:of )?the (?:\w+ )?(?:moms|mums|dads|parents|kids|people|members|players|residents|neighbours|neighbors|riders|runners)\b|hardly anyone|almost nobody|(?:half|a third|two thirds|three quarters) (?:of )?(?:the|my|our|this) (?:\w+ )?(?:town|city|village|country|class|school|office|street|team|world|internet|neighbou?rhood)|(?:most|many|lots|plenty|so many|more and more|an increasing number|a growing number)(?: of)?(?: the| my| our| his| her)? (?:\w+ )?(?:people|\w+s)|the (?:vast )?majority(?: of \w+)?|(?:thousands|millions|billions|hundreds) of (?:\w+ )?\w+|(?:over |more than |nearly |almost )?${NUMBER} (?:thousand|million|billion) (?:\w+ )?\w+|\d+ ?(?:%|percent) of (?:\w+ ){0,2}\w+|the rest of (?:us|my \w+|the \w+)|other people|the crowds?|${NUMBER} (?:out of|in) (?:ten|a hundred|\d+) (?:\w+ )?\w+(?: (?:at|in|on) (?:my|our|the|this) \w+)?)`;
// What the crowd believes, buys or does: adoption and belief verbs, not any verb ("many people died" is no appeal).
const ADOPT = String.raw`(?:knows?|thinks?|thought|believes?|believed|agrees?|says?|uses?|used|buys?|bought|reads?|visits?|celebrates?|practi[sc]es?|(?:has|have) (?:already |now |also )?(?:bought|switched to|joined|signed up|chosen|installed|adopted|got)|loves?|likes?|liked|wants?|owns?|wears?|wore|joined|voted|supports?|supported|prefers?|chose|trusts?|trusted|drives?|eats?|drinks?|watch(?:es|ed)?|shops? at|shopped at|download(?:s|ed)?|install(?:s|ed)|(?:has|have) (?:already )?(?:downloaded|installed|tried|ordered)|follows?|followed|subscribe[sd]?|line[sd]? up|(?:is|are|was|were|'s|'re) (?!dying|suffering|killing|starving|losing|hurt)\w+ing|(?:does|do|did|has|have|had)(?= *(?:[.,!?;]|$|too|it|one|so|this|that))|(?:are|were) (?:\w+ists|fans|believers|supporters|followers|members|customers)\b|(?:can't|cannot) be wrong)`;
// At most one adverb between the crowd and its verb; "too many people believe" is a complaint, not an appeal.
const ADVERB = String.raw`(?:(?:also|all|really|already|now|still|just|even|else|here|there|clearly|happily)\s+)?`;
const CROWD_ACTS = new RegExp(String.raw`(?<!\btoo |\bnot )\b${CROWD}\s+${ADVERB}${ADOPT}\b`);
const BECAUSE_CROWD = new RegExp(
  String.raw`\b(?:because|since|as evidenced by)\s+(?:\w+\s+){0,2}?${CROWD}\s+${ADVERB}${ADOPT}\b|\blook at (?:all )?the crowds?\b`,
);
const POPULAR =
  /\b(?:(?:because|since|as) (?:it|he|she|they|this|that)(?:'s| is| are| was)? (?:so |very )?popular|popular(?:ity)?[;,]? (?:so|therefore|thus)|best[- ]?sell(?:er|ing)(?: list)?|(?:can't|cannot|couldn't) (?:all )?be wrong|the only one (?:who|left) (?:doesn't|does not|don't|hasn't|has not|isn't|without)|be left (?:out|behind)|(?:be|being) the odd ones? out|(?:latest|new) (?:craze|fad|trend)|everyone is doing it|jump on the bandwagon|(?:it's|it is) (?:common knowledge|what everyone))\b/;
// A verdict of worth or truth drawn from a crowd: "so it is the greatest", "so the food must be good".
const SO_WORTH = String.raw`,? (?:so|therefore|which means)(?: that)? (?:it|this|that|they|he|she|the \w+)(?:'s| is| are| must be| has to be) (?:clearly |obviously |surely |definitely )?(?:the )?(?:best|greatest|good|great|true|right|accurate|safe|brilliant|excellent|worth)\w*`;
// A crowd counted by its clicks, or a place always full, offered for that verdict: "the song has a billion views, so
// it is the greatest", "the café is always packed, so the cakes must be good" (a gain drawn from them, "so the
// channel will earn money", is no appeal).
const CLICKS = new RegExp(
  String.raw`\b(?:has|have|had|got|gets|with) (?:over |more than |nearly |almost )?${NUMBER}(?: (?:thousand|million|billion))? (?:views|likes|followers|downloads|subscribers|fans|streams|shares)\b[^.?!]{0,20}?${SO_WORTH}` +
    String.raw`|\b(?:is|are) (?:always|usually|often|never not|constantly) (?:full|packed|crowded|busy|sold out)\b[^.?!]{0,20}?${SO_WORTH}` +
    // "It has sold more units than any other model, so it's clearly the best": sales counted as votes.
    String.raw`|\b(?:sold|sells|outsold|outsells|outsold) (?:more|the most|millions|\d[\d,]*)\b[^.?!]{0,60}?${SO_WORTH}`,
);

const INFER_RE = new RegExp(String.raw`\b${INFER}\b`);

const TRADITION =
  /\b(?:for|over) (?:generations|centuries|hundreds of years|thousands of years)\b|\b(?:has|have) always been (?:done|eaten|used|celebrated|worn|played|made)\b|\b(?:it's|it is) (?:a |our )?tradition\b|\b(?:we|our (?:family|town|village|school|club|church|people|ancestors|parents|grandparents)|my (?:family|parents|grandparents)) (?:has|have) always (?:\w+ed|done|eaten|made|worn|kept|held|sung|gone|had|taken|given|spent|built|grown|sold|bought|read|met)\b/;

/** "Many pupils are gaining weight": what a crowd is doing may be what happens to it, not what it chose. */
const UNDERGOING = /(?:is|are|was|were|'s|'re) \w+ing$/;
// The reader or the writer asked to do likewise ("so should you", "why don't you", "be sure to buy", "I shouldn't have
// been fined"), or told to join: a crowd's doing offered as the reason for one's own.
const JOIN = /\b(?:too|as well|also|join|follow|copy|left out|left behind|you|i|me|be sure to|why not)\b/;
const WORTH =
  /\bmust (?:be|make)\b|\b(?:best|better|good|great|right|true|correct|worth\w*|safe|smart|wise|cool|fine|ok|okay|harmless|healthy|effective|works?)\b|\b(?:can't|cannot|isn't|not) (?:be )?(?:that |so )?(?:bad|harmful|dangerous|wrong)\b/;

/**
 * "Everyone is switching to oat milk, so you should switch too": a crowd's doing is offered as a reason to join it,
 * or to judge it good. "Many pupils are gaining weight, so the school should change its menu" draws neither: the
 * crowd is the problem, and the inference is about something else.
 */
function joinsTheCrowd(t: string, acts: RegExpExecArray): boolean {
  const end = acts.index + acts[0].length;
  const inference = inferenceAfter(t, acts.index, end);
  const stems = (s: string) =>
    (s.match(/[a-z]{4,}/g) ?? []).map((w) =>
      w
        .replace(/(?:ing|ed|es|s)$/, "")
        .replace(/e$/, "")
        .slice(0, 5),
    );
  const act = new Set(
    stems(`${acts[0]} ${t.slice(end, end + 40).split(/[.!?;,]/)[0]}`).filter(
      (w) => !/^(?:that|this|they|thei|with)/.test(w),
    ),
  );
  // "Everyone is doing it": the crowd's act is whatever the text recommends.
  if (/\bdoing (?:it|that|this|so)\b/.test(t.slice(acts.index, end + 12))) return true;
  return JOIN.test(inference) || WORTH.test(inference) || stems(inference).some((w) => act.has(w));
}

/** Where the sentence holding position `at` starts (after its last full stop). */
function sentenceStart(t: string, at: number): number {
  return Math.max(0, t.lastIndexOf(".", at) + 1);
}

/** What is drawn after position `from` in the sentence holding `at` (or the next): from its inference word on. */
function inferenceAfter(t: string, at: number, from: number): string {
  const drawn = near(t, at).slice(from - sentenceStart(t, at));
  return drawn.slice(Math.max(0, drawn.search(INFER_RE)));
}

/** The text from the start of the sentence holding position at, to the end of the sentence after it. */
function near(t: string, at: number, span = 240): string {
  const start = Math.max(0, t.lastIndexOf(".", at) + 1, t.lastIndexOf("!", at) + 1, t.lastIndexOf("?", at) + 1);
  return t.slice(start, at + span);
}

// A crowd right after "so" is what is concluded ("so most residents want …"): a claim about what people want, which
// a survey may support or not, is no appeal to what they want.
const CONCLUDED = /\b(?:so|therefore|thus|hence)\s+$/;

const VERDICT_BEFORE =
  /\b(?:is|are) (?:the )?(?:best|greatest|right|correct|true|good|great|worth it)\b[^.?!]{0,40}[.!]\s+$/;
// "This is how most schools do it, so it must work": the common practice offered as the proof.
const HOW_MOST =
  /\b(?:this|that) is (?:how|what) (?:most|all|many|everyone|everybody)\b[^.?!]{0,60}\b(?:so|therefore|must)\b/;

// "The president defends the rule by pointing out that the club has done it this way for sixty years".
const DEFENDED_BY_AGE =
  /\b(?:defends?|defended|justif(?:y|ies|ied)|explains?|explained)\b[^.?!]{0,80}\bby (?:pointing out|saying|noting|arguing|reminding \w+) that\b[^.?!]{0,60}\b(?:always|(?:done|run|had) (?:it|things) (?:this|that|the same) way|for (?:generations|decades|centuries))\b[^.?!]*/;

/**
 * The appeal read by its two parts, whatever the wording: a crowd counted (people, clicks, signatures, a queue, a
 * record) or a practice's age (generations, "since the eighties", "has always"), and a verdict of worth, truth or
 * permanence drawn from it ("so it must be the best", "proves it works", "no reason to change", "can't be
 * mistaken"), in the same sentence or the next and with no "but" between them: the count or the age is the reason.
 */
const COUNT_NOUN =
  "(?:views|likes|streams|users|members|signatures|households|homes|customers|drivers|voters|readers|fans|downloads|copies|subscribers|followers|buyers|people|shoppers|diners|players)";
const COUNTED = new RegExp(
  String.raw`\b(?:${CROWD}|more (?:[\w-]+ )?(?:reviews|ratings|votes|sales|downloads|customers|users) than any|(?:over |more than |nearly |almost )?${NUMBER}(?: (?:thousand|million|billion))? (?:\w+ )?${COUNT_NOUN}|the whole (?:\w+ )?(?:group chat|group|class|office|team|town|street|village|internet|world)|a queue (?:round|around) the block|(?:sells|sold) out|(?:broke|breaks|smashed) (?:the |a )?(?:[\w-]+ ){0,3}record|trending|gone viral)\b`,
);
const NUMBER_WORD =
  "(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred(?: and \\w+)?|hundreds of|several|many)";
const AGED = new RegExp(
  String.raw`\b(?:since (?:before (?:i|we|you|he|she) (?:was|were) born|the (?:\d0s|\d{4}s|\w+ties)|\d{4}|it was (?:founded|built|opened|started)|time immemorial|forever)|for ${NUMBER_WORD} (?:years|decades|centuries|generations)|for (?:generations|centuries|decades)|${NUMBER_WORD} generations|generations of|(?:has|have) always|(?:was|were) (?:normal|common|standard) (?:practice )?when|tradition)\b`,
);
// A superlative or a comparison of worth ("obviously the strongest build", "must be the most effective", "must be
// healthier") and "the right schedule" are verdicts too.
const POPULAR_VERDICT =
  /\b(?:(?:must|has to|have to|(?:'ve|ve|have)? got to) (?:(?:really|genuinely|truly|actually) )?(?:be (?:(?:perfectly|completely|totally|really|genuinely|absolutely) )?(?:the |a )?(?:best|right|good|great|true|safe|fine|healthy|worth|better|healthier|safer|bad|harmful|dangerous|unsafe|wrong|more \w+|most \w+)|work|do)|(?:shows?|proves?) (?:that )?(?:they're|it's|they are|it is) (?:(?:perfectly|completely|totally) )?(?:fine|safe|ok|okay|good|harmless|healthy)|(?:clearly|obviously),? (?:they're|it's|they are|it is) not worth|can'?t be (?:that )?(?:bad|wrong|dangerous|harmful|risky|unsafe)|(?:aren't|isn't) (?:really )?(?:needed|necessary|worth it)|(?:is|are|'s|its|must be) (?:(?:obviously|clearly|definitely|surely|simply) )?the (?:most (?!of\b)\w+|(?!latest|nearest|earliest|closest|cheapest|largest|oldest|biggest|smallest)\w{3,}est|right \w+)|proves?|settles? it|reason enough|no (?:reason|need) to (?:change|look|start|switch|install|worry|stop)|why (?:start|change|bother)|(?:can't|cannot|couldn't) (?:possibly )?be (?:that )?(?:bad|wrong|mistaken|ineffective|harmful|the wrong)|must do the same|(?:would|is) (?:just |simply )?wrong|out of step|no business|(?:is|are|'s) (?:(?:obviously|clearly|definitely|surely|simply) )?(?:the )?(?:best|right choice|fair|good|great|safe|healthy|adequate|fine|a masterpiece|perfect|acceptable|healthiest|greatest)|how it's done|misplaced|mad not to)\b/;
const OFFERED_AS_REASON = /\b(?:because|since|as|given that|citing|noting|pointing to|on the grounds that)\b/;
// Counts of what a trial or a test measured are evidence of the outcome, not votes for it.
const MEASURED = /\b(?:trials?|tested|experiments?|measured|results|side effects|randomi[sz]ed|placebo|data)\b/;
const NUMBERED = /\d|\b(?:hundred|thousand|million|billion)\b/;
const MEASURE_UNIT =
  /\b(?:years?|days?|weeks?|months?|centuries|decades|hours?|miles|kilometres|km|tons?|tonnes?|litres?|dollars|pounds|euros|acres|hectares)\b/;
const SPEAKERS_CIRCLE = /^ (?:(?:that )?(?:i|we) (?:know|asked|met|spoke to|talked to))\b/;
const NOT_A_CROWD =
  /^for |(?:\bthe|'s) most\b|\bevery other (?!(?:\w+(?:er|or|ist|ent|ant|ian)|person|kid|child|family|household|home|parent|mum|dad|school|club|team|shop|business|country|town|city|village|student|player|driver)s?\b)/;
const COUNTER = /\b(?:but|however|although|though|yet|whereas|even if)\b/;

function countedForVerdict(t: string): string | null {
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    const counted = COUNTED.exec(sentences[i]);
    // "3 billion years", "two million pounds": a count of time or money is no crowd.
    const reason =
      (counted && !(NUMBERED.test(counted[0]) && MEASURE_UNIT.test(counted[0])) ? counted : null) ??
      AGED.exec(sentences[i]);
    // "Everyone I know …" is the speaker's circle, a sample too small for its claim (hasty generalisation).
    if (!reason || SPEAKERS_CIRCLE.test(sentences[i].slice(reason.index + reason[0].length))) continue;
    // "The region's most accurate maps" is a superlative, "every other approach" no crowd of people.
    if (NOT_A_CROWD.test(`${sentences[i].slice(Math.max(0, reason.index - 4), reason.index)}${reason[0]}`)) continue;
    const pair = `${sentences[i]} ${sentences[i + 1] ?? ""}`;
    const verdict = POPULAR_VERDICT.exec(pair);
    if (!verdict || MEASURED.test(pair)) continue;
    // A verdict before the count is drawn from it only when the count is given as its reason ("fair, because the
    // stadium sells out"); "the best on the market, and he has played a doctor for ten years" is another remark.
    const between =
      verdict.index < reason.index ? pair.slice(verdict.index, reason.index) : pair.slice(reason.index, verdict.index);
    if (verdict.index < reason.index && !OFFERED_AS_REASON.test(between)) continue;
    if (!COUNTER.test(between)) return sentences[i];
  }
  return null;
}

// A representative sample of what people want, offered for what they want, is evidence; a popularity the text
// itself sets aside ("bestselling, but that's not why I recommend it") is no reason given.
const REPRESENTATIVE_POLL = /\b(?:randomly (?:selected|chosen|sampled)|representative (?:sample|survey|poll))\b/;
const SET_ASIDE =
  /\b(?:that's|that is|it's|it is) not (?:why|because|the reason)\b|\b(?:alone|on its own|by itself) (?:doesn't|does not|can't|won't) (?:prove|mean|show)\b|\bfor my own reasons\b|\b(?:not|aren't|isn't) (?:necessarily )?(?:because (?:it's|they're) )?(?:the best|better)\b|\bnot because (?:everyone|everybody|they|others|other people)\b/;

/** The text offers no popularity as a reason: a representative poll of what people want, or a popularity set aside. */
// A crowd offered for what it shows about demand ("sold out five Saturdays running … demand is outstripping one pitch")
// is evidence of demand, not of worth or truth; a trial's count of randomly allocated people is a sample.
const DEMAND =
  /\b(?:demand|in short supply|(?:come|comes|came|coming) in (?:looking|asking) for|most (?:requested|ordered)|(?:more|extra|bigger|double) (?:pitch|stock|space|capacity|seats|venue)|restock)\b/;
const TRIAL = /\brandom(?:ly)? (?:allocat|assign|select|chos)\w*|\brandom allocation\b|\brandomi[sz]ed\b/;

// A choice put to the vote of those it is for ("the novel most members voted for should be next month's pick"): the
// vote decides the choice, it is not offered as proof that something is true or safe.
const VOTED_CHOICE = (t: string) =>
  /\bvot(?:ed|es?) for\b/.test(t) &&
  /\b(?:should|pick|choose|play|next|makes sense|we'll|let's)\b/.test(t) &&
  !/\b(?:being|is|it's|are) (?:safe|true|right|real|harmless|healthy|effective|the best)\b/.test(t);

// Popularity offered for a claim about popularity ("10 million installs, so it's fair to call it the most popular").
const POPULARITY_CLAIMED =
  /\b(?:so|therefore|thus|which (?:makes|means)|fair to (?:call|say)|safe to (?:call|say))\b[^.?!]{0,50}\b(?:popular|most[- ](?:downloaded|watched|visited|played|used|read|ordered|streamed|booked)|best[- ]?sell\w*|in demand)\b/;

export const popularityNotOffered = (t: string) =>
  REPRESENTATIVE_POLL.test(t) ||
  SET_ASIDE.test(t) ||
  DEMAND.test(t) ||
  TRIAL.test(t) ||
  VOTED_CHOICE(t) ||
  POPULARITY_CLAIMED.test(t);

export function adPopulum(t: string): string | null {
  const aged = DEFENDED_BY_AGE.exec(t);
  if (aged) return aged[0];
  const because = BECAUSE_CROWD.exec(t) ?? POPULAR.exec(t) ?? CLICKS.exec(t);
  if (because) return because[0];
  const acts = CROWD_ACTS.exec(t);
  if (acts && CONCLUDED.test(t.slice(Math.max(0, acts.index - 12), acts.index))) return null;
  // The inference must be near the crowd (its sentence or the next), not anywhere in a long text; a verdict in the
  // sentence just before is what the crowd is offered for ("It is the best game. Everyone is playing it!").
  // "People have eaten turkey at Christmas for generations, so it must be the best meal": how long a practice has
  // lasted, offered for its worth or for keeping it (appeal to tradition, a kind of ad populum).
  const old = TRADITION.exec(t);
  const kept = old ? inferenceAfter(t, old.index, old.index) : "";
  if (old && INFER_RE.test(kept) && (WORTH.test(kept) || /\b(?:keep|continue|carry on|stick with)\b/.test(kept)))
    return t.slice(sentenceStart(t, old.index), old.index + old[0].length).trim();
  if (acts && VERDICT_BEFORE.test(t.slice(Math.max(0, acts.index - 80), acts.index))) return acts[0];
  if (acts && INFER_RE.test(near(t, acts.index)) && (!UNDERGOING.test(acts[0]) || joinsTheCrowd(t, acts)))
    return acts[0];
  return HOW_MOST.exec(t)?.[0] ?? countedForVerdict(t);
}
