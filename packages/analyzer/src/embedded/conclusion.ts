import { GROUP_VIEW } from "./claim-cues.js";
import { contentCues } from "./conclusion-content.js";
import { structureCues } from "./conclusion-structure.js";
import { type CueFamily, familyOf } from "./cue-families.js";
import { turnsAgainst } from "./ellipsis.js";
import { sharesTerm } from "./flaw/formal.js";
import {
  CORRECTS,
  dismissesPersonView,
  opensInPast,
  opensOwnSentence,
  REASSERTING,
  sentencesReportingChange,
  supportsBack,
} from "./neighbours.js";
import { claimsActedOn } from "./own-step.js";
import type { Unit } from "./segment.js";
import { simplePast } from "./since.js";
import { narratesPast, statesPresent } from "./tense.js";
import { contentTerms } from "./terms.js";
import {
  claimOpener,
  consequencePointingBack,
  evaluativeCount,
  extraposed,
  hasStance,
  isHeading,
  isNormative,
  judgesSubject,
  lowerText,
  makesClaim,
  passesJudgement,
  verdictPointingBack,
} from "./unit-traits.js";

export interface ScoredUnit {
  unit: Unit;
  score: number;
  /** The unit carries at least one sign of being a claim rather than a report. */
  claimLike: boolean;
  reasons: string[];
}

/** What each family of main-claim cues sees of one unit: the unit, its neighbours and the shape of the whole text. */
export interface CueView {
  units: Unit[];
  i: number;
  unit: Unit;
  prev: Unit | undefined;
  next: Unit | undefined;
  /** The index of the first unit that states something (not a bare question). */
  firstStatement: number;
  /** The opening sentence's units when the text opens with background rather than a position; else none. */
  background: Unit[];
  /** The text opens by taking a position. */
  opensArguing: boolean;
  /** The sentences that report an observed change, and the first of them. */
  observed: Set<number>;
  firstObserved: number;
  /** The unit is the writer's verdict on the other side's view just reported. */
  verdictOnView: boolean;
  /** "Coaches, however, cannot be.": the unit turns a borrowed predicate against the unit before it. */
  turned: boolean;
  disabled: ReadonlySet<CueFamily>;
  /** Adds a cue's points, unless its family is switched off; `claim` marks the unit as claim-like. */
  add(points: number, why: string, claim?: boolean): void;
}

const NONE_DISABLED: ReadonlySet<CueFamily> = new Set();

const ANAPHORIC_START = new Set(["it", "this", "that", "they", "these", "those", "he", "she", "there"]);

/**
 * Scores each unit as the main claim. Weights are round numbers set by reasoning about the cue's
 * strength (an explicit "therefore" outweighs a modal, which outweighs position), not fitted.
 * The cues come in three families, applied in this order: the argument's structure (conclusion-structure.ts),
 * what the unit says (conclusion-content.ts), and where it stands and what it shares (here).
 */
export function scoreUnits(units: Unit[], disabled: ReadonlySet<CueFamily> = NONE_DISABLED): ScoredUnit[] {
  // A hyphenated compound shares its head: "e-scooters" is about the "scooters" of another sentence.
  const termsOf = units.map((u) => [...new Set(contentTerms(u.tokens).map(compoundHead))]);
  // How many units use each term; a unit's term is shared when some other unit uses it too.
  const unitsUsing = new Map<string, number>();
  for (const terms of termsOf) for (const t of terms) unitsUsing.set(t, (unitsUsing.get(t) ?? 0) + 1);
  // A heading ("Great news for cyclists.") opens the message; the text's first statement follows it.
  const firstStatement = units.findIndex((u) => (!u.isQuestion || u.assertion) && !isHeading(u));
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
    const prev = units[i - 1];
    const opener = claimOpener(unit);
    const verdictOnView =
      ((prev?.marker === "opponent" || (prev !== undefined && GROUP_VIEW.test(lowerText(prev)))) &&
        prev.sentence !== unit.sentence &&
        unit.marker === "none" &&
        ((CORRECTS.test(lowerText(unit)) && !opensInPast(unit)) ||
          (["this", "that", "it", "they", "these", "those"].includes(opener) && passesJudgement(unit)))) ||
      dismissesPersonView(unit, prev);
    const view: CueView = {
      units,
      i,
      unit,
      prev,
      next: units[i + 1],
      firstStatement,
      background,
      opensArguing,
      observed,
      firstObserved,
      verdictOnView,
      turned: turnsAgainst(unit, prev),
      disabled,
      add,
    };
    structureCues(view);
    contentCues(view);
    placementCues(view, opener, termsOf, unitsUsing);
    return { unit, score, claimLike, reasons };
  });
  // "Our rival cut prices and lost money. Cutting prices is a mistake.": beside a claim, a clause told wholly in the
  // past is background or evidence. With no claim at all the thesis may be unstated and the past events are what it
  // is inferred from (analyze-embedded.ts), so they keep their weight.
  if (!disabled.has("observed change") && scored.some((s) => s.claimLike || statesPresent(s.unit))) {
    for (const s of scored) {
      if (s.claimLike || !narratesPast(s.unit)) continue;
      // "I met three rude people in Paris", "Bought the cheaper tyres in March": the writer's own experience (its
      // subject left out, as in a diary) is the case offered, the usual evidence.
      const first = s.unit.tokens.find((t) => t.pos !== "PUNCT" && t.pos !== "CCONJ");
      const own = !!first && (/^(?:i|we)$/i.test(first.normal) || simplePast(first));
      s.score -= own ? 1 : 0.5;
      s.reasons.push(own ? "tells the writer's own past experience -1" : "narrates the past -0.5");
    }
  }
  if (!disabled.has("own step")) for (const taken of claimsActedOn(units)) actOn(scored, taken.claim, taken.steps);
  // "Someone asked last week whether the new café is any good": the question the text answers, told; beside a claim
  // it is no claim. With none, the engine would otherwise make one up from the topic.
  if (!disabled.has("question"))
    for (const s of scored)
      if (REPORTED_QUESTION.test(lowerText(s.unit)) && scored.some((o) => o !== s && o.claimLike)) {
        s.score -= 3;
        s.reasons.push("reports a question -3");
      }
  return scored;
}

