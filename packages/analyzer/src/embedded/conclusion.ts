import { GROUP_VIEW, REJECTS_VIEW, REPORTED_CLAIM, REPORTED_CONCLUSION, THESIS_ANNOUNCEMENT } from "./claim-cues.js";
import { type CueFamily, familyOf } from "./cue-families.js";
import { ADDITIVE_MARKERS, EXAMPLE_MARKERS, INFERENTIAL, STRONG_CONCLUSION } from "./cues.js";
import { deonticRemnant, turnsAgainst } from "./ellipsis.js";
import { sharesTerm } from "./flaw/formal.js";
import {
  answersView,
  CORRECTS,
  dismissesPersonView,
  opensInPast,
  opensOwnSentence,
  opensWithCue,
  REASSERTING,
  sentencesReportingChange,
  supportsBack,
  TURNING,
} from "./neighbours.js";
import type { Unit } from "./segment.js";
import { contentTerms } from "./terms.js";
import {
  claimOpener,
  consequencePointingBack,
  consolation,
  evaluativeCount,
  extraposed,
  hasStance,
  isNormative,
  judgesSubject,
  lowerText,
  narratesPast,
  passesJudgement,
  reportsFigure,
  startsWith,
  statesPresent,
  verdictPointingBack,
} from "./unit-traits.js";

export interface ScoredUnit {
  unit: Unit;
  score: number;
  /** The unit carries at least one sign of being a claim rather than a report. */
  claimLike: boolean;
  reasons: string[];
}

const NONE_DISABLED: ReadonlySet<CueFamily> = new Set();

const ANAPHORIC_START = new Set(["it", "this", "that", "they", "these", "those", "he", "she", "there"]);

/**
 * Scores each unit as the main claim. Weights are round numbers set by reasoning about the cue's
 * strength (an explicit "therefore" outweighs a modal, which outweighs position), not fitted.
 */
