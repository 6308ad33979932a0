import type { GapClause } from "./gap.js";
import { joinTokens, type Token } from "./nlp.js";
import { nounPhrases, subjectOf } from "./phrases.js";

/** Words that report evidence gathered from a group: a study, a survey, a poll, an experiment. */
const STUDY = /^(?:study|studies|survey|surveys|poll|polls|experiment|experiments|trial|trials)$/;

/**
 * The representative-sample assumption of an argument from a study: the group the study looked at ("436 university
 * students") stands for the group the conclusion speaks of ("young adults"). Its denial (the students are unlike
 * young adults in the way that matters) leaves the conclusion unsupported, so the argument needs it. Only when a
 * premise names the studied group after "of" ("a survey of 500 nurses") and the conclusion has a subject of its own.
 */
export function representativeSample(conclusion: GapClause, premises: GapClause[]): string {
  for (const p of premises) {
    const t = p.tokens;
    const at = t.findIndex((tok, i) => STUDY.test(tok.normal) && t[i + 1]?.normal === "of");
    if (at < 0) continue;
    const studied = nounPhrases(t.slice(at + 2, at + 10))[0];
    const group = subjectOf(conclusion.tokens).filter((tok) => tok.pos !== "PUNCT");
    if (!studied || group.length === 0 || group.length > 8 || group[0].pos === "PRON") return "";
    // A group is plural or names the studied group's kind ("nurses" for "500 city nurses"); "Exercise" in
    // "Exercise protects people" is the cause, not a group the sample could stand for.
    const head = group[group.length - 1];
    const sameKind = studied.head === head.lemma.toLowerCase();
    if (head.pos !== "NOUN" || (!sameKind && head.normal === head.lemma.toLowerCase())) return "";
    return `The ${plain(studied.tokens)} in the ${t[at].normal} are typical of ${plain(group)} in the way the conclusion needs.`;
  }
  return "";
}

/** A phrase to embed mid-sentence: a name keeps its capital, anything else starts lower-case. */
function plain(tokens: Token[]): string {
  const text = joinTokens(tokens);
  return tokens[0].proper ? text : text[0].toLowerCase() + text.slice(1);
}