const REPORTED_QUESTION =
  /\b(?<!worth )(?:asked|asking|asks|wondered|wondering|wanted to know|wants to know)\b(?: [\w'’]+){0,6}? (?:whether|if|why|how)\b/;

/**
 * "Must be the starter motor, so I've booked it in at Hendry's": the steps after a claim are what the writer does
 * about it, so what marks them as drawn ("so", the close) marks the claim they are drawn from. The claim takes their
 * lead (at least +2, and half a point over the best of them); each step loses 2.
 */
function actOn(scored: ScoredUnit[], at: number, stepIndices: number[]): void {
  const claim = scored[at];
  const steps = stepIndices.map((k) => scored[k]);
  const lead = Math.round(Math.max(2, Math.max(...steps.map((s) => s.score)) + 0.5 - claim.score) * 100) / 100;
  claim.score += lead;
  claim.claimLike = true;
  claim.reasons.push(`the claim the writer acts on +${lead}`);
  for (const s of steps) {
    s.score -= 2;
    s.reasons.push("the writer's own step on the claim before it -2");
  }
}

/** The main-claim cues of where a unit stands: what it points back to, the text's opening and close, shared terms. */
function placementCues(view: CueView, opener: string, termsOf: string[][], unitsUsing: Map<string, number>): void {
  const { units, i, unit, prev, add, disabled, verdictOnView, firstStatement, background } = view;
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
    unit.marker !== "conclusion" &&
    // "The lot has stood empty for years. It ought to be a garden.": a call names its subject as any claim does.
    !isNormative(unit)
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
  // "It is true that scooters replace car trips. Nevertheless, most users would have walked.": a fact set against the
  // point just granted answers it; the position is restated only by a claim (a call, a stance, a verdict).
  const answersGranted = prev?.marker === "opponent" && !makesClaim(unit);
  if (
    unit.marker === "contrast" &&
    REASSERTING.has(unit.cue) &&
    (!prev || prev.sentence !== unit.sentence) &&
    !answersGranted
  )
    add(1.5, "holds the position despite what came before", true);
  if (i === firstStatement) add(1.5, "opens the text");
  if (i === units.length - 1 && i !== firstStatement) add(0.7, "closes the text");

  const mine = termsOf[i];
  if (mine.length > 0) {
    // Divided by at least four so a two-word fragment cannot look as central as a full thesis.
    const shared = mine.filter((t) => (unitsUsing.get(t) ?? 0) > 1).length / Math.max(4, mine.length);
    add(Math.round(shared * 100) / 100, "shares terms with the rest");
  }
}

function compoundHead(term: string): string {
  const head = term.slice(term.lastIndexOf("-") + 1);
  return head.length >= 3 ? head : term;
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

/** Index of the best unit, ties going to the earlier unit. */
export function bestUnit(scored: ScoredUnit[]): ScoredUnit | null {
  let best: ScoredUnit | null = null;
  for (const s of scored) {
    if (s.unit.marker === "opponent" || (s.unit.isQuestion && !s.unit.assertion)) continue;
    if (best === null || s.score > best.score) best = s;
  }
  return best;
}
