import { blocks } from "./blocks.js";
import { CONCESSION_OPENERS, CONCLUSION_MARKERS, CONTRAST_MARKERS, OPPONENT_MARKERS, PREMISE_MARKERS } from "./cues.js";
import { joinTokens, readSentences, type Sentence, type Token } from "./nlp.js";
import { rhetoricalAssertion } from "./rhetorical.js";
import { indexTokens, phraseFrom, type TextIndex, tokensIn } from "./text-index.js";
import { inferenceBeforeReason, inferenceInside, refineRoles } from "./unit-roles.js";

/** How a unit is introduced: the cue that tells its argumentative role. */
export type Marker = "none" | "premise" | "conclusion" | "contrast" | "concession" | "opponent" | "conditional";

/** An argumentative unit: a clause-sized span that can be a claim or a reason. */
export interface Unit {
  index: number;
  sentence: number;
  text: string;
  tokens: Token[];
  marker: Marker;
  /** The cue phrase that set the marker, e.g. "because". */
  cue: string;
  isQuestion: boolean;
  /** What a rhetorical question asserts ("Don't they need them?" → "They need them."), else null. */
  assertion: string | null;
  sentiment: number;
}

const SUBJECT_POS = new Set(["PRON", "NOUN", "PROPN", "DET", "NUM", "ADJ"]);
const VERB_POS = new Set(["VERB", "AUX"]);
const REASON_PHRASES = ["given that", "due to the fact that", "seeing that", "considering that"];
const MID_CONCESSION = ["although", "even though", "whereas", "though", "while"];
const SUBORDINATE_OPENERS = [...CONCESSION_OPENERS, "because", "since", "as", "given that"];
const CONDITIONAL_OPENERS = ["if", "unless", "only if", "when", "whenever", "as long as", "provided that"];
const MID_CONCLUSION = [
  "therefore",
  "thus",
  "hence",
  "consequently",
  "accordingly",
  "which means",
  "which shows",
  "this means",
  "that is why",
  "that's why",
  "this is why",
  "as a result",
  "so",
];

/** Does a finite clause (a subject, then a verb) start within a few tokens of i? */
function clauseStarts(tokens: Token[], i: number): boolean {
  let sawSubject = false;
  let end = Math.min(tokens.length, i + 9);
  for (let j = i; j < end; j++) {
    const t = tokens[j];
    // A hyphen inside a word ("across-the-board") joins it; it neither ends the clause nor counts as a word.
    if (t.value === "-" && t.space === "" && tokens[j + 1]?.space === "") {
      end = Math.min(tokens.length, end + 2);
      continue;
    }
    if (t.pos === "PUNCT") return false;
    // A gerund can head a subject: "removing the horns is not the answer".
    // So does a word the tagger reads as a verb right before the clause's own verb: "so stress can cause acne",
    // "so exercise protects people" (two verbs in a row open no clause; the first is the subject noun).
    if (j === i && t.pos === "VERB" && (t.normal.endsWith("ing") || VERB_POS.has(tokens[j + 1]?.pos ?? ""))) {
      sawSubject = true;
      continue;
    }
    if (VERB_POS.has(t.pos)) return sawSubject;
    if (SUBJECT_POS.has(t.pos)) sawSubject = true;
  }
  return false;
}

/** "since joining the firm", "since 1990", "since then": a point in time, not a reason. */
function temporalSince(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return (
    next !== undefined && ((next.pos === "VERB" && next.normal.endsWith("ing")) || /^(?:\d+|then)$/.test(next.normal))
  );
}

