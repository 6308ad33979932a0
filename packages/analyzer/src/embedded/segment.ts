import { absoluteEnd } from "./absolute.js";
import { blocks } from "./blocks.js";
import { bareVerb, clauseStarts, purposeSo, splitBefore, subordinateEnd, VERB_POS } from "./clauses.js";
import { CONCESSION_OPENERS, CONCLUSION_MARKERS, CONTRAST_MARKERS, OPPONENT_MARKERS, PREMISE_MARKERS } from "./cues.js";
import { completeReferences } from "./ellipsis.js";
import { joinClaimPairs } from "./joined-claims.js";
import { socialLines, withoutOpeners, withoutSignedTail } from "./message-lines.js";
import { joinTokens, readSentences, type Sentence, type Token } from "./nlp.js";
import { reportedArgument } from "./reported-argument.js";
import { rhetoricalAssertion } from "./rhetorical.js";
import { temporalSince } from "./since.js";
import { indexTokens, phraseFrom, tokensIn } from "./text-index.js";
import { inferenceInside, refineRoles } from "./unit-roles.js";

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
  /**
   * What the unit asserts when its words alone do not say it, else null: a rhetorical question's statement ("Don't
   * they need them?" → "They need them."), or a clause completed from the one before ("Coaches, however, cannot
   * be." → "… cannot be forgiven for shouting."; ellipsis.ts).
   */
  assertion: string | null;
  sentiment: number;
}

const CONDITIONAL_OPENERS = ["if", "unless", "only if", "when", "whenever", "as long as", "provided that"];

