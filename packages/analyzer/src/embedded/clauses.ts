/** Where a sentence divides into clause-sized units: the cut points that segment.ts applies. */

import { CONCESSION_OPENERS, CONCLUSION_MARKERS } from "./cues.js";
import type { Token } from "./nlp.js";
import { temporalSince } from "./since.js";
import { phraseFrom, type TextIndex, tokensIn } from "./text-index.js";
import { inferenceBeforeReason } from "./unit-roles.js";

const SUBJECT_POS = new Set(["PRON", "NOUN", "PROPN", "DET", "NUM", "ADJ"]);
export const VERB_POS = new Set(["VERB", "AUX"]);
const REASON_PHRASES = ["given that", "due to the fact that", "seeing that", "considering that"];
const MID_CONCESSION = ["although", "even though", "whereas", "though", "while"];
const SUBORDINATE_OPENERS = [...CONCESSION_OPENERS, "because", "since", "as", "given that"];
const MID_CONCLUSION = [
  "therefore",
  "thus",
  "hence",
  "consequently",
  "accordingly",
  "which means",
  "which shows",
  "which is why",
  "which makes it",
  "which makes them",
  "this means",
  "that is why",
  "that's why",
  "this is why",
  "as a result",
  "so",
];

/** Does a finite clause (a subject, then a verb) start within a few tokens of i? */
export function clauseStarts(tokens: Token[], i: number): boolean {
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
    // "hand-washing reduces …": a hyphenated word opening the clause is its subject, whatever the tagger read.
    if (j === i && tokens[j + 1]?.value === "-" && tokens[j + 1].space === "" && tokens[j + 2]?.space === "") {
      sawSubject = true;
      j += 2;
      end = Math.min(tokens.length, end + 2);
      continue;
    }
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

/** "…, so that the roads stay clear": "so that" before a clause of its own states a purpose, not a conclusion
 * ("so that proves …", "so that is …" use "that" as the subject and stay conclusions). */
export function purposeSo(tokens: Token[], i: number): boolean {
  return tokens[i]?.normal === "so" && tokens[i + 1]?.normal === "that" && clauseStarts(tokens, i + 2);
}

export function splitBefore(tokens: Token[], ix: TextIndex, i: number): boolean {
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
    // "…, which makes it the best choice": the verdict the clause before leads to, though it has no verb of its own.
    if (conclusionCue.startsWith("which makes")) return true;
    // "thus making an impact" is a participle phrase, not a clause of its own.
    const after = i + tokensIn(ix, i, conclusionCue);
    // "…, so get there early": a call to act drawn from the clause before.
    const call = DRAWN.test(conclusionCue) && bareVerb(tokens[after]) && tokens.length > after + 2;
    return (clauseStarts(tokens, after) || call) && !purposeSo(tokens, i);
  }
  // "not X but Y" and "not only X but (also) Y" are one claim.
  if (t.normal === "but" && tokens[i + 1]?.normal !== "also" && prev.normal !== "not")
    return (
      !tokens.slice(Math.max(0, i - 12), i).some((w, k, a) => w.normal === "not" && a[k + 1]?.normal === "only") &&
      !notThisButThat(tokens, i) &&
      !pairedModifiers(tokens, i) &&
      !qualifierPhrase(tokens, i + 1)
    );
  // "The record, however, shows …" sets "however" off inside one clause; "It rained, however, the match went on"
  // starts a new one. So does "The survey shows, however, that …": the verb's own "that" clause goes on.
  if ((t.normal === "however" || t.normal === "yet") && afterComma)
    return (
      tokens[i + 1]?.value !== "," ||
      (clauseStarts(tokens, i + 2) && !(tokens[i + 2]?.normal === "that" && VERB_POS.has(tokens[i - 2]?.pos ?? "")))
    );
  if (phraseFrom(ix, i, MID_CONCESSION) && afterComma) return t.pos === "SCONJ" || clauseStarts(tokens, i + 1);
  if ((t.normal === "and" || t.normal === "or") && prev.value === ",") {
    const next = tokens[i + 1];
    return (
      next !== undefined &&
      (["if", "because", "since"].includes(next.normal) ||
        // "the boxes, and thus these parcels, are …" joins two subjects, not two clauses.
        (["so", "therefore", "thus"].includes(next.normal) && clauseStarts(tokens, i + 2)) ||
        clauseStarts(tokens, i + 1))
    );
  }
  return false;
}

/** A connective that draws a claim from what came before ("so", "therefore"). */
export const DRAWN = /^(?:so|therefore|thus|hence)$/i;

