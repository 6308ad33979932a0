import { forecasts } from "../forecast.js";
import { findGap, type GapClause } from "../gap.js";
import { readSentences, type Token } from "../nlp.js";
import { sentencesOf } from "./sentences.js";

/**
 * Reasoning errors that show in how the conclusion departs from its reasons (Damer; Kelley): a past record read as
 * a certainty about the future, a term swapped between the reason and the conclusion (what people buy taken for
 * what they eat), a trait of a kind read as a sign of the kind, and what is common in a group read as true of most
 * of its members. Each quotes the text's own words and stays quiet when the conclusion hedges its forecast, keeps
 * the reasons' terms or rests on a trait only the kind has. Written from the textbook descriptions, not fitted to
 * any data set.
 */

// A record of what has happened so far: the last cases, a steady past, a run of years.
export const PAST_RECORD =
  /\b(?:(?:the |its |their |his |her )?(?:last|past|previous) (?:\w+ )?(?:\d+ |two |three |four |five |six |seven |eight |nine |ten |several |many )?(?:years?|seasons?|decades?|times?|winners?|elections?|games?|races?|contests?|cases?|months?)|in the past|so far|until now|to date|(?:has|have) (?:always|never|all|each|consistently|steadily|repeatedly|every (?:time|year)|(?:so far )?continued to)|every (?:year|time|season) since|(?:ever )?since (?:\d{4}|the \d{4}s))\b/i;
