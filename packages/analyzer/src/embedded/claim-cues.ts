/**
 * Cues for what kind of claim a sentence makes, written by hand from standard grammar and argumentation
 * textbooks; none is derived from evaluation texts.
 */
import { EPISTEMIC_SHOULD, HAS_TO_BE, MUST_HAVE_DONE } from "./modals.js";

/** A call to act put as a proposal: a suggestion, a "let's", or a verdict that the act makes sense. */
export const PROPOSES = [
  // "Suggest we encourage everyone to play", "I propose that we …": a call to act, its speaker left out or not.
  /^(?:i |we |i'd |i would )?(?:suggest|propose)(?: that)? (?:we|you|everyone|the club|the council)\b/,
  // "Let's sign the solar contract this week": a call to act together.
  /^(?:(?:so|then|ok|okay),? )?let(?:'s| us) (?!(?:see|say|not forget|be honest|face it|hope|just say)\b)\w+/,
  // "Makes sense for us to try Sundays", "It would make sense to book early": a call to act, put as a verdict.
  /^(?:(?:and|but|so),? )?(?:it |that |this )?(?:(?:'d|would|really|definitely|totally|just|probably) )?makes? (?:(?:more|most|good|total|perfect|a lot of) )?sense (?:to|for)\b/,
];

/** Deontic and necessity language: the usual grammar of a recommendation. */
export const NORMATIVE_PATTERNS = [
  // "shouldn't", "mustn't": the contracted negation keeps the modal ("shouldn" has no word boundary before "'t").
  /\b(?:should|must|ought to|shall)(?:n't|n’t)?\b/,
  /\b(?:need|needs|needed) to\b/,
  // "Don't bother buying the practice books": a call not to act; "Don't worry", "Don't get me wrong" reassure.
  /^(?:please )?(?:don't|do not) (?!(?:get me wrong|you|forget|worry|know|mind|panic|think|get|say)\b)\w+/,
  /\b(?:has|have|had) to be\b/,
  /\bit is (?:time|high time|necessary|essential|vital|crucial|important|imperative) (?:to|that|for)\b/,
  // A verdict on an act, extraposed: "it is perfectly fine to keep …", "it is wrong to take …".
  /\bit is (?:\w+ly )?(?:okay|ok|fine|acceptable|unacceptable|right|wrong|fair|unfair|wise|unwise|better|best) to\b/,
  /\bwe (?:need|must|have to|should)\b/,
  // "Our village needs a surgery", "The school needs more teachers": what a place or body lacks, a call to supply it.
  // "Villages need their own post offices": the same of every place of a kind.
  /^(?:(?:our|this|the) (?:[a-z]+ )?(?:town|city|village|school|country|community|neighbourhood|hospital|office|team|club|street|area|region) needs|(?:towns|cities|villages|schools|communities|neighbourhoods|hospitals|clubs|regions) need) (?:a|an|more|better|new|its own|their own|another)\b/,
  // Whether an act can be excused: "Lateness cannot be excused", "Such rudeness can be forgiven".
  /\b(?:can|cannot|can't|could|may) (?:not |never )?be (?:excused|forgiven|justified|blamed|allowed|permitted|tolerated|condoned)\b/,
  // Whether someone can be relied on: "We cannot trust him with our money", "She can't be trusted".
  /\b(?:we|you|voters|people|no one|nobody) (?:can|cannot|can't|could|should|shouldn't|must|mustn't)(?: not| never)? (?:ever )?trust\b|\b(?:cannot|can't|should not|shouldn't) be trusted\b/,
  // A verdict on someone's act: "The council was right to close the road", "Our club is wrong to charge a fee".
  /\b(?:is|are|was|were|would be|'d be) (?:\w+ly )?(?:right|wrong|wise|unwise|foolish|mistaken) to (?!be\b)/,
  /\b(?:is|are) (?:not )?(?:necessary|essential|required|justified|unjustified|acceptable|unacceptable)\b/,
  // Not inside a relative clause ("apps that allow for …", "rules which require …"): that describes a thing.
  // Nor the noun before its verb ("a night ban would push riders …"): that weighs the act, it does not call for it.
  /(?<!\b(?:that|which|who) )\b(?:ban|forbid|prohibit|legalize|legalise|allow|require|mandate|abolish)(?:s|ed)? (?!to\b|(?:would|will|could|might|can|may|is|are|was|were|has|have|had)\b)/,
  // A policy named as the subject proposes it: "Prohibiting phones at the wheel would make roads safer."
  /^(?:(?:and|but|so|thus|therefore|hence),? )?(?:banning|forbidding|prohibiting|legali[sz]ing|allowing|requiring|mandating|abolishing) /,
  // Any action named as the subject and weighed by what it would do: "Relocating half the herd would help …".
  /^(?:(?:and|but|so|thus|therefore|hence),? )?[a-z]+ing (?:[\w'-]+ ){0,8}?would (?:help|reduce|cut|improve|increase|decrease|prevent|save|solve|make|benefit|lower|raise|keep|bring|give|stop|protect|ease|spare|free|boost|encourage|create)\b/,
  // An act named as the subject and ranked first: "Protecting the hedges matters far more", "Listening counts most".
  /^(?:(?:and|but|so|thus|therefore|hence),? )?[a-z]+ing (?:[\w'-]+ ){0,10}?(?:matters|counts) (?:(?:far|much|even|by far) )?(?:more|most)\b/,
  /\bbetter off\b/,
  ...PROPOSES,
  // "Teachers deserve higher pay": what someone is owed, a claim about what ought to be done.
  /\b(?:deserves?|deserved) (?!to be (?:called|seen|known)\b)/,
];

/** First-person stance frames that announce the writer's position. */
export const STANCE_PATTERNS = [
  /\bi (?:strongly |firmly |really |do |truly |honestly |genuinely |personally |definitely )?(?:think|believe|feel|am convinced|am sure|agree|disagree|support|oppose|would argue|argue|maintain|hold|say|contend|conclude|guess|suppose|reckon|doubt|suspect)\b|\bi(?:'d| would) (?:say|argue|bet)\b/,
  // "I am against allowing dogs in restaurants", "We are all for the new bridge": a side taken, in so many words.
  /\b(?:i am|i'm|we are|we're) (?:\w+ly |all )?(?:against|in favou?r of|opposed to|for) (?!the (?:first|last|next|moment|time)\b)/,
  // "I wouldn't take his word on it", "I don't trust her figures", "Don't just take Kyle's word that …": the writer's
  // verdict on the other side's word.
  /\bi (?:wouldn't|would not|won't|will not|don't|do not|can't|cannot) (?:take|trust|believe|listen to)\b|^(?:don't|do not|never) (?:just |simply )?(?:take|trust|believe|listen to|rely on)\b/,
  /\bin my (?:opinion|view|mind|experience)\b/,
  /\bmy (?:opinion|view|position|answer) is\b/,
  /\bthe answer (?:\w+ ){0,3}(?:is|be)\b/,
  /\bit (?:is|seems) (?:\w+ )?(?:clear|obvious|evident|logical|reasonable) (?:to (?:think|say|assume|conclude) )?that\b|^it(?:'s| is) (?:pretty |quite |very |fairly |perfectly )?(?:clear|obvious|evident) (?!(?:that|from|to|whether|why|how|what|in|at|on)\b)\w/,
  /^(?:yes|no)\s*[,.!;:]/,
  /\bto me\b/,
  // "Blitz seems to be what's pushing their ratings up", "It's the coffee grounds that did it": an explanation the
  // writer draws from what they saw, hedged or set in a cleft.
  /\b(?:(?:is|are|was) (?:\w+ly )?what(?:'s| is) \w+ing\b|(?:clearly|obviously|definitely) (?:brings?|keeps?|helps?|works?|causes?|drives?|makes?)\b)|\b(?:seems?|appears?|looks like) (?:to be )?(?:what(?:'s| is) \w+ing|the (?:reason|cause|culprit|answer|key)\b)|^it(?:'s| is| was| must be| must have been) (?:the |my |our |that |those |all )?[\w' -]{1,40}? that (?:did it|did the trick|made the difference|caused|helped|fixed|\w+ed (?:it|them)\b)/,
  // "Mark my words", "I bet", "Trust me": the writer vouches for what they foretell or claim.
  /\bmark my words\b|\bi(?: would|'d)? bet\b|\bi guarantee\b|^trust me\b/,
  // "Definitely worth the money.", "It's worth every penny": a verdict on whether something repays its cost.
  /^(?:(?:it|that|this|they)(?: is|'s| are|'re| was) )?(?:\w+ly |so |well )?worth (?:the money|every penny|it|the price|the wait|the cost|the effort|the trip|the hype|a (?:try|look|visit|go))\b|^(?:(?:it|that|this)(?: is|'s| was| would be|'d be) )?(?:\w+ly )?(?:money well spent|a no-brainer|a bargain|value for money)\b/,
  // A hedge is epistemic stance too (Hyland): writers weigh the likelihood of what they conclude, not of their data.
  /\b(?:will|would) (?:probably|likely|most likely)\b|\bprobably (?:will|won't)\b/,
  // A forecast hedged with "should" ("the car should be fine for the drive") is the writer's stance as well.
  EPISTEMIC_SHOULD,
  // A hedged cause ("the fire was probably caused by …", "it was most likely down to …") is an explanation the
  // writer infers from the facts told, however past its tense.
  /\b(?:probably|likely|most likely|almost certainly) (?:caused|due to|the (?:result|work|fault) of|because|started by|triggered|down to)\b/,
  // An inferential "must" ("it must be the best one") draws a conclusion from what the writer knows.
  // "Must be the starter motor": the subject left out, as in a note.
  /\b(?:it|this|that|there|they|he|she) must (?:be|have)\b|^(?:(?:so|and),? )?must be\b|\bmust (?:\w+ly )?(?:cause|lead|result|come from|stem|explain|account)\b/,
  HAS_TO_BE,
  MUST_HAVE_DONE,
  // A verdict on whether to recommend something is the writer's position ("I would not recommend this brand").
  /\bi (?:would|wouldn't|would not|can|can't|cannot|could not|couldn't|highly|strongly)? ?(?:not )?recommend\b/,
];

/** "That tea works wonders", "It works": a verdict that something works is a verdict on it. */
export const WORKS =
  /^(?:that|this|these|those|it|the) (?:\w+ ){0,2}(?:really |clearly |obviously |definitely )?(?:works?(?: wonders)?|does wonders|did the trick|does the trick)\b/i;

/** Evaluative vocabulary: claims judge, premises report. */
export const EVALUATIVE_WORDS = new Set([
  "good",
  "amazing",
  "excellent",
  "brilliant",
  "awful",
  "dreadful",
  "bad",
  "better",
  "best",
  "worse",
  "worst",
  "beneficial",
  "harmful",
  "helpful",
  "useful",
  "useless",
  "wrong",
  "right",
  "important",
  "unimportant",
  "dangerous",
  "safe",
  "unsafe",
  "effective",
  "ineffective",
  "fair",
  "unfair",
  "wise",
  "unwise",
  "positive",
  "negative",
  "great",
  "terrible",
  "valuable",
  "worthwhile",
  "worthless",
  "ethical",
  "unethical",
  "moral",
  "immoral",
  "acceptable",
  "unacceptable",
  "reasonable",
  "sensible",
  "senseless",
  "unreasonable",
  "justified",
  "unjustified",
  "desirable",
  "undesirable",
  "superior",
  "inferior",
  "advantage",
  "disadvantage",
  "benefit",
  "damaging",
  "detrimental",
  "healthy",
  "unhealthy",
  "cruel",
  "irresponsible",
  "responsible",
  "smart",
  "foolish",
  "pointless",
  "rubbish",
  "nonsense",
  "absurd",
  "ridiculous",
  "excellent",
  "awful",
  "crucial",
  "essential",
  "necessary",
  "unnecessary",
  "idea",
  "answer",
  "solution",
  "problem",
  "mistake",
  "obsolete",
  "improve",
  "improves",
  "worsen",
  "benefits",
  "help",
  "helps",
  "harm",
  "harms",
  "hurt",
  "hurts",
]);

/** Quantifiers and frequency words the spec lists, plus their common kin. */
export const QUANTIFIERS = [
  "all",
  "every",
  "each",
  "everyone",
  "everybody",
  "everything",
  "always",
  "never",
  "none",
  "no one",
  "nobody",
  "nothing",
  "no",
  "some",
  "someone",
  "sometimes",
  "most",
  "many",
  "much",
  "few",
  "a few",
  "several",
  "only",
  "any",
  "anyone",
  "nobody",
  "majority",
  "minority",
  "often",
  "rarely",
  "seldom",
  "usually",
  "generally",
  "mostly",
  "almost all",
  "hardly any",
  "more",
  "less",
  "fewer",
];

/** Causal connectives: the vocabulary of a causal claim or a causal method. */
export const CAUSAL_PATTERNS = [
  /\b(?:cause[sd]?|causing|leads? to|led to|results? in|resulted in|because of|due to|makes?|made|produces?|triggers?|increases?|decreases?|reduces?|raises?|lowers?|contributes? to|responsible for|effect|affects?|impacts?|drives?|brings? about)\b/,
];

export const PREDICTION_PATTERNS = [
  /\b(?:will|going to|is likely to|are likely to|would|shall|soon|in the future|eventually|one day)\b/,
];

export const COMPARATIVE_PATTERNS = [
  /\b(?:better|worse|more|less|fewer|superior|inferior|rather than|than|compared (?:to|with)|outperforms?)\b/,
];

/** A thesis announced ("I will show that …", "Let me prove that …"): the writer names what the whole text argues. */
export const THESIS_ANNOUNCEMENT =
  /\b(?:i(?:'ll| will| shall| am going to| want to| intend to)|let me) (?:show|prove|argue|demonstrate)\b/;

/**
 * A thesis that refutes: the writer names a view, with its content or as received opinion, and rejects it ("The
 * common view that … is false", "It is a mistake to think that …", "Contrary to popular belief, …", "common wisdom
 * has mistaken …"). Everything else in such a text argues for that rejection, so it outweighs a "therefore" that
 * closes one step of the support. "This view is a fairy tale" only answers the objection just raised (a pointing word,
 * no content): the writer's answer to an objection is scored as such.
 */
const VIEW_NAMED = String.raw`(?:(?:view|belief|claim|idea|notion|assumption|theory|opinion|contention|suggestion|hypothesis)s? that (?:\w+ ){1,20}?|(?:common|conventional|popular|received|widespread|prevailing) (?:wisdom|belief|view|opinion)s? (?:\w+ ){0,3}?)`;
const REJECTED = String.raw`(?:is|are|was|were|has|have|has been|have been|seems|appears|proves)(?: (?:simply|clearly|plainly|quite|probably|likely|largely|also))? (?:false|mistaken|wrong|misguided|unfounded|untrue|incorrect|flawed|a myth|a mistake|an error|a fallacy)\b`;

export const REJECTS_VIEW = [
  new RegExp(String.raw`\b${VIEW_NAMED}${REJECTED}`),
  /\bit (?:is|would be) (?:a mistake|mistaken|wrong|an error|false) to (?:think|believe|assume|suppose|conclude|say|claim)\b/,
  /\bcontrary to (?:popular|common|conventional|widespread|received) (?:belief|opinion|wisdom|view)\b/,
];

/**
 * Someone else's claim reported ("The planning office concluded that …", "Critics argue that …"): a third
 * party (not "I", "we", "my …", nor an extraposed "it") and a verb of saying or concluding before "that", or before
 * the clause itself ("Mr. Patel says we should …").
 * Verbs of evidence ("shows", "found") are left out: a study's finding is a reason, not a position.
 */
export const REPORTED_CLAIM =
  /^(?:(?:and|but|so|yet),? )?(?!(?:it|one|this|that)\b)(?:(?!(?:i|we|my|our)\b)[\w'’.,-]+ ){1,8}?(?:argues?|argued|claims?|claimed|contends?|contended|maintains?|maintained|insists?|insisted|asserts?|asserted|concludes?|concluded|has concluded|have concluded|believes?|believed|says|say|said|suggests?|suggested|holds?|alleges?|alleged|predicts?|predicted|recommends?|recommended|proposes?|proposed)(?: \w+ly)?(?: that\b| (?=(?:we|you|they|he|she|there|the|our|their|his|her|people|everyone|nobody)\b))/;

/**
 * A conclusion drawn in the text, whoever draws it: "the office concluded that …", "it can be concluded that …",
 * "the conclusion drawn from this was that …", and "This decrease indicates that …" (what a reported fact shows).
 */
export const REPORTED_CONCLUSION =
  /\b(?:concludes?|concluded|has concluded|have concluded|infers?|inferred|(?:came|come|comes|coming) to the conclusion|drew the conclusion|can be concluded|it follows)(?: from [\w' -]{1,40}?)? that\b|\bthe conclusion (?:[\w' -]{1,60}?)(?:is|was) that\b|^(?:this|these|such) (?:[\w'-]+ ){1,3}(?:shows?|suggests?|indicates?|demonstrates?|proves?|confirms?|implies|means) that\b/;

/** Nouns that name a view someone holds: "The link is a myth.", "That claim is nonsense." */
export const VIEW_NOUNS =
  "claim|idea|theory|belief|argument|notion|story|link|connection|fear|rumou?r|worry|assumption|suggestion|view";

/** A view voiced by a group named only by its quantity: "Some neighbours say …", "Many parents fear …". */
export const GROUP_VIEW =
  /^(?:some|many|a few) [a-z]+s (?:say|argue|claim|think|believe|insist|complain|fear|worry|feel|suggest)\b/;
