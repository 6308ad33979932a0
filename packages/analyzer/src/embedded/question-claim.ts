import { joinTokens, type Token } from "./nlp.js";
import { capitalise, nounPhrases } from "./phrases.js";
import type { Unit } from "./segment.js";

// "No.", "Not for me.", "Of course not.": an answer that says no, with nothing of its own to claim.
export const NEGATIVE_ANSWER =
  /^(?:no\b|not (?:for|to) (?:me|us)\b|not really\b|(?:absolutely|definitely|certainly|almost certainly|of course|probably|likely|most likely|surely) not\b)/i;
// "Not for me, since …": the answer's own limit, part of what is claimed.
const LIMITED_NO =
  /^not (for (?:me|us|you|them|him|her|most people|many people))(?=\s*[,.;!]|\s+(?:since|because|as)\b|$)/i;

/**
 * "I don't think they should.", "I think so.", "I doubt it.": the writer's stance on the question, with the
 * question's content left out, so the answer is the question's statement. "Don't think" and "doubt" each deny once
 * and a "not" after the modal denies again: "I don't think they should" says no, "I think not" says no.
 */
const ELIDED_STANCE =
  /^i (?:really |honestly |strongly )?(do not |don't |do n't )?(?:think|believe|suppose|reckon|expect|doubt)( it| so| not| (?:they|it|he|she|we|you|that|this|one) (?:should|can|will|would|could|must|is|are|was|were|do|does|did|has|have|need)(?:n't| not)?)?\s*[.!]?$/i;

/** The answer an elided stance gives to a yes/no question: "yes", "no", or null when the unit is no such answer. */
export function elidedAnswer(text: string): "yes" | "no" | null {
  const m = ELIDED_STANCE.exec(text.trim().replace(/[’‘]/g, "'"));
  if (!m) return null;
  const denials = [
    m[1],
    /\bdoubt\b/i.test(text) ? "doubt" : undefined,
    /(?:n't| not)$/.test(m[2] ?? "") ? "not" : undefined,
  ];
  return denials.filter(Boolean).length % 2 === 1 ? "no" : "yes";
}

/**
 * The claim a text makes by answering its opening yes/no question: the question's statement, negated when the
 * answer says no (or, with no explicit answer, when the reasons lean against it), with the answer's own limit.
 */
export function answeredClaim(question: Unit, answer: Unit | undefined, leansNo: () => boolean): string | null {
  const text = answer?.text ?? "";
  const elided = elidedAnswer(text);
  const saysNo =
    NEGATIVE_ANSWER.test(text) || elided === "no" || /^i disagree|\banswer (?:\w+ ){0,3}(?:is|be) no\b/i.test(text);
  const saysYes = elided === "yes" || /^(?:yes\b|i agree)|\banswer (?:\w+ ){0,3}(?:is|be) yes\b/i.test(text);
  const bare = answerQuestion(question.tokens, saysNo || (!saysYes && leansNo()));
  const limit = LIMITED_NO.exec(text);
  return bare && limit ? bare.replace(/[.!]?$/, ` ${limit[1].toLowerCase()}.`) : bare;
}

// The auxiliary a yes/no question opens with, and how the answering statement keeps it.
const AUX: Record<string, { keep: string; negated: string }> = {
  should: { keep: "should", negated: "should not" },
  can: { keep: "can", negated: "cannot" },
  will: { keep: "will", negated: "will not" },
  would: { keep: "would", negated: "would not" },
  could: { keep: "could", negated: "could not" },
  must: { keep: "must", negated: "need not" },
  is: { keep: "is", negated: "is not" },
  are: { keep: "are", negated: "are not" },
  was: { keep: "was", negated: "was not" },
  were: { keep: "were", negated: "were not" },
  has: { keep: "has", negated: "has not" },
  have: { keep: "have", negated: "have not" },
  do: { keep: "", negated: "do not" },
  does: { keep: "", negated: "does not" },
  did: { keep: "did", negated: "did not" },
};

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The statement a yes/no debate question asks about, answered yes or no: "Should X be banned?" →
 * "X should (not) be banned."; "Do night owls make better programmers?" → "Night owls make better programmers."
 */
export function answerQuestion(tokens: Token[], negative: boolean): string | null {
  const words = tokens.filter((t) => t.value !== "?");
  const aux = AUX[words[0]?.normal ?? ""];
  if (!aux || words.length < 3) return null;
  const subject = nounPhrases(words.slice(1))[0];
  if (words[1].pos !== "PRON" && (!subject || subject.tokens[0] !== words[1])) return null;
  let subjectTokens = words[1].pos === "PRON" || !subject ? [words[1]] : subject.tokens;
  // "Should cities ban cars…": the tagger can read the verb as a noun and chunk all three together. A plain
  // noun compound followed by no verb must have swallowed it, so the subject ends at its first noun.
  const nouns = subjectTokens.filter((t) => t.pos === "NOUN" || t.pos === "PROPN");
  const after = words[1 + subjectTokens.length];
  // After "is"/"are" the predicate may open with an adjective or "worth" ("Is a gym membership worth it?").
  const copula = /^(?:is|are|was|were)$/.test(words[0].normal);
  const opensPredicate = ["VERB", "AUX", "ADV", "PART", ...(copula ? ["ADJ", "ADP"] : [])];
  const verbFollows = after !== undefined && opensPredicate.includes(after.pos);
  const compound = !subjectTokens.some((t) => t.normal === "and" || t.normal === "of");
  if (!verbFollows && compound && nouns.length >= 2) {
    subjectTokens = subjectTokens.slice(0, subjectTokens.indexOf(nouns[0]) + 1);
  }
  // "Is the market on the square worth keeping?": a phrase after the subject's noun, then "worth" or an adjective,
  // belongs to the subject; the predicate opens at that word, not at "on".
  if (copula && after?.pos === "ADP") {
    const start = 1 + subjectTokens.length;
    const head = words.findIndex((t, k) => k > start && (t.normal === "worth" || t.pos === "ADJ"));
    const between = head > 0 ? words.slice(start, head) : [];
    if (head > 0 && between.every((t) => !/^(?:VERB|AUX)$/.test(t.pos))) subjectTokens = words.slice(1, head);
  }
  // "Is a dishwasher worth buying …?": the chunker can take "worth" and its gerund into the subject; after "is" it
  // opens the predicate.
  const worth = subjectTokens.findIndex((t, k) => k > 0 && t.normal === "worth");
  if (copula && worth > 0) subjectTokens = subjectTokens.slice(0, worth);
  // "Is a season pass worth it?": after "is" a predicate is no bare verb ("is … growing" is a participle), so a plain
  // verb form right after the subject's noun ("pass") is the compound's head.
  const next = words[1 + subjectTokens.length];
  if (copula && next?.pos === "VERB" && !/(?:ing|ed)$/.test(next.normal) && nouns.length > 0)
    subjectTokens = [...subjectTokens, next];
  const rest = words.slice(1 + subjectTokens.length);
  if (rest.length === 0) return null;
  let predicate = joinTokens(rest);
  const first = words[0].normal;
  if (!negative && first === "does") predicate = predicate.replace(/^\w+/, (v) => thirdPerson(v));
  const verb = negative ? aux.negated : aux.keep;
  const sentence = [joinTokens(subjectTokens), verb, predicate].filter(Boolean).join(" ");
  return `${capitalise(sentence)}.`;
}
