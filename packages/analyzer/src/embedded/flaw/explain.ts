import type { FlawId } from "../../flaw-taxonomy.js";
import { shorten } from "../phrases.js";
import { NOT_ENOUGH } from "./denial.js";
import { LEXICONS } from "./lexicons.js";
import { PAST_RECORD } from "./shifts.js";
import { wordInTwoSenses } from "./two-senses.js";

const SHARE = /\b(?:percent|per cent|proportion|out of (?:a |every )?(?:hundred|thousand|\d+))\b|\d\s?%/i;

export interface ExplainInput {
  id: FlawId;
  evidence: string;
  /** False when the flaw model named the type on the words alone, without a reader finding its parts. */
  shown?: boolean;
  text: string;
  conclusion: string;
  keyPremise: string;
}

// When the verdict came from the classifier, the first matching cue word gives the sentence something concrete.
const CUE_FOR: Partial<Record<FlawId, RegExp[]>> = {
  ad_hominem: [LEXICONS.insult, LEXICONS.personAttack, LEXICONS.secondPerson],
  appeal_to_emotion: [LEXICONS.emotion, LEXICONS.exclaim],
  irrelevant_authority: [LEXICONS.family, LEXICONS.authority],
  hasty_generalization: [LEXICONS.anecdote, LEXICONS.universal],
  ad_populum: [LEXICONS.popular],
};

function cue(input: ExplainInput): string {
  if (input.evidence) {
    // Quoted as written: the words are the reader's own, so their case is kept.
    const words = input.evidence.replace(/[\s,;:.!?]+$/, "").split(/\s+/);
    if (words.length <= 10) return words.join(" ");
    const head = words.slice(0, 10);
    while (head.at(-1) === "…") head.pop();
    return `${head.join(" ")}…`;
  }
  for (const re of CUE_FOR[input.id] ?? []) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(input.text.toLowerCase());
    if (m && m[0].length > 1) return m[0];
  }
  return "";
}

/**
 * Which misreading of a condition the evidence shows: a conditional offered and one concluded (its converse or
 * inverse, converse.ts), or a requirement answered by showing the thing is not enough (denial.ts).
 */
function conditionShape(evidence: string): "turned" | "not enough" | null {
  const [first, second] = evidence.split(" … ");
  if (!second) return null;
  if (/^if\b/i.test(first) && /^(?:(?:and )?(?:so|therefore|thus|hence|consequently),?\s+)?if\b/i.test(second))
    return "turned";
  return NOT_ENOUGH.test(second) ? "not enough" : null;
}

/** A sentence quoted as written, without a speaker's label ("Nina: …"), cut at 12 words. */
function quote(sentence: string): string {
  const words = sentence
    .replace(/^[A-Z][\w.]*(?: [A-Z][\w.]*)?:\s+/, "")
    .replace(/[\s,;:.!?]+$/, "")
    .split(/\s+/);
  return words.length <= 12 ? words.join(" ") : `${words.slice(0, 12).join(" ")}…`;
}

// The claim is quoted whole up to 24 words: at 12, a quarter of Argotario's conclusions (26 %) were cut mid-claim
// and the sentence ended in "…"; at 24, 2 % are (decision 0024, flaws round 5).
const CLAIM_WORDS = 24;

// The structural detectors quote "reason … claim" as whole sentences: the claim they found is the one the step leads to, which may not
// be the unit the conclusion finder chose ("So it was an owl" after "Most owls hunt at night").
const STEP_TO: ReadonlySet<FlawId> = new Set([
  "necessary_sufficient",
  "hasty_generalization",
  "false_cause",
  "proportion_confusion",
  "composition_division",
  "appeal_to_ignorance",
]);
const DRAWN = /^(?:(?:and |but )?(?:so|therefore|thus|hence|consequently),?\s+|we can conclude (?:that )?)/i;

function claimOf(input: ExplainInput): string {
  const last = input.evidence.split(" … ").slice(1).at(-1) ?? "";
  // Only a whole sentence is a claim; the cue detectors join fragments ("my … all").
  const sentence = /[.!?]$/.test(last) && last.split(/\s+/).length >= 4;
  return STEP_TO.has(input.id) && sentence ? last.replace(DRAWN, "") : input.conclusion;
}