function splitBefore(tokens: Token[], ix: TextIndex, i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const afterComma = prev.value === "," || prev.value === ";" || prev.value === "—" || prev.value === "-";
  if (prev.value === ";") return true;
  // "Officials claim that because X, Y": the reason sits inside what is claimed; splitting left "…claim that."
  if ((t.normal === "because" || t.normal === "since") && prev.normal === "that") return false;
  if (t.normal === "because" && tokens[i + 1]?.normal !== "of") return true;
  if (t.normal === "since" && t.pos === "SCONJ") return !temporalSince(tokens, i);
  // "It is a given that …": "given" is a noun there, not the start of a reason.
  if (phraseFrom(ix, i, REASON_PHRASES)) return !/^(?:a|the)$/.test(prev.normal);
  // "X is misleading: it implies …": a clause after a colon spells out why.
  if (prev.value === ":" && clauseStarts(tokens, i)) return true;
  if ((t.normal === "as" || t.normal === "for") && afterComma && clauseStarts(tokens, i + 1)) return true;
  const conclusionCue = phraseFrom(ix, i, MID_CONCLUSION);
  if (conclusionCue && (afterComma || prev.normal === "and")) {
    // "thus making an impact" is a participle phrase, not a clause of its own.
    return clauseStarts(tokens, i + tokensIn(ix, i, conclusionCue));
  }
  // "not X but Y" and "not only X but (also) Y" are one claim.
  if (t.normal === "but" && tokens[i + 1]?.normal !== "also" && prev.normal !== "not")
    return !tokens.slice(Math.max(0, i - 12), i).some((w, k, a) => w.normal === "not" && a[k + 1]?.normal === "only");
  // "The record, however, shows …" sets "however" off inside one clause; "It rained, however, the match went on"
  // starts a new one.
  if ((t.normal === "however" || t.normal === "yet") && afterComma)
    return tokens[i + 1]?.value !== "," || clauseStarts(tokens, i + 2);
  if (phraseFrom(ix, i, MID_CONCESSION) && afterComma) return t.pos === "SCONJ" || clauseStarts(tokens, i + 1);
  if ((t.normal === "and" || t.normal === "or") && prev.value === ",") {
    const next = tokens[i + 1];
    return (
      next !== undefined &&
      (["if", "because", "since"].includes(next.normal) ||
        // "the envelopes, and thus these mailings, are …" joins two subjects, not two clauses.
        (["so", "therefore", "thus"].includes(next.normal) && clauseStarts(tokens, i + 2)) ||
        clauseStarts(tokens, i + 1))
    );
  }
  return false;
}

/** After "Although/Because/If X," the main clause starts at the first comma followed by a clause. */
function subordinateEnd(tokens: Token[], ix: TextIndex): number {
  const lead = inferenceBeforeReason(tokens);
  const opener = phraseFrom(ix, lead, SUBORDINATE_OPENERS);
  // "As a result, Y" is one conclusion marker, not a reason clause "As …" with "a result" as its content.
  if (!opener || (phraseFrom(ix, 0, CONCLUSION_MARKERS)?.length ?? 0) > opener.length) return -1;
  for (let i = lead + 2; i < tokens.length - 2; i++) {
    // "Since A, and B, C": a clause joined by "and"/"or" still belongs to the subordinate clause.
    // "Since in his later paintings, Van Gogh painted …": a phrase opening the clause (a preposition or a
    // determiner, no verb yet) ends at this comma, not the clause. ("Despite" takes a noun phrase anyway.)
    const phraseOnly =
      opener !== "despite" &&
      /^(?:ADP|DET)$/.test(tokens[lead + 1]?.pos ?? "") &&
      !tokens.slice(lead + 1, i).some((t) => VERB_POS.has(t.pos));
    if (
      tokens[i].value === "," &&
      !phraseOnly &&
      !/^(?:and|or)$/.test(tokens[i + 1].normal) &&
      clauseStarts(tokens, i + 1)
    )
      return i + 1;
  }
  return -1;
}

function markerOf(tokens: Token[], inner: string | null = null): { marker: Marker; cue: string } {
  let start = 0;
  while (start < tokens.length && (tokens[start].pos === "PUNCT" || tokens[start].normal === "and")) start++;
  const ix = indexTokens(tokens.slice(start));
  const clauseFollows = () => clauseStarts(tokens, start + 1);
  const nounPhraseFollows = () =>
    /^(?:NOUN|PROPN|DET)$/.test(tokens[start + 1]?.pos ?? "") && tokens[start + 1].normal !== "that";
  // Checked in order: the first list whose phrase opens the unit (and passes its test) sets the marker.
  const checks: [Marker, string[], (cue: string) => boolean][] = [
    ["opponent", OPPONENT_MARKERS, () => true],
    // "Despite this, …" turns against what came before; it does not concede.
    ["contrast", CONTRAST_MARKERS, (cue) => cue.includes(" ")],
    ["concession", CONCESSION_OPENERS, () => true],
    ["conditional", CONDITIONAL_OPENERS, () => true],
    // "So many …", "so far", "so that" are no conclusion; "so coffee causes …" is, even when the tagger misses the
    // verb ("causes" read as a plural noun), since a noun phrase after "so" can only be a clause's subject.
    ["conclusion", CONCLUSION_MARKERS, (cue) => cue !== "so" || clauseFollows() || nounPhraseFollows()],
    // Opening a sentence, "for" is a preposition ("For the purposes of…"); "as" gives a reason only before a clause.
    [
      "premise",
      PREMISE_MARKERS,
      (cue) =>
        cue !== "for" &&
        (cue !== "as" || tokens[start].pos === "SCONJ" || clauseFollows()) &&
        (cue !== "since" || !temporalSince(tokens, start)),
    ],
    ["contrast", CONTRAST_MARKERS, () => true],
  ];
  for (const [marker, list, accept] of checks) {
    const cue = phraseFrom(ix, 0, list);
    if (!cue || !accept(cue)) continue;
    // "Despite appearances, the data show …": a verbless concession is only a phrase; the unit is its main clause,
    // which holds the position against what it concedes.
    if (marker === "concession" && verblessOpener(tokens.slice(start))) return { marker: "contrast", cue };
    return { marker, cue };
  }
  return inner ? { marker: "conclusion", cue: inner } : { marker: "none", cue: "" };
}