export function scoreUnits(units: Unit[], disabled: ReadonlySet<CueFamily> = NONE_DISABLED): ScoredUnit[] {
  const termsOf = units.map((u) => contentTerms(u.tokens));
  // How many units use each term; a unit's term is shared when some other unit uses it too.
  const unitsUsing = new Map<string, number>();
  for (const terms of termsOf) for (const t of terms) unitsUsing.set(t, (unitsUsing.get(t) ?? 0) + 1);
  const firstStatement = units.findIndex((u) => !u.isQuestion || u.assertion);
  const observed = sentencesReportingChange(units);
  const firstObserved = Math.min(...observed);
  // What the text opens with when it opens with background rather than a position ("The town built a stadium."):
  // a later verdict that names its subject again ("The stadium has been a poor deal.") judges it.
  const opening = units.filter((u) => u.sentence === units[firstStatement]?.sentence);
  const background = opening.some((u) => isNormative(u) || hasStance(u) || judgesSubject(u) || evaluativeCount(u) > 0)
    ? []
    : opening;
  // The text opens by taking a position: a recommendation, a stance, or a claim the next sentence backs ("After
  // all, …").
  const afterOpening = units.find((u) => u.sentence > (units[firstStatement]?.sentence ?? 0));
  const opensArguing =
    background.length === 0 ||
    (afterOpening?.marker === "premise" && supportsBack(units, afterOpening) && !opening.includes(afterOpening));
  const scored = units.map((unit, i) => {
    const reasons: string[] = [];
    let score = 0;
    let claimLike = false;
    const add = (points: number, why: string, claim = false) => {
      if (disabled.size > 0) {
        const family = familyOf(why);
        if (family && disabled.has(family)) return;
      }
      score += points;
      reasons.push(`${why} ${points > 0 ? "+" : ""}${points}`);
      if (claim) claimLike = true;
    };
    const next = units[i + 1];
    const prev = units[i - 1];
    const opener = claimOpener(unit);
    const verdictOnView =
      ((prev?.marker === "opponent" || (prev !== undefined && GROUP_VIEW.test(lowerText(prev)))) &&
        prev.sentence !== unit.sentence &&
        unit.marker === "none" &&
        ((CORRECTS.test(lowerText(unit)) && !opensInPast(unit)) ||
          (["this", "that", "it", "they", "these", "those"].includes(opener) && passesJudgement(unit)))) ||
      dismissesPersonView(unit, prev);

    if (unit.marker === "conclusion") {
      // Inside a sentence ("A, so B") the marker usually closes a sub-argument; opening a sentence it sums up.
      const opensSentence = !prev || prev.sentence !== unit.sentence;
      // Closing the whole text, it draws on all that came before, unless it only supposes ("so if …").
      const closesText = i === units.length - 1 && !/^(?:and )?so,? (?:if|unless|when)\b/.test(lowerText(unit));
      const strength = (STRONG_CONCLUSION.has(unit.cue) ? 3 : 1.5) * (opensSentence || closesText ? 1 : 0.35);
      add(Math.round(strength * 100) / 100, `marker "${unit.cue}"`, true);
      // "Villages need their own post offices. … Thus a closure would cut them off from their money.": after a
      // position taken at the start, a drawn consequence of a case only supposed ("would", "could") argues for it.
      if (opensArguing && i !== firstStatement && supposes(unit) && !isNormative(unit))
        add(-2, "a supposed consequence that backs the opening claim");
    }
    if (unit.marker === "premise") add(-2.5, `reason marker "${unit.cue}"`);
    if (unit.marker === "opponent") add(-4, "the other side's view");
    // "The office concluded that X. But …": a reported claim that the text turns against is the other side's.
    else if (REPORTED_CLAIM.test(lowerText(unit)) && next?.marker === "contrast" && TURNING.has(next.cue))
      add(-4, "the other side's view, reported");
    // "Some neighbours say X. Actually, …": a group's view that the next sentence corrects or turns against.
    else if (
      (GROUP_VIEW.test(lowerText(unit)) && next && answersView(next, unit)) ||
      (next && dismissesPersonView(next, unit))
    )
      add(-4, "the other side's view, reported");
    // "The analyst concluded that X": the argument the text presents, even when it is someone else's.
    else if (REPORTED_CONCLUSION.test(lowerText(unit))) add(1.5, `marker "concluded that"`, true);
    if (unit.marker === "concession") add(-3, "concession");
    if (unit.marker === "conditional") add(-1, "conditional");
    // "Although X, Y": the writer grants X in order to assert Y.
    if (prev && prev.sentence === unit.sentence && prev.marker === "concession")
      add(1.5, "main clause after a concession", true);
    else if (unit.marker === "contrast" && prev && (prev.marker === "opponent" || prev.marker === "concession")) {
      add(0.5, "answers an objection", true);
    } else if (verdictOnView) {
      // "Some believe X. This is unlikely …": the writer's verdict on the other side's view.
      add(1.5, "rejects the other side's view", true);
    } else if (unit.marker === "contrast" && prev?.sentence === unit.sentence && opensWithCue(unit)) {
      // In "X, but Y" the argument leans on Y (argumentative orientation of "but"); in "X, but at least Y" the
      // writer grants Y as a consolation, which is the concession, not the claim.
      if (consolation(unit)) add(-1, "a consolation after 'but' ('at least')");
      else add(1, "the weightier side of a 'but'", true);
    }
    // "Players can be forgiven. Coaches, however, cannot be.": the subject set against the other is the point.
    const turned = turnsAgainst(unit, prev);
    if (turned) add(1, "the weightier side of a turned ellipsis", true);
    if (
      next &&
      next.sentence === unit.sentence &&
      next.marker === "contrast" &&
      next.cue === "but" &&
      unit.marker === "none"
    ) {
      add(-1, "conceded before a 'but'");
    }
    // "X because Y", "X. Because Y." and "X. After all, Y." all make X the supported claim.
    if (next && next.marker === "premise" && (next.sentence === unit.sentence || supportsBack(units, next))) {
      add(2, "supported by the next unit", true);
    }
    // "Since X, Y" and "Because X, it follows that Y": the reason opening the sentence supports its main clause
    // (a reason is a clause: "Because of underfunding, …" only says why the main clause's fact came about).
    if (
      prev &&
      prev.sentence === unit.sentence &&
      prev.marker === "premise" &&
      prev.cue !== "after all" &&
      (prev.cue === "with" ||
        prev.tokens.some((t) => (t.pos === "VERB" || t.pos === "AUX") && !t.normal.endsWith("ing"))) &&
      units.find((u) => u.sentence === unit.sentence) === prev
    ) {
      add(2, "supported by the reason before it", true);
    }
    // "After all, A, and B": everything in a sentence that opens by giving a reason for what came before is part
    // of that reason.
    const sentenceOpener = units.find((u) => u.sentence === unit.sentence);
    if (sentenceOpener && sentenceOpener !== unit && sentenceOpener.cue === "after all")
      add(-2.5, `reason marker "${sentenceOpener.cue}" opens the sentence`);
    // "A, so B" and "A because R. Therefore B.": what stands just before a conclusion marker is what it draws on.
    const nextSentence = units.find((u) => u.sentence > unit.sentence);
    if (
      (next?.marker === "conclusion" && next.sentence === unit.sentence) ||
      (nextSentence?.marker === "conclusion" && (INFERENTIAL.has(nextSentence.cue) || nextSentence.cue === "so"))
    )
      add(-1, "leads to a conclusion");
    else if (
      nextSentence &&
      nextSentence.index === units.length - 1 &&
      nextSentence.marker === "none" &&
      !isNormative(unit) &&
      isNormative(nextSentence) &&
      nextSentence.tokens.some((t) => /^(?:it|them|they|this|these|those|such)$/.test(t.normal))
    )
      add(-1, "leads to a conclusion");
    if (isNormative(unit) || (turned && deonticRemnant(unit))) add(2, "normative", true);
    if (hasStance(unit)) add(1.5, "stance", true);
    // Stronger than a "therefore", which may close a step on the way to the thesis.
    if (THESIS_ANNOUNCEMENT.test(lowerText(unit))) add(2, "announces the thesis", true);
    if (unit.marker !== "opponent" && REJECTS_VIEW.some((p) => p.test(lowerText(unit))))
      add(3, "rejects a view it names", true);
    // "My neighbour thinks X. He is mistaken.": the dismissal is the thesis, as a named view rejected is.
    else if (dismissesPersonView(unit, prev)) add(1.5, "dismisses the view just reported", true);
    // "X is harmful", "X has proven to be detrimental": a verdict on the subject, the usual form of a thesis.
    // One cue, not two: counting the same judging word once as a word and again as a predicate let a premise
    // full of comparisons ("more important than …") outweigh an announced thesis.
    if (judgesSubject(unit)) add(1, "a verdict on its subject", true);
    else {
      const evaluative = evaluativeCount(unit);
      if (evaluative > 0) add(Math.min(1, 0.5 * evaluative), "evaluative", true);
    }
    if (unit.isQuestion && !unit.assertion) add(-3, "question");
    if (unit.isQuestion && unit.assertion) add(0.5, "rhetorical question", true);
    if (startsWith(unit, ADDITIVE_MARKERS)) add(-1.5, "additive opener");
    else if (unit.tokens.slice(0, 4).some((t) => t.normal === "also")) add(-1, "adds one more point");
    if (startsWith(unit, EXAMPLE_MARKERS)) add(-1.5, "example");
    if (reportsFigure(unit)) add(-0.5, "reports a figure");
    // "Since the coach arrived, the team has lost twice", "Sales fell after the coach arrived": the observed change
    // a causal claim is drawn from, like a figure, not the claim.
    if (observed.has(unit.sentence)) add(-1.5, "reports an observed change");
    // "… the team has won four games. The tie is bringing them luck.": after a reported change, a statement in the
    // present is the explanation drawn from it.
    else if (firstObserved < unit.sentence && statesPresent(unit)) add(1, "explains an observed change", true);
    // A verdict on the view just reported points back by design ("That is false."): that is what makes it one.
    // So does a verdict on what the text has just told ("This decision was a mistake."): the writer's judgement of
    // the background, weighed as a recommendation is (+2). With its family switched off it is scored as any unit
    // that points back (honest ablation).
    const pointsBackToJudge =
      !disabled.has("verdict pointing back") &&
      !verdictOnView &&
      i !== firstStatement &&
      opensOwnSentence(units, i) &&
      verdictPointingBack(unit, background);
    if (pointsBackToJudge) add(2, "a verdict on what came before", true);
    // "… This led to a street without plastic.": the closing sentence draws what the account brought about.
    else if (
      i === units.length - 1 &&
      i !== firstStatement &&
      !disabled.has("consequence pointing back") &&
      opensOwnSentence(units, i) &&
      consequencePointingBack(unit)
    )
      add(2, "sums up what came before", true);
    // "So they are in the kitchen": a conclusion drawn by its marker names its subject by a pronoun as any claim does.
    else if (
      i !== firstStatement &&
      ANAPHORIC_START.has(opener) &&
      !extraposed(unit) &&
      !verdictOnView &&
      unit.marker !== "conclusion"
    )
      add(-0.5, "refers back");
    // "Most towns light their streets all night. … Towns that still do so are wasting money.": the closing sentence
    // comes back to the subject the background opened with and judges it.
    else if (
      i === units.length - 1 &&
      background.length > 0 &&
      !background.includes(unit) &&
      sameSubject(unit, background[0]) &&
      (evaluativeCount(unit) > 0 || isNormative(unit))
    )
      add(1, "judges what the text opened with", true);
    // "X. Nevertheless, Y": granting X, the writer restates the position.
    if (unit.marker === "contrast" && REASSERTING.has(unit.cue) && (!prev || prev.sentence !== unit.sentence))
      add(1.5, "holds the position despite what came before", true);
    if (i === firstStatement) add(1.5, "opens the text");
    if (i === units.length - 1 && i !== firstStatement) add(0.7, "closes the text");

    const mine = termsOf[i];
    if (mine.length > 0) {
      // Divided by at least four so a two-word fragment cannot look as central as a full thesis.
      const shared = mine.filter((t) => (unitsUsing.get(t) ?? 0) > 1).length / Math.max(4, mine.length);
      add(Math.round(shared * 100) / 100, "shares terms with the rest");
    }
    return { unit, score, claimLike, reasons };
  });
  // "Our rival cut prices and lost money. Cutting prices is a mistake.": beside a claim, a clause told wholly in the
  // past is background or evidence. With no claim at all the thesis may be unstated and the past events are what it
  // is inferred from (analyze-embedded.ts), so they keep their weight.
  if (!disabled.has("observed change") && scored.some((s) => s.claimLike || statesPresent(s.unit))) {
    for (const s of scored) {
      if (s.claimLike || !narratesPast(s.unit)) continue;
      // "I met three rude people in Paris": the writer's own experience is the case offered, the usual evidence.
      const own = /^(?:i|we)$/i.test(s.unit.tokens.find((t) => t.pos !== "PUNCT" && t.pos !== "CCONJ")?.normal ?? "");
      s.score -= own ? 1 : 0.5;
      s.reasons.push(own ? "tells the writer's own past experience -1" : "narrates the past -0.5");
    }
  }
  return scored;
}