/** One sentence naming what, in this text, makes the flaw. */
export function explainFlaw(input: ExplainInput): string {
  // Named on the words alone: say so, quote the sentence that weighed most, and say what would settle it.
  if (input.shown === false)
    return `Its wording reads like this flaw, chiefly "${quote(input.evidence)}", though no step of it is spelled out. ${flawFix(input.id, "")}`;
  const target = claimOf(input);
  const claim = target ? shorten(target, CLAIM_WORDS) : "the conclusion";
  // "evidence that it will rain", but "evidence for the conclusion" when the text states none.
  const thatClaim = target ? `that ${claim}` : "for the conclusion";
  const reason = input.keyPremise ? shorten(input.keyPremise, 12) : "the reason given";
  const c = cue(input);
  const quoted = c ? ` ("${c}")` : "";
  switch (input.id) {
    case "hasty_generalization":
      if (PAST_RECORD.test(input.evidence.split(" … ")[0] ?? ""))
        return `It confuses a probability with a certainty: a past record${quoted} makes it likely, not certain, that ${claim}.`;
      return `It generalizes from too few or untypical cases${quoted} to a general conclusion (${claim}), without showing they represent the whole.`;
    case "ad_hominem":
      return `It attacks the person or the source of a claim${quoted} instead of addressing its merits; who makes a claim, and why, is no evidence about whether ${claim}.`;
    case "appeal_to_emotion":
      return `It moves the reader with feelings${quoted} rather than giving evidence ${thatClaim}.`;
    case "red_herring":
      // An objection answered with another matter: the objection and the reply's reason, joined by " … ".
      if (input.evidence.includes(" … ")) {
        const [raised, reply] = input.evidence.split(" … ");
        return `It meets the point that ${raised} with another matter ("${reply}"), which does not answer it.`;
      }
      // The words that turn away from the claim, when the text shows them; else the reason that shares nothing with it.
      if (c) return `It turns to another matter${quoted} that does not bear on whether ${claim}.`;
      return `The reason offered (${reason}) is beside the point: it does not bear on whether ${claim}.`;
    case "irrelevant_authority":
      return `It rests on what a source says${quoted} without showing that the source is an expert on this question.`;
    case "ad_populum":
      return `It treats how many people believe or do something${quoted} as proof ${thatClaim}.`;
    case "false_cause":
      return `It takes a sequence or correlation${quoted} as proof that one thing causes the other, overlooking the possibility that some other factor causes both, or that the effect is the cause.`;
    case "circular_reasoning":
      return `The conclusion (${claim}) only restates its own reason${quoted}, so it assumes what it sets out to prove.`;
    case "false_dilemma":
      return `It presents only two options${quoted} when others exist, so rejecting one does not force the other.`;
    case "slippery_slope":
      return `It claims one step will set off a chain of worse outcomes${quoted} without showing each step would follow.`;
    case "straw_man":
      return `It answers a distorted version of the other side's view${quoted} rather than the view itself.`;
    case "equivocation": {
      // A term shift's evidence is the reason's phrase and the conclusion's, joined by " … ".
      const [said, claimed] = input.evidence.split(" … ");
      const word = said && claimed ? wordInTwoSenses(said, claimed) : null;
      if (word)
        return `It uses "${word}" in two senses: one in "${said}", another in "${claimed}", so the link between them is only verbal.`;
      if (said && claimed)
        return `It fails to distinguish between "${said}" and "${claimed}": the reasons speak of the one and the conclusion of the other, as though they were the same.`;
      return `A key word shifts meaning between the reason and the conclusion${quoted}, so the link is only verbal.`;
    }
    case "false_analogy":
      return `It carries a conclusion over from one thing to another because they are alike${quoted}, without showing they are alike in the way that matters.`;
    case "appeal_to_ignorance":
      return `It treats the absence of evidence for a claim${quoted} as evidence that the claim is false, or the lack of proof against it as proof that it is true.`;
    case "formal_fallacy":
      // Affirming the consequent and denying the antecedent both read "if A, B" as "B only if A".
      if (/\bif\b/i.test(input.evidence.split(" … ")[0] ?? ""))
        return `It treats a condition that is enough for an outcome as one the outcome requires${quoted}: "if A, then B" does not say that B happens only if A, so the conclusion could be false even if the premises are true.`;
      return `The conclusion does not follow from the form of the reasoning${quoted}: even if the premises are true, the conclusion could be false.`;
    case "loaded_question":
      return `The question${quoted} takes for granted something that has not been shown, so any direct answer concedes it.`;
    case "necessary_sufficient": {
      const [lack, reply] = input.evidence.split(" … ");
      const shape = conditionShape(input.evidence);
      if (shape === "turned")
        return `It turns its condition round${quoted}: "if A, then B" gives neither "if B, then A" nor "if not A, then not B", since B may come about in other ways.`;
      if (shape === "not enough")
        return `It confuses a necessary condition with a sufficient one: it answers the claim that something is required ("${quote(lack)}") by showing that it is not enough ("${quote(reply)}"), but a condition can be necessary without being sufficient.`;
      return `It confuses a necessary condition with a sufficient one, or a sufficient condition with a necessary one${quoted}, so it does not follow that ${claim}.`;
    }
    case "overlooked_alternative":
      return `It takes for granted that its explanation is the only one: it concludes that ${claim} without considering the possibility that something else accounts for what the reasons report.`;
    case "composition_division":
      return `It assumes that what is true of each part is true of the whole, or that what is true of the whole is true of each part${quoted}, so it does not follow that ${claim}.`;
    case "proportion_confusion":
      if (input.evidence.split(" … ").every((part) => SHARE.test(part)))
        return `It confuses a percentage of one group with a percentage of another${quoted}, so the figures do not show that ${claim}.`;
      return `It confuses a percentage or proportion with a number or total amount${quoted}, so the figures do not show that ${claim}.`;
    default:
      return "";
  }
}