/** A short opener naming a thing, ending at a comma with no verb before it ("Despite appearances,"). */
function verblessOpener(tokens: Token[]): boolean {
  const comma = tokens.findIndex((t) => t.value === ",");
  return (
    comma > 1 &&
    comma <= 4 &&
    tokens.slice(1, comma).some((t) => t.pos === "NOUN" || t.pos === "PROPN") &&
    comma < tokens.length - 3 &&
    !tokens.slice(0, comma).some((t) => VERB_POS.has(t.pos) || /^(?:this|that|it)$/.test(t.normal))
  );
}

/**
 * "Philosopher: …", "Debate coach: …": a speaker's label before the words quoted. The label names who argues;
 * it is no part of the claim or the reasons.
 */
function withoutSpeaker(tokens: Token[]): Token[] {
  const colon = tokens.findIndex((t) => t.value === ":");
  if (colon < 1 || colon > 3 || colon > tokens.length - 4) return tokens;
  const label = tokens.slice(0, colon);
  return label.every((t) => /^(?:NOUN|PROPN|ADJ)$/.test(t.pos) && /^[A-Z]/.test(label[0].value))
    ? tokens.slice(colon + 1)
    : tokens;
}

function wordCount(tokens: Token[]): number {
  return tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM").length;
}

function splitSentence(sentence: Sentence): Token[][] {
  const { tokens } = sentence;
  const ix = indexTokens(tokens);
  const cuts = new Set<number>();
  const sub = subordinateEnd(tokens, ix);
  if (sub > 0) cuts.add(sub);
  for (let i = 1; i < tokens.length; i++) {
    // "Since A, and B, C": a clause joined by "and"/"or" before the main clause is still part of the reason.
    const inSubordinate = i < sub && /^(?:and|or)$/.test(tokens[i].normal);
    if (!inSubordinate && splitBefore(tokens, ix, i)) cuts.add(i);
  }
  const parts: Token[][] = [];
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    parts.push(tokens.slice(start, cut));
    start = cut;
  }
  parts.push(tokens.slice(start));
  // A fragment of one or two words ("Yes,", "and") is not a unit of its own.
  const merged: Token[][] = [];
  for (const part of parts) {
    if (merged.length > 0 && wordCount(part) < 3) merged[merged.length - 1].push(...part);
    else if (merged.length > 0 && wordCount(merged[merged.length - 1]) < 3) merged[merged.length - 1].push(...part);
    else merged.push([...part]);
  }
  return merged.filter((p) => wordCount(p) > 0);
}

export function segment(text: string): Unit[] {
  const units: Unit[] = [];
  const sentences = blocks(text).flatMap((block) => readSentences(block));
  sentences.forEach((sentence, si) => {
    const spoken = { ...sentence, tokens: withoutSpeaker(sentence.tokens) };
    for (const tokens of splitSentence(spoken)) {
      const { marker, cue } = markerOf(tokens, inferenceInside(tokens));
      const text = joinTokens(tokens);
      const isQuestion = tokens[tokens.length - 1]?.value === "?";
      units.push({
        index: units.length,
        sentence: si,
        text,
        tokens,
        marker,
        cue,
        isQuestion,
        assertion: isQuestion ? rhetoricalAssertion(text) : null,
        sentiment: sentence.sentiment,
      });
    }
  });
  refineRoles(units);
  return units;
}
