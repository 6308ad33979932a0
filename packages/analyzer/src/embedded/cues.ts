/**
 * Discourse cues from the argument-mining and critical-thinking literature (textbook indicator
 * lists), written by hand; none is derived from evaluation texts.
 */

/** Phrases that introduce a conclusion. Multi-word phrases are matched on lower-cased token sequences. */
export const CONCLUSION_MARKERS = [
  "therefore", "thus", "hence", "consequently", "so", "accordingly", "which means", "which shows",
  "it follows that", "as a result", "as a consequence", "in conclusion", "to conclude", "in sum", "in short",
  "all in all", "overall", "to sum up", "that is why", "this is why", "that's why", "this shows that",
  "this means that", "this proves that", "for this reason", "for these reasons", "clearly", "ultimately",
];

/** Phrases that introduce a reason. "as" and "for" count only where they start a clause. */
export const PREMISE_MARKERS = [
  "because", "since", "given that", "as", "for", "due to the fact that", "owing to", "seeing that",
  "in view of", "the reason is", "after all", "considering that", "inasmuch as",
];

/** Turns that bring in the other side's view, which the author then answers. */
export const OPPONENT_MARKERS = [
  "admittedly", "of course", "granted", "it is true that", "it's true that", "true,", "sure,", "some say",
  "some people say", "some argue", "some people argue", "some may", "some might", "some would", "some people",
  "critics", "opponents", "on the other hand", "one could argue", "one might argue", "one may argue",
  "one could object", "one might object", "it is often said", "it could be argued", "it may be argued",
  "it might be argued", "proponents", "supporters of", "others say", "others argue", "others claim",
  "some claim", "some believe", "some think", "many people think", "many people believe", "you might think",
  "you may think", "one problem is", "one could say", "one might say", "people often say", "some object",
  "there are those who", "those who say", "those who argue", "those who believe", "many argue", "many say",
];

/** Words that open a subordinate concession ("Although X, Y"). */
export const CONCESSION_OPENERS = ["although", "though", "even though", "while", "whilst", "whereas", "despite", "even if"];

export const CONTRAST_MARKERS = [
  "but", "however", "yet", "nevertheless", "nonetheless", "still", "instead", "rather", "despite this", "despite that",
  "in spite of this", "in spite of that", "even so", "that said", "having said that",
];

/** Additive openers mark one more reason in a list, not the thesis. */
export const ADDITIVE_MARKERS = [
  "also", "furthermore", "moreover", "in addition", "additionally", "besides", "firstly", "secondly", "thirdly",
  "first of all", "another", "what is more", "plus", "finally", "lastly", "not only", "on top of that",
];

export const EXAMPLE_MARKERS = ["for example", "for instance", "such as", "e.g.", "to illustrate", "in particular"];

/** "It must work", "that must be true": must as inference, not obligation. */
export const EPISTEMIC_MUST = /\b(?:it|this|that|there|they|he|she) must (?:be|have|work|mean|know)\b|\bmust (?:be (?:true|right|correct|wrong|the case|good|safe|real)|have been)\b/;

/** Deontic and necessity language: the usual grammar of a recommendation. */
export const NORMATIVE_PATTERNS = [
  /\b(?:should|must|ought to|shall)\b/,
  /\b(?:need|needs|needed) to\b/,
  /\b(?:has|have|had) to be\b/,
  /\bit is (?:time|high time|necessary|essential|vital|crucial|important|imperative) (?:to|that|for)\b/,
  /\bwe (?:need|must|have to|should)\b/,
  /\b(?:is|are) (?:not )?(?:necessary|essential|required|justified|unjustified|acceptable|unacceptable)\b/,
  /\b(?:ban|forbid|prohibit|legalize|legalise|allow|require|mandate|abolish)(?:s|ed)? (?!to\b)/,
  /\bbetter off\b/,
];

/** First-person stance frames that announce the writer's position. */
export const STANCE_PATTERNS = [
  /\bi (?:strongly |firmly |really |do |truly )?(?:think|believe|feel|am convinced|am sure|agree|disagree|support|oppose|would argue|argue|maintain|hold|say|contend|conclude)\b/,
  /\bin my (?:opinion|view|mind|experience)\b/,
  /\bmy (?:opinion|view|position|answer) is\b/,
  /\bthe answer (?:\w+ ){0,3}(?:is|be)\b/,
  /\bit is (?:clear|obvious|evident) that\b/,
  /^(?:yes|no)\s*[,.!;:]/,
  /\bto me\b/,
];

/** Evaluative vocabulary: claims judge, premises report. */
export const EVALUATIVE_WORDS = new Set([
  "good", "bad", "better", "best", "worse", "worst", "beneficial", "harmful", "helpful", "useful", "useless",
  "wrong", "right", "important", "unimportant", "dangerous", "safe", "unsafe", "effective", "ineffective",
  "fair", "unfair", "wise", "unwise", "positive", "negative", "great", "terrible", "valuable", "worthwhile",
  "worthless", "ethical", "unethical", "moral", "immoral", "acceptable", "unacceptable", "reasonable",
  "unreasonable", "justified", "unjustified", "desirable", "undesirable", "superior", "inferior", "advantage",
  "disadvantage", "benefit", "damaging", "detrimental", "healthy", "unhealthy", "cruel", "irresponsible",
  "responsible", "smart", "foolish", "pointless", "crucial", "essential", "necessary", "unnecessary", "idea",
  "answer", "solution", "problem", "mistake", "obsolete", "improve", "improves", "worsen", "benefits",
]);

/** Quantifiers and frequency words the spec lists, plus their common kin. */
export const QUANTIFIERS = [
  "all", "every", "each", "everyone", "everybody", "everything", "always", "never", "none", "no one", "nobody",
  "nothing", "no", "some", "someone", "sometimes", "most", "many", "much", "few", "a few", "several", "only",
  "any", "anyone", "nobody", "majority", "minority", "often", "rarely", "seldom", "usually", "generally",
  "mostly", "almost all", "hardly any", "more", "less", "fewer",
];

/** Universal quantifiers: the ones an improved version should soften. */
export const UNIVERSAL_HEDGES: Record<string, string> = {
  all: "most",
  every: "nearly every",
  everyone: "nearly everyone",
  everybody: "nearly everybody",
  everything: "nearly everything",
  always: "usually",
  never: "rarely",
  "no one": "hardly anyone",
  nobody: "hardly anybody",
  none: "hardly any",
  nothing: "hardly anything",
  definitely: "probably",
  certainly: "probably",
  undoubtedly: "very likely",
  obviously: "arguably",
  clearly: "arguably",
  "without a doubt": "very likely",
  surely: "likely",
  completely: "largely",
  totally: "largely",
  guaranteed: "likely",
};

/** Causal connectives: the vocabulary of a causal claim or a causal method. */
export const CAUSAL_PATTERNS = [
  /\b(?:cause[sd]?|causing|leads? to|led to|results? in|resulted in|because of|due to|makes?|made|produces?|triggers?|increases?|decreases?|reduces?|raises?|lowers?|contributes? to|responsible for|effect|affects?|impacts?|drives?|brings? about)\b/,
];

export const PREDICTION_PATTERNS = [
  /\b(?:will|going to|is likely to|are likely to|would|shall|soon|in the future|eventually|one day)\b/,
];

export const COMPARATIVE_PATTERNS = [/\b(?:better|worse|more|less|fewer|superior|inferior|rather than|than|compared (?:to|with)|outperforms?)\b/];