/** What the argument would need to be free of its flaw, quoting the words that show it. */
export function flawFix(id: FlawId, evidence: string): string {
  const quoted = evidence ? ` ("${evidence.length > 80 ? `${evidence.slice(0, 80)}…` : evidence}")` : "";
  switch (id) {
    case "hasty_generalization":
      return `To hold, it needs evidence that the cases it rests on${quoted} are typical of the whole group.`;
    case "false_cause":
      return `To hold, it needs to rule out coincidence and other causes for the link it reports${quoted}.`;
    case "ad_hominem":
      return `To hold, it needs a reason about the claim itself in place of the remark about a person${quoted}.`;
    case "appeal_to_emotion":
      return `To hold, it needs evidence for the claim, not only the feelings it stirs${quoted}.`;
    case "irrelevant_authority":
      return `To hold, it needs a source with expertise on this question, or the evidence itself, in place of ${quoted ? quoted.slice(2, -1) : "the source cited"}.`;
    case "red_herring":
      return `To hold, it needs a reason that bears on the claim itself${quoted}.`;
    case "ad_populum":
      return `To hold, it needs evidence for the claim, not how many people accept it${quoted}.`;
    case "false_dilemma":
      return `To hold, it needs to show there are no options beyond the two it names${quoted}.`;
    case "slippery_slope":
      return `To hold, it needs to show each step of the chain it predicts would follow${quoted}.`;
    case "straw_man":
      return `To hold, it needs to answer the other side's actual view${quoted}.`;
    case "circular_reasoning":
      return `To hold, it needs a reason that does not already assume the conclusion${quoted}.`;
    case "equivocation":
      return `To hold, it needs the key word to keep one meaning throughout${quoted}.`;
    case "false_analogy":
      return `To hold, it needs to show the two things are alike in the respect the conclusion depends on${quoted}.`;
    case "appeal_to_ignorance":
      return `To hold, it needs positive evidence for the claim, not the absence of evidence against it${quoted}.`;
    case "formal_fallacy":
      if (/\bif\b/i.test(evidence.split(" … ")[0] ?? ""))
        return `To hold, it needs the condition to be the only way to the outcome ("B only if A"), not just one way to it${quoted}.`;
      return `To hold, it needs a premise that links the terms the conclusion joins, or a conclusion that follows from the premises as stated${quoted}.`;
    case "loaded_question":
      return `To hold, it needs to establish what the question takes for granted before asking it${quoted}.`;
    case "necessary_sufficient":
      if (conditionShape(evidence) === "turned")
        return `To hold, it needs the rule the other way round as well ("if B, then A"), not only "if A, then B"${quoted}.`;
      if (conditionShape(evidence) === "not enough")
        return `To hold, it needs to show that the thing is not required, not only that it is not enough${quoted}.`;
      return `To hold, it needs to show the condition it relies on is both required and enough for the outcome${quoted}.`;
    case "overlooked_alternative":
      return `To hold, it needs to rule out the other explanations of what it reports${quoted}.`;
    case "composition_division":
      return `To hold, it needs to show the property carries between the parts and the whole${quoted}.`;
    case "proportion_confusion":
      return `To hold, it needs the totals as well as the shares it cites, or the shares as well as the totals${quoted}.`;
    default:
      return "";
  }
}