/** The marker of a unit cut from `sentence`, which shows whether an opening "since" is a time or a reason. */
function markerOf(tokens: Token[], inner: string | null, sentence: Token[]): { marker: Marker; cue: string } {
  // "With prices at a record high, …": the situation argued from (absolute.ts).
  if (tokens[0] === sentence[0] && absoluteEnd(sentence) === tokens.length) return { marker: "premise", cue: "with" };
  let start = 0;
  while (start < tokens.length && (tokens[start].pos === "PUNCT" || tokens[start].normal === "and")) start++;
  const ix = indexTokens(tokens.slice(start));
  const clauseFollows = () => clauseStarts(tokens, start + 1);
  // "people" is often tagged as a verb; it opens a subject like any noun.
  const nounPhraseFollows = () =>
    (/^(?:NOUN|PROPN|DET)$/.test(tokens[start + 1]?.pos ?? "") && tokens[start + 1].normal !== "that") ||
    /^(?:people|everyone|everybody|nobody|someone|anyone)$/.test(tokens[start + 1]?.normal ?? "");
  // Checked in order: the first list whose phrase opens the unit (and passes its test) sets the marker.
  const checks: [Marker, string[], (cue: string) => boolean][] = [
    ["opponent", OPPONENT_MARKERS, () => true],
    // "Despite this, …" turns against what came before; it does not concede.
    ["contrast", CONTRAST_MARKERS, (cue) => cue.includes(" ")],
    ["concession", CONCESSION_OPENERS, () => true],
    ["conditional", CONDITIONAL_OPENERS, () => true],
    // "So many …", "so far", "so that" are no conclusion; "so coffee causes …" is, even when the tagger misses the
    // verb ("causes" read as a plural noun), since a noun phrase after "so" can only be a clause's subject.
    [
      "conclusion",
      CONCLUSION_MARKERS,
      (cue) =>
        cue !== "so" ||
        ((clauseFollows() || nounPhraseFollows() || bareVerb(tokens[start + 1])) && !purposeSo(tokens, start)),
    ],
    // Opening a sentence, "for" is a preposition ("For the purposes of…"); "as" gives a reason only before a clause.
    [
      "premise",
      PREMISE_MARKERS,
      (cue) =>
        cue !== "for" &&
        (cue !== "as" || tokens[start].pos === "SCONJ" || clauseFollows()) &&
        (cue !== "since" || !temporalSince(sentence, sentence.indexOf(tokens[start]))),
    ],
    ["contrast", CONTRAST_MARKERS, () => true],
  ];
  for (const [marker, list, accept] of checks) {
    const cue = phraseFrom(ix, 0, list);
    if (!cue || !accept(cue)) continue;
    // "Despite appearances, the data show …": a verbless concession is only a phrase; the unit is its main clause,
    // which holds the position against what it concedes.
    if (marker === "concession" && verblessOpener(tokens.slice(start))) return { marker: "contrast", cue };
    // "However, critics say it will attract more cars": a turn to the other side's view is that view.
    if (marker === "contrast") {
      let after = tokensIn(ix, 0, cue);
      while (ix.words[after] === ",") after++;
      if (phraseFrom(ix, after, OPPONENT_MARKERS)) return { marker: "opponent", cue };
    }
    return { marker, cue };
  }
  // "Libraries still matter, though.": a "though" closing the clause turns it against what came before.
  const words = tokens.filter((t) => t.pos !== "PUNCT");
  if (
    words.length >= 3 &&
    words[words.length - 1].normal === "though" &&
    tokens[tokens.indexOf(words[words.length - 1]) - 1]?.value === ","
  )
    return { marker: "contrast", cue: "though" };
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

/** "Conclusion: …", "Agreed: …", "Bottom line: …": a label that says the words after it are what was concluded. */
const CONCLUDING_LABEL =
  /^(?:conclusion|agreed|agreed action|action|action point|verdict|decision|decided|bottom line|in short|in sum|result|outcome|upshot|takeaway|recommendation|my recommendation|next step|tl;dr|tldr|short answer|long story short|in a nutshell)$/;

function concludingLabel(tokens: Token[]): number {
  const colon = tokens.findIndex((t) => t.value === ":");
  if (colon < 1 || colon > 2 || colon > tokens.length - 4) return 0;
  const label = tokens
    .slice(0, colon)
    .map((t) => t.normal)
    .join(" ");
  return CONCLUDING_LABEL.test(label) ? colon + 1 : 0;
}

/** "As we all know, …", "As is well known, …": an aside on how familiar the claim is; the claim follows it. */
const ASIDE =
  /^as (?:(?:we|you|everyone|everybody|anyone|most people|many people) (?:all )?(?:know|knows|can see|have seen|will see)|(?:is|was) (?:well[- ]?)?known|(?:noted|mentioned|stated|shown)(?: (?:above|before|earlier))?)$/;

/** "Well, if you've got the flu …", "Yeah, so …": a spoken opener before the words that argue. */
const INTERJECTION = /^(?:well|ok|okay|yeah|look|oh|hmm|um|anyway)$/;

function withoutAside(tokens: Token[]): Token[] {
  if (INTERJECTION.test(tokens[0]?.normal ?? "") && tokens[1]?.value === "," && tokens.length > 5)
    return withoutAside(tokens.slice(2));
  const comma = tokens.findIndex((t) => t.value === ",");
  if (comma < 2 || comma > 6 || comma > tokens.length - 4) return tokens;
  const words = tokens.slice(0, comma).map((t) => t.normal);
  return ASIDE.test(words.join(" ").replace(/ - /g, "-")) ? tokens.slice(comma + 1) : tokens;
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
  const absolute = absoluteEnd(tokens);
  if (absolute > 0) cuts.add(absolute);
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
  const read = blocks(text).flatMap((block) => readSentences(block));
  // A message of only social lines is a greeting (not-argument.ts), so they are dropped only beside something else.
  const social = socialLines(read);
  const argued = read
    .filter((_, i) => !social[i])
    .map((s, i, all) => (i === all.length - 1 ? withoutSignedTail(s) : s));
  const sentences = argued.length > 0 ? argued : read;
  sentences.forEach((sentence, si) => {
    const labelled = concludingLabel(sentence.tokens);
    const speaker = withoutAside(withoutOpeners(sentence.tokens.slice(labelled)));
    const reported = reportedArgument(sentences, si, speaker);
    // A presented argument is read without its frame (reported-argument.ts).
    const spoken = { ...sentence, tokens: reported?.kind === "presented" ? reported.words : speaker };
    // "Some say X because Y. They are wrong.": the reason is the other side's, as the claim is, up to where the
    // writer turns against them ("…, but this ignores …").
    let othersReason = reported?.kind === "answered";
    for (const [k, tokens] of splitSentence(spoken).entries()) {
      const read = markerOf(tokens, inferenceInside(tokens), spoken.tokens);
      const found =
        labelled > 0 && k === 0 && read.marker === "none"
          ? { marker: "conclusion" as const, cue: "conclusion:" }
          : read;
      if (found.marker === "contrast") othersReason = false;
      const { marker, cue } = othersReason ? { marker: "opponent" as const, cue: found.cue } : found;
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
  const claims = joinClaimPairs(units);
  refineRoles(claims);
  completeReferences(claims);
  return claims;
}
