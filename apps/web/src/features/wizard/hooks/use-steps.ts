import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { WizardContent } from "../lib/content";
import { REVIEW_WARNING, type WizardMessage } from "../lib/messages";
import { completeSteps, STEPS, type StepId, stepCounts, stepState, visibleSteps } from "../lib/steps";

const stepIn = (value: string | null): StepId | null => STEPS.find((s) => s.id === value)?.id ?? null;

/**
 * Where the user is in the wizard (spec 001 §4): Next always moves on, marking an incomplete step for review with
 * the warning; Back; jumps; a gate's answer moves on. The new step's heading takes focus, for keyboard and
 * screen-reader users. A step in the address (?step=Summary, as the audit report's links give) opens at that step.
 */
export function useSteps(
  content: WizardContent,
  update: (patch: Partial<WizardContent>) => void,
  show: (m: WizardMessage) => void,
) {
  const [params] = useSearchParams();
  const linked = stepIn(params.get("step"));
  const [current, setCurrent] = useState<StepId>(linked ?? "Introduction");
  const [review, setReview] = useState<ReadonlySet<StepId>>(new Set());
  const steps = visibleSteps(content);
  const complete = completeSteps(content);
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === current),
  );
  const here = steps[index]?.id ?? "Introduction";

  const go = useCallback((id: StepId) => {
    setCurrent(id);
    window.scrollTo({ top: 0 });
    // Once the new step has rendered, its heading takes focus.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-step-heading]")?.focus());
  }, []);

  // A link to another step while the wizard is open (a report in another tab, Back and Forward) moves to it.
  useEffect(() => {
    if (linked) go(linked);
  }, [linked, go]);

  const mark = (id: StepId, needsReview: boolean) =>
    setReview((r) => {
      const next = new Set(r);
      if (needsReview) next.add(id);
      else next.delete(id);
      return next;
    });

  const next = () => {
    mark(here, !complete[here]);
    if (!complete[here]) show({ text: REVIEW_WARNING, tone: "error" });
    const following = steps[index + 1];
    if (following) go(following.id);
  };
  const back = () => {
    const previous = steps[index - 1];
    if (previous) go(previous.id);
  };
  const answerGate = (patch: Partial<WizardContent>) => {
    update(patch);
    mark(here, false);
    const after = visibleSteps({ ...content, ...patch });
    const following = after[after.findIndex((s) => s.id === here) + 1];
    if (following) go(following.id);
  };

  return {
    steps,
    current: here,
    index,
    complete,
    next,
    back,
    jump: go,
    answerGate,
    isLast: index === steps.length - 1,
    stateOf: (id: StepId) => stepState(id, here, complete, review),
    counts: stepCounts(steps, complete, review),
  };
}
