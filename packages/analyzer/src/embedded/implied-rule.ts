import type { ConclusionType } from "./conclusion-type.js";
import { joinTokens, readSentences, type Token } from "./nlp.js";
import { asClause } from "./phrases.js";

/** The kinds of method whose rule is a stock principle of that method. */
export type MethodKind = "authority" | "sample" | "analogy" | "statistics" | "alternatives" | "cause";

/**
 * "Companies save on office rent and workers save hours of commuting": two reasons, each with its own subject and
 * verb, joined by "and" or a comma. A noun phrase before the verb ("the workers") must follow the joint, or the
 * "and" joins two things of one clause ("rent and heating cost more").
 */
/** "If A, (then) B": the condition and the outcome. */
export const IF_THEN = /^if\s+(.+?),\s*(?:then\s+)?(.+?)\.?$/i;

/**
 * A conditional reason inside another conditional: "if it rains, the match is cancelled" becomes "the match is
 * cancelled whenever it rains" (or "it is true that if …" for a chain), so the rule never reads "If if it rains, …".
 */
export function asInnerCondition(clause: string): string {
  const m = IF_THEN.exec(clause);
  if (!m) return clause;
  // "If A, B, then C, and soon D": where the outcome runs on, the cut at the first comma would garble it.
  return m[2].includes(",") ? `it is true that ${clause}` : `${m[2]} whenever ${m[1]}`;
}

const SUBORDINATE = /^(?:if|when|whenever|unless|because|since|although|though|after|before|once|while|as)$/;

export function clausesOf(text: string): string[] {
  const tokens = readSentences(text).flatMap((s) => s.tokens);
  const cuts: number[] = [];
  for (let i = 1; i < tokens.length - 2; i++) {
    if (!(tokens[i].normal === "and" || tokens[i].value === ",")) continue;
    let k = i + 1;
    if (tokens[i].value === "," && tokens[k]?.normal === "and") k++;
    const start = k;
    while (k < tokens.length && /^(?:DET|ADJ|NUM|NOUN|PROPN|PRON)$/.test(tokens[k].pos)) k++;
    const named = tokens.slice(start, k).some((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos));
    // "If it rains, the match is cancelled": a comma after a subordinate clause joins it to its own main clause.
    const opening = tokens[cuts.length > 0 ? cuts[cuts.length - 1] + 1 : 0];
    const subordinate = tokens[i].value === "," && SUBORDINATE.test(opening?.normal ?? "");
    if (named && k > start && /^(?:VERB|AUX)$/.test(tokens[k]?.pos ?? "") && !subordinate) cuts.push(i);
  }
  if (cuts.length === 0) return [asClause(text)];
  const parts: Token[][] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(tokens.slice(from, cut));
    from = tokens[cut].value === "," && tokens[cut + 1]?.normal === "and" ? cut + 2 : cut + 1;
  }
  parts.push(tokens.slice(from));
  return parts.map((p) => asClause(joinTokens(p))).filter((p) => p.length > 0);
}

/** The general principle the step from the reasons to the claim relies on, by the argument's method and type. */
export function impliedRule(kind: MethodKind | null, type: ConclusionType, reason: string, claim: string): string {
  if (kind === "authority") return "What an authority says on this subject can be accepted as true.";
  if (kind === "sample") return "What holds for the examples given holds for the group as a whole.";
  if (kind === "analogy") return "Cases that are alike in the ways mentioned should be judged alike.";
  if (kind === "statistics") return "Figures about a sample carry over to the whole population.";
  if (kind === "alternatives") return "When the other options fail, the remaining one must be right.";
  if (kind === "cause") return "When one thing goes with another, the first brings about the second.";
  if (type === "Policy Recommendation") return "A course of action that serves the aims described should be taken.";
  if (type === "Value Judgment")
    return "Anything with the qualities described in the reasons deserves the judgment in the conclusion.";
  if (!reason || !claim) return "";
  // "I love the new phone": a report of the speaker's own experience; the step takes it as a guide to the claim.
  if (/^(?:i|we|my|our)\b/i.test(reason))
    return `The speaker's own experience (${reason}) is a reliable guide to whether ${claim}.`;
  // "If it rains, the match is cancelled" is itself a rule; what the step adds is a rule from its outcome.
  const conditional = IF_THEN.exec(reason);
  if (conditional) return `Whenever ${conditional[2]}, ${claim}.`;
  // Several reasons side by side each lend support; "whenever A and B" would read them as one joint condition.
  const reasons = clausesOf(reason);
  if (reasons.length >= 2)
    return `Each of these reasons counts toward the claim on its own: that ${reasons.join(", and that ")}; each makes it more likely that ${claim}.`;
  return `In general, whenever ${reason}, ${claim}.`;
}