/** The head noun of a unit's subject: the first noun before its first verb. */
function subjectHead(unit: Unit): string | null {
  for (const t of unit.tokens) {
    if (t.pos === "VERB" || t.pos === "AUX") return null;
    if (t.pos === "NOUN") return t.normal;
  }
  return null;
}

/** Two subjects with the same head noun ("Most towns" and "Towns that still …"), by stem. */
function sameSubject(a: Unit, b: Unit): boolean {
  const [x, y] = [subjectHead(a), subjectHead(b)];
  return x !== null && y !== null && sharesTerm(x, y);
}

/**
 * "… would cut them off", "… could fall": a clause told of a case supposed, not of what is. A modal left without its
 * verb ("more than they otherwise would") only compares.
 */
function supposes(unit: Unit): boolean {
  const t = unit.tokens;
  return t.some((x, k) => /^(?:would|could|might)$/.test(x.normal) && /^(?:VERB|AUX|ADV)$/.test(t[k + 1]?.pos ?? ""));
}

/** Index of the best unit, ties going to the earlier unit. */
export function bestUnit(scored: ScoredUnit[]): ScoredUnit | null {
  let best: ScoredUnit | null = null;
  for (const s of scored) {
    if (s.unit.marker === "opponent" || (s.unit.isQuestion && !s.unit.assertion)) continue;
    if (best === null || s.score > best.score) best = s;
  }
  return best;
}