/** A verb in its bare form ("get", "book"), as an instruction starts. */
export function bareVerb(t: Token | undefined): boolean {
  return t !== undefined && t.pos === "VERB" && t.normal === t.lemma && !/^(?:be|have|do)$/.test(t.normal);
}

/**
 * "It consists not in money but in respect": a "not" earlier in the clause, with no verb or comma between it and the
 * "but", sets the two phrases against each other inside one claim ("He did not come, but she did" has a verb).
 */
function notThisButThat(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 10); j--) {
    const w = tokens[j];
    if (w.normal === "not" || w.normal === "n't") return true;
    if (w.pos === "PUNCT" || VERB_POS.has(w.pos)) return false;
  }
  return false;
}

/** "the cheap but unhealthy food", "a small but real gain": "but" between two modifiers of one noun. */
function pairedModifiers(tokens: Token[], i: number): boolean {
  const [before, after] = [tokens[i - 1], tokens[i + 1]];
  const next = tokens[i + 2]?.pos;
  return (
    before?.pos === "ADJ" &&
    (after?.pos === "ADJ" || (after?.pos === "ADV" && next === "ADJ") || (after?.pos === "NOUN" && next === "NOUN"))
  );
}

/**
 * "Schools should run them, but with help for the poorest": a "but" before a phrase with no verb of its own (a
 * relative clause inside the phrase aside)
 * qualifies the claim; cut off, the phrase would be a unit that claims nothing.
 */
function qualifierPhrase(tokens: Token[], i: number): boolean {
  if (tokens[i]?.pos !== "ADP") return false;
  for (let j = i; j < tokens.length && tokens[j].value !== "." && tokens[j].value !== ";"; j++) {
    // "… for those who cannot pay": a verb inside a relative clause belongs to the phrase.
    if (/^(?:who|which|that|whose|where)$/.test(tokens[j].normal)) return true;
    // A preposition takes a noun phrase: right after it, a word read as a verb ("with help") is its noun.
    if (VERB_POS.has(tokens[j].pos) && !tokens[j].normal.endsWith("ing") && j > i + 1) return false;
  }
  return true;
}

/**
 * After "Although/Because/If X," the main clause starts at the first comma followed by a clause. When the tagger
 * misses the main clause's verb ("cartoons harm the teeth", "harm" read as a noun), or a list or an aside delays it
 * ("…, John, my brother, kept working"), it starts at the first comma that closes a clause of the opener's own (it
 * has a verb) and opens a noun phrase of a few words.
 */
export function subordinateEnd(tokens: Token[], ix: TextIndex): number {
  const lead = inferenceBeforeReason(tokens);
  const opener = phraseFrom(ix, lead, SUBORDINATE_OPENERS);
  // "As a result, Y" is one conclusion marker, not a reason clause "As …" with "a result" as its content.
  if (!opener || (phraseFrom(ix, 0, CONCLUSION_MARKERS)?.length ?? 0) > opener.length) return -1;
  let nounPhraseAfter = -1;
  for (let i = lead + 2; i < tokens.length - 2; i++) {
    if (tokens[i].value !== "," || /^(?:and|or)$/.test(tokens[i + 1].normal)) continue;
    // "Since A, and B, C": a clause joined by "and"/"or" still belongs to the subordinate clause.
    // "Since in her early letters, the poet wrote …": a phrase opening the clause (a preposition or a
    // determiner, no verb yet) ends at this comma, not the clause. ("Despite" takes a noun phrase anyway.)
    const verbBefore = tokens.slice(lead + 1, i).some((t) => VERB_POS.has(t.pos));
    const phraseOnly = opener !== "despite" && /^(?:ADP|DET)$/.test(tokens[lead + 1]?.pos ?? "") && !verbBefore;
    if (phraseOnly) continue;
    // "Because sugar rots teeth, cakes, sweets and drinks should be taxed": a list opened at an earlier comma is
    // the main clause's subject, not the end of the reason. A list closed by "and" before this comma ("Although the
    // council approved A, B, and C, nobody has paid") was the reason's own.
    if (clauseStarts(tokens, i + 1)) {
      const subjectList =
        nounPhraseAfter >= 0 &&
        !tokens.slice(nounPhraseAfter, i).some((t) => VERB_POS.has(t.pos) || /^(?:and|or)$/.test(t.normal));
      return subjectList ? nounPhraseAfter : i + 1;
    }
    const words = tokens.slice(i + 1).filter((t) => t.pos !== "PUNCT").length;
    if (nounPhraseAfter < 0 && verbBefore && words >= 3 && /^(?:NOUN|PROPN|PRON|DET)$/.test(tokens[i + 1].pos))
      nounPhraseAfter = i + 1;
  }
  return nounPhraseAfter;
}
