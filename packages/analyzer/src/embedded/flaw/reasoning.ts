import type { FlawId } from "../../flaw-taxonomy.js";

/**
 * Reasoning errors in calm, well-formed arguments: the structural flaws of critical-reasoning textbooks (a
 * necessary condition read as sufficient, a correlation read as a cause, a sample read as the whole, a lack of
 * proof read as disproof, a proportion read as a number, one explanation taken as the only one). They are looked
 * for only when none of the loud fallacies has its evidence, and each needs its own words in the text, quoted
 * as the evidence. Written from the textbook descriptions (Damer; Kelley), not fitted to any data set.
 */
export interface ReasoningFlaw {
  id: FlawId;
  evidence: string;
}

export interface ReasoningContext {
  conclusion: string;
  premises: string[];
}

// A lack of proof offered as proof of the opposite, in the measured wording of a report.
const NO_PROOF =
  /\b(?:no (?:\w+ ){0,2}(?:evidence|proof|reason to (?:think|believe|suppose))|not (?:yet )?been (?:proven|proved|shown|demonstrated|established|confirmed)|never been (?:proven|proved|shown|demonstrated)|(?:has|have) (?:yet )?(?:failed|been unable) to (?:prove|show|find|demonstrate|establish)|cannot be (?:proven|proved)|no one has (?:yet |ever )?(?:succeeded|managed|proven|proved|shown|found|demonstrated)|there is no (?:\w+ )?(?:evidence|proof))\b/i;
// Evidence gathered from part of a group: a survey, a poll, a few cases.
const SAMPLE =
  /\b(?:surveys?|surveyed|polls?|polled|questionnaires?|respondents?|sampled?|interviewed|of those (?:surveyed|asked|questioned|studied)|volunteers|a (?:number|few|handful) of|some of (?:the|its|their))\b/i;
// A share or rate, which says nothing by itself about numbers or totals (or the reverse).
const PROPORTION =
  /\b(?:percentage|proportion|percent|per cent|share of|out of (?:a |every )?(?:hundred|thousand|\d+)|twice as many|half (?:of|as))\b|\d\s?%/i;
// A causal claim in the conclusion.
const CAUSAL =
  /\b(?:caus\w*|responsible for|leads? to|led to|results? in|resulted in|contributes? to|effects? (?:of|on)|because of|due to|reduces?|increases?|prevents?|improves?|makes? (?:people|them|it)|promotes?|harms?|helps?|benefits?)\b/i;
// Evidence of things occurring together, or one after the other, in the reasons.
const TOGETHER =
  /\b(?:correlat\w*|associated with|(?:more|less) likely|tend(?:s|ed)? to|(?:higher|lower|greater|fewer|more|less) (?:\w+ )?(?:rates?|incidence|levels?|numbers?) of|than (?:those|people|others|did|do|in)|those who|people who|study|studies|researchers?|found that|after|since|rose|fell|increased|decreased|declined|dropped)\b/i;
// A condition: what is required, or what would be enough.
const CONDITION =
  /\b(?:only if|only when|unless|necessary|required?|requires|requirement|prerequisite|sufficient|guarantees?|ensures?|must (?:first )?(?:have|be(?: able)?)|if (?:\w+ ){1,12}(?:will|would|can|must)|to (?:\w+ ){1,6}(?:one|a person|an? \w+|people|they|we|you) (?:must|need to|has to|have to))\b/i;
// A conclusion that explains, or picks the cause or reason of, what the reasons report.
const EXPLANATION =
  /\b(?:explains?|explanation|the (?:real |only )?reason|must (?:have|be)|probably|account(?:s|ed)? for|shows? that|clearly|it is clear)\b/i;

/** The sentence of the text that holds a match, so the evidence reads as the writer's own words. */
function sentenceAt(text: string, re: RegExp): string | null {
  for (const s of text.split(/(?<=[.!?;])\s+/)) if (re.test(s)) return s.trim();
  return null;
}

function causalFromTogether(text: string, context: ReasoningContext): string | null {
  if (!context.conclusion || !CAUSAL.test(context.conclusion)) return null;
  const reasons = context.premises.join(" ");
  const together = sentenceAt(reasons, TOGETHER);
  return together ? `${together} … ${context.conclusion}` : null;
}

/** The detectors in order: the most specific evidence first, a conclusion that explains last. */
const DETECTORS: { id: FlawId; find: (text: string, context: ReasoningContext) => string | null }[] = [
  { id: "appeal_to_ignorance", find: (t) => sentenceAt(t, NO_PROOF) },
  { id: "hasty_generalization", find: (t) => sentenceAt(t, SAMPLE) },
  { id: "proportion_confusion", find: (t) => sentenceAt(t, PROPORTION) },
  { id: "false_cause", find: causalFromTogether },
  { id: "necessary_sufficient", find: (t) => sentenceAt(t, CONDITION) },
  { id: "overlooked_alternative", find: (t, c) => (c.conclusion && EXPLANATION.test(t) ? c.conclusion : null) },
];

/** The first reasoning error whose evidence the text holds, or null. */
export function reasoningFlaw(text: string, context: ReasoningContext): ReasoningFlaw | null {
  if (context.premises.length === 0) return null;
  for (const d of DETECTORS) {
    const evidence = d.find(text, context);
    if (evidence) return { id: d.id, evidence };
  }
  return null;
}
