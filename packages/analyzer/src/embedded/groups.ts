import type { GapClause } from "./gap.js";
import type { Token } from "./nlp.js";
import { subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { isPlural, LEADING_QUANTIFIER, MAX_SIDE, plainText, type Side } from "./sides.js";

/** The group a clause talks about: its subject as a noun phrase, quantifier and all ("every cafe in town"). */
export function groupOf(clause: GapClause): Side | null {
  const inner = innerClaim(clause).tokens;
  // "A poll of forty drivers found that most wanted …": a share alone ("most") names no group; the frame's does.
  const shareOnly = /^(?:most|many|some|all|few|several|half)$/i.test(
    subjectOf(inner)
      .filter((t) => t.pos !== "PUNCT")
      .map((t) => t.value)
      .join(" "),
  );
  const tokens = shareOnly ? clause.tokens : inner;
  const full = withDescribingClause(
    tokens,
    subjectOf(tokens).filter((t) => t.pos !== "PUNCT"),
  );
  // "Most of the people I asked": the share belongs to the claim; the group is "the people I asked".
  const shared = LEADING_QUANTIFIER.test(full[0]?.value ?? "") && full[1]?.normal === "of" ? full.slice(2) : full;
  // "A poll of forty drivers": the group is the people polled, not the poll.
  const study = /^(?:a|an|one|our|this|the)$/.test(shared[0]?.normal ?? "") && STUDY.test(shared[1]?.normal ?? "");
  const subject = study && shared[2]?.normal === "of" && shared.length > 3 ? shared.slice(3) : shared;
  // "the students I asked": a describing clause ends on its verb, and the group's head is the noun before it.
  // "my three friends who tried the diet": a "who" clause after the group's noun describes it as well.
  const who = subject.findIndex((t, k) => t.normal === "who" && k > 0 && /^(?:NOUN|PROPN)$/.test(subject[k - 1].pos));
  const head = who > 0 ? subject[who - 1] : subject[subject.length - 1];
  const described = subject.length > 2 && describedBy(subject, subject.length - 1);
  if (!head || !(/^(?:NOUN|PROPN)$/.test(head.pos) || described) || subject.length > MAX_SIDE) return null;
  const verbAt = (t: Token, k: number) => (t.pos === "VERB" || t.pos === "AUX") && !(who > 0 && k > who);
  if (subject.some((t, k) => verbAt(t, k) && !describedBy(subject, k))) return null;
  // "The three cafes on Mill Street": the group's number is its noun's before the preposition.
  const preposition = subject.findIndex((t) => t.pos === "ADP");
  const end = who > 0 ? who : preposition > 0 ? preposition : subject.length;
  const noun = [...subject.slice(0, end)].reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  const plural = noun !== undefined && isPlural(noun);
  return {
    text: subject !== shared && /^NUM$/.test(subject[0].pos) ? `the ${plainText(subject)}` : plainText(subject),
    plural,
  };
}

/**
 * "The people I asked", "three of my friends", "the volunteers in the trial": a group picked out as the cases looked
 * at, which stands for a wider one, not a class defined by what its members are or do ("members who attend often").
 */
export function sampled(group: Side): boolean {
  return SAMPLE_COUNT.test(group.text) || SAMPLE_WORDS.test(group.text);
}

const SAMPLE_COUNT =
  /^(?:some|many|most|several|a few|few|(?:the )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|dozens?))\b/i;
const SAMPLE_WORDS =
  /\b(?:in|at|from) (?:one|a single|our|my)\b|\b(?:i|we|you|they|asked|surveyed|studied|polled|interviewed|tested|questioned|sampled|met|observed|participants|respondents|volunteers|subjects|friends|neighbou?rs|classmates|colleagues|sample|survey|study|trial)\b/i;

/** The noun of a study named before the group it asked, as in "a survey of", "one poll of". */
const STUDY = /^(?:poll|survey|study|questionnaire|sample)$/;

/**
 * "The people I asked at the mall": the chunker ends the subject at the pronoun of a clause describing the group;
 * the clause's verb and its place ("asked at the mall") belong to the group, up to the main verb.
 */
const FLOATING = /^(?:all|each|both)$/;

/** "students I asked": the verb at k opens a clause describing the noun before its pronoun. */
function describedBy(subject: Token[], k: number): boolean {
  return (
    /^(?:i|we|you|they|he|she)$/i.test(subject[k - 1]?.value ?? "") &&
    subject[k].pos === "VERB" &&
    /^(?:NOUN|PROPN)$/.test(subject[k - 2]?.pos ?? "")
  );
}

function withDescribingClause(tokens: Token[], subject: Token[]): Token[] {
  const last = subject.length - 1;
  // "My three friends who tried the diet lost weight": the chunker stops at "who"; its clause runs to the main verb.
  if (last > 0 && subject[last].normal === "who" && /^(?:NOUN|PROPN)$/.test(subject[last - 1].pos)) {
    let k = tokens.indexOf(subject[last]) + 1;
    if (tokens[k]?.pos !== "VERB") return subject;
    for (k++; k < tokens.length && /^(?:ADP|DET|ADJ|ADV|NUM|NOUN|PROPN)$/.test(tokens[k].pos); k++);
    if (!/^(?:VERB|AUX)$/.test(tokens[k]?.pos ?? "")) return subject;
    return tokens.slice(tokens.indexOf(subject[0]), k);
  }
  // Only a personal pronoun opens such a clause; "who", "that" open one the chunker already handles.
  const personal = /^(?:i|we|you|they|he|she)$/i.test(subject[last]?.value ?? "");
  if (last < 1 || !personal || !/^(?:NOUN|PROPN)$/.test(subject[last - 1].pos)) return subject;
  let k = tokens.indexOf(subject[last]) + 1;
  if (tokens[k]?.pos !== "VERB") return subject;
  let end = k;
  for (k++; k < tokens.length && /^(?:ADP|DET|ADJ|NOUN|PROPN)$/.test(tokens[k].pos); k++) {
    // "The five students I asked all enjoyed it": a quantifier just before the main verb floats off the group.
    if (FLOATING.test(tokens[k].normal) && /^(?:VERB|AUX)$/.test(tokens[k + 1]?.pos ?? "")) break;
    if (tokens[k].pos !== "ADP") end = k;
  }
  // The main verb must follow, or the "clause" was the sentence's own predicate.
  const next = FLOATING.test(tokens[end + 1]?.normal ?? "") ? end + 2 : end + 1;
  if (tokens[next]?.pos !== "VERB" && tokens[next]?.pos !== "AUX") return subject;
  return tokens.slice(tokens.indexOf(subject[0]), end + 1);
}