// A forecast stated as certain: "will", "is bound to", "is sure to", with no word that grants it is only likely.
const CERTAIN_FORECAST = /\b(?:will|won't|is (?:bound|sure|certain|guaranteed) to|are (?:bound|sure|certain) to)\b/i;
const HEDGED =
  /\b(?:likely|unlikely|probably|probable|may|might|could|chances?|odds|perhaps|possibly|expect|expected|if|unless|should)\b/i;

const SMALL = new Set(
  "that this will with have from they their than been were what when which year years last past".split(" "),
);
const termsOf = (s: string) => (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !SMALL.has(w));

/** A certain forecast drawn from a record of the past: the record, and the forecast. */
export function pastAsCertain(text: string, conclusion: string): string | null {
  // A record is what a forecast rests on, never the forecast: when the claim found is the record, the forecast
  // is the sentence the text ends on ("The Hawks have won … the last six years. The Hawks will win …").
  const isRecord = PAST_RECORD.test(conclusion) && !CERTAIN_FORECAST.test(conclusion);
  const found = isRecord ? (sentencesOf(text).at(-1) ?? conclusion) : conclusion;
  const claim = found.replace(/[.!?]+$/, "");
  // "We will move the backup to Sundays": the writer's own plan foretells nothing.
  if (!claim || !CERTAIN_FORECAST.test(claim) || HEDGED.test(claim) || !forecasts(claim)) return null;
  // The record is about what the forecast is about: they share a term ("the regatta").
  const topic = new Set(termsOf(claim));
  const record = sentencesOf(text).find(
    (s) =>
      PAST_RECORD.test(s) && !s.toLowerCase().includes(claim.toLowerCase()) && termsOf(s).some((w) => topic.has(w)),
  );
  return record ? `${record} … ${found}` : null;
}

const COMPARES = /\b(?:more|less|fewer|most|least|than|larger|smaller|higher|lower)\b/i;
// A recommendation, not an epistemic "must be false".
const RECOMMENDS = /\b(?:should|ought to|must (?!be\b|have\b)\w+|needs? to|ha(?:s|ve) to)\b/i;

const clause = (text: string): GapClause => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
const lemmaOf = (t: Token) => t.lemma.toLowerCase();

/** The verb acting on each noun of a clause: the nearest verb at most three words before it ("eat more fresh fish"). */
function verbsOnNouns(tokens: Token[]): Map<string, Token> {
  const out = new Map<string, Token>();
  tokens.forEach((t, i) => {
    // A possessor ("the owls' nests") is not what the verb acts on.
    if (t.pos !== "NOUN" || /^'s?$/.test(tokens[i + 1]?.value ?? "")) return;
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      if (tokens[j].pos === "VERB") {
        out.set(lemmaOf(t), tokens[j]);
        return;
      }
      if (!/^(?:ADJ|DET|NUM|NOUN|ADV)$/.test(tokens[j].pos)) return;
    }
  });
  return out;
}

/**
 * A term shift: the conclusion says one thing is done to what the reason says another is done to ("buy more fresh
 * fish" … "eat more fresh fish"), the conclusion's verb found in no reason and the reason's verb not in the
 * conclusion (the gap's two sides, gap.ts). The two phrases, as written, are the evidence.
 */
export function shiftedTerm(conclusion: string, premises: string[]): string | null {
  if (!conclusion || premises.length === 0) return null;
  const c = clause(conclusion);
  const gap = findGap(
    c,
    premises.map((p) => clause(p)),
  );
  // A recommendation names a new act on purpose ("it failed to pass the budget … should change what blocks it").
  if (!gap.premise || RECOMMENDS.test(conclusion)) return null;
  const onlyHere = new Set(gap.conclusionOnly);
  const onlyThere = new Set(gap.premiseOnly);
  // The shift misleads where both sides compare amounts ("buy more fish than" … "eat more fish than"); different
  // acts on one thing are otherwise just different steps ("the gulls steal the chips" … "feeding the gulls' chicks").
  if (!COMPARES.test(conclusion) || !COMPARES.test(gap.premise.text)) return null;
  const ours = verbsOnNouns(c.tokens);
  const theirs = verbsOnNouns(gap.premise.tokens);
  for (const [noun, verb] of ours) {
    const other = theirs.get(noun);
    if (!other || !onlyHere.has(lemmaOf(verb)) || !onlyThere.has(lemmaOf(other))) continue;
    return `${phrase(gap.premise.tokens, other, noun)} … ${phrase(c.tokens, verb, noun)}`;
  }
  return null;
}

/** The words from the verb to its noun, as written. */
function phrase(tokens: Token[], verb: Token, noun: string): string {
  const from = tokens.indexOf(verb);
  let to = from + 1;
  while (to < tokens.length && lemmaOf(tokens[to]) !== noun) to++;
  // A compound noun ("fresh fish", "pocket money") is kept whole.
  while (to + 1 < tokens.length && tokens[to + 1].pos === "NOUN") to++;
  return tokens
    .slice(from, to + 1)
    .map((t, i) => (i === 0 ? t.value : t.space + t.value))
    .join("");
}

// A claim that something is of a kind ("Tom is a runner", "it was probably an owl").
const OF_KIND =
  /\b(?:is|was|are|were|be|made by)\s+(?:\w+ly\s+)?(?:likely\s+)?(?:to be\s+)?(?:a|an|some kind of|one of the)\s+((?:[a-z]+\s+)?[a-z]{3,})\b/i;
// A general statement about a kind: what most, all or typical members have or do.
const GENERAL =
  /\b(?:most|all|every|typically|usually|generally|nearly all|the vast majority of|\d+ ?%|\d+ per ?cent)\b/i;
const WORD = /[a-z]{4,}/g;

/**
 * A trait of a kind read as a sign of the kind (the converse error): "most owls hunt at night; the animal that took the
 * chickens hunted at night; so it was an owl". The trait shows the kind only if nothing else has it. The general statement and the
 * claim are the evidence.
 */
export function traitAsSign(text: string, conclusion: string, premises: string[] = []): string | null {
  const sentences = sentencesOf(text);
  // The conclusion found, or a sentence that announces one (the finder may have chosen another unit).
  const claims = [conclusion, ...sentences.filter((s) => DRAWN.test(s))];
  for (const claim of claims) {
    // The kind is the noun after the article, or the one after its adjective ("a distance runner").
    const kinds = OF_KIND.exec(claim)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    const core = claim.replace(/[.!?]+$/, "");
    // The reasons as the finder split them and as the text's sentences, so a reason inside the claim's sentence counts.
    const reasons = [...premises, ...sentences].filter((s) => !s.includes(core) && !claim.includes(s));
    for (const kind of kinds) {
      const found = generalAndCase(kind, reasons);
      if (found) return `${found} … ${claim}`;
    }
  }
  return null;
}

const DRAWN = /^(?:so|therefore|thus|hence|consequently)\b|\b(?:we can conclude|it follows that)\b/i;

/** The general statement about the kind whose trait another reason (or the same, "like most …") gives the case. */
function generalAndCase(kind: string, reasons: string[]): string | null {
  const stem = kind.slice(0, Math.max(4, kind.length - 1));
  const words = (s: string) => (s.toLowerCase().match(WORD) ?? []).filter((w) => !w.startsWith(stem));
  for (const general of reasons) {
    if (!GENERAL.test(general) || !new RegExp(`\\b${stem}\\w*s\\b`).test(general.toLowerCase())) continue;
    const trait = new Set(words(general));
    // "Like most runners, Tom …" states the trait and the case at once; otherwise another reason shares it.
    const shared =
      /\blike (?:most|all|many|other)\b/i.test(general) ||
      reasons.some((p) => p !== general && !p.toLowerCase().includes(stem) && words(p).some((w) => trait.has(w)));
    if (shared) return general;
  }
  return null;
}

// A kind of thing that is common in a group ("one of the most common illnesses in the town").
const COMMON_IN_GROUP =
  /\b(?:one of )?the (?:most|more|second most|third most) (?:common|frequent|widespread|prevalent)\b/i;
// A claim about most members of the group.
const MOST_MEMBERS =
  /\b(?:most|the majority of|nearly all|almost all) (?:\w+ )?(?:people|persons|residents|citizens|members|households|families|patients|adults|children|workers|students|americans|drivers|users)\b/i;

/**
 * What is common in a group read as true of most of its members (division): that flu is one of the most common
 * winter illnesses does not mean most residents will catch it. The statement of frequency and the claim are the evidence.
 */
export function commonAsMost(text: string, conclusion: string): string | null {
  if (!MOST_MEMBERS.test(conclusion) || COMMON_IN_GROUP.test(conclusion)) return null;
  const common = sentencesOf(text).find(
    (s) => COMMON_IN_GROUP.test(s) && !s.includes(conclusion.replace(/[.!?]+$/, "")),
  );
  return common ? `${common} … ${conclusion}` : null;
}
