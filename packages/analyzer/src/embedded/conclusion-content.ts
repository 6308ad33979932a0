import { REJECTS_VIEW, THESIS_ANNOUNCEMENT } from "./claim-cues.js";
import type { CueView } from "./conclusion.js";
import { ADDITIVE_MARKERS, EXAMPLE_MARKERS } from "./cues.js";
import { deonticRemnant } from "./ellipsis.js";
import { forecasts, RECORD } from "./forecast.js";
import { dismissesPersonView } from "./neighbours.js";
import { generalStatement, narratesPast, statesPresent } from "./tense.js";
import {
  evaluativeCount,
  hasStance,
  isNormative,
  judgesSubject,
  lowerText,
  reportsFigure,
  startsWith,
} from "./unit-traits.js";

/**
 * The main-claim cues of what a unit says: a recommendation, a stance, a verdict, a view rejected; or a question,
 * an added point, an example, a figure or an observed change, which a thesis seldom is.
 */
export function contentCues(view: CueView): void {
  const { unit, prev, add, turned, observed, firstObserved } = view;
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
  // "My brother tried the diet and lost ten pounds. This diet works for everyone.": after a case told in the past, a
  // statement in the present about every case is the generalisation drawn from it.
  if (generalStatement(unit) && view.units.some((u) => u.sentence < unit.sentence && narratesPast(u)))
    add(1.5, "generalises from the cases told", true);
  // "Residents have packed the consultation every time … This new proposal will go the same way.": after a record
  // told, a forecast is what the writer draws from it.
  else if (
    forecasts(lowerText(unit)) &&
    view.units.some((u) => u.sentence < unit.sentence && RECORD.test(lowerText(u)))
  )
    add(2, "forecasts from the record told", true);
  // "Since the coach arrived, the team has lost twice", "Sales fell after the coach arrived": the observed change
  // a causal claim is drawn from, like a figure, not the claim.
  if (observed.has(unit.sentence)) add(-1.5, "reports an observed change");
  // "… the team has won four games. The tie is bringing them luck.": after a reported change, a statement in the
  // present is the explanation drawn from it.
  else if (firstObserved < unit.sentence && statesPresent(unit)) add(1, "explains an observed change", true);
}
