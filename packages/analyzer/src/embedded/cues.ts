/**
 * Discourse cues from the argument-mining and critical-thinking literature (textbook indicator
 * lists), written by hand; none is derived from evaluation texts.
 */

/** Phrases that introduce a conclusion. Multi-word phrases are matched on lower-cased token sequences. */
export const CONCLUSION_MARKERS = [
  "therefore",
  "thus",
  "hence",
  "consequently",
  "so",
  "accordingly",
  "which means",
  "which shows",
  "which is why",
  "which makes it",
  "which makes them",
  "it follows that",
  "as a result",
  "as a consequence",
  "in conclusion",
  "to conclude",
  "in sum",
  "in short",
  "all in all",
  "overall",
  "to sum up",
  "that is why",
  "this is why",
  "that's why",
  "this shows that",
  "this means that",
  "this proves that",
  "this suggests that",
  "this indicates that",
  "this demonstrates that",
  "this confirms",
  "for this reason",
  "for these reasons",
  "clearly",
  "ultimately",
];

/**
 * Markers that draw a conclusion from what was just said ("… Therefore B"), unlike those that sum up a whole text
 * ("Overall", "Ultimately", "In conclusion"), which may follow a concession as easily as a reason.
 */
export const INFERENTIAL: ReadonlySet<string> = new Set([
  "therefore",
  "thus",
  "hence",
  "consequently",
  "accordingly",
  "it follows that",
  "that is why",
  "this is why",
  "that's why",
  "for this reason",
  "for these reasons",
]);
const SUMMING_UP = [
  "in conclusion",
  "to conclude",
  "all in all",
  "overall",
  "to sum up",
  "in sum",
  "in short",
  "ultimately",
];

/** Conclusion markers strong enough to outweigh a modal or the position in the text: inferring or summing up. */
export const STRONG_CONCLUSION: ReadonlySet<string> = new Set([...INFERENTIAL, ...SUMMING_UP]);

/** Phrases that introduce a reason. "as" and "for" count only where they start a clause. */
export const PREMISE_MARKERS = [
  "because",
  "since",
  "given that",
  "as",
  "for",
  "due to the fact that",
  "owing to",
  "seeing that",
  "in view of",
  "the reason is",
  "this is because",
  "that is because",
  "this is shown by",
  "this is evident from",
  "after all",
  "considering that",
  "inasmuch as",
];

/** "It is widely believed that …", "People generally think …": received opinion, which the writer then weighs. */
const RECEIVED_OPINION = ["widely", "generally", "commonly", "often", "usually"].flatMap((how) => [
  ...["believed", "thought", "held", "assumed", "accepted", "claimed", "said"].map((v) => `it is ${how} ${v}`),
  ...["think", "believe", "assume"].map((v) => `people ${how} ${v}`),
]);

/** Turns that bring in the other side's view, which the author then answers. */
export const OPPONENT_MARKERS = [
  ...RECEIVED_OPINION,
  "many believe",
  "most people think",
  "most people believe",
  "conventional wisdom",
  "common wisdom",
  "admittedly",
  "of course",
  "granted",
  "it is true that",
  "it's true that",
  "true,",
  "sure,",
  "some say",
  "some people say",
  "some argue",
  "some people argue",
  "some may",
  "some might",
  "some would",
  "some people",
  "critics",
  "opponents",
  "on the other hand",
  "one could argue",
  "one might argue",
  "one may argue",
  "one could object",
  "one might object",
  "it is often said",
  "it could be argued",
  "it may be argued",
  "it might be argued",
  "proponents",
  "supporters of",
  "others say",
  "others argue",
  "others claim",
  "some claim",
  "some believe",
  "some think",
  "many people think",
  "many people believe",
  "you might think",
  "you may think",
  "one problem is",
  "one could say",
  "one might say",
  "people often say",
  "some object",
  "there are those who",
  "those who say",
  "those who argue",
  "those who believe",
  "many argue",
  "many say",
  "some have claimed",
  "some have argued",
  "some have said",
  "some have suggested",
  "it has been argued",
  "it has been said",
  "it has been claimed",
  "people claim",
  "people argue",
  "people say",
  "many people say",
  "many people claim",
  "many people argue",
  "a lot of people say",
  "a lot of people think",
];

/** Words that open a subordinate concession ("Although X, Y"). */
export const CONCESSION_OPENERS = [
  "although",
  "though",
  "even though",
  "while",
  "whilst",
  "whereas",
  "despite",
  "even if",
];

export const CONTRAST_MARKERS = [
  "but",
  "however",
  "yet",
  "nevertheless",
  "nonetheless",
  "still",
  "instead",
  "rather",
  "despite this",
  "despite that",
  "in spite of this",
  "in spite of that",
  "even so",
  "that said",
  "having said that",
];

/** Additive openers mark one more reason in a list, not the thesis. */
export const ADDITIVE_MARKERS = [
  "also",
  "furthermore",
  "moreover",
  "in addition",
  "additionally",
  "besides",
  "firstly",
  "secondly",
  "thirdly",
  "first of all",
  "another",
  "what is more",
  "plus",
  "finally",
  "lastly",
  "not only",
  "on top of that",
];

export const EXAMPLE_MARKERS = ["for example", "for instance", "such as", "e.g.", "to illustrate", "in particular"];
