import type { FlawId } from "../../flaw-taxonomy.js";
import { shorten } from "../phrases.js";
import { LEXICONS } from "./lexicons.js";

export interface ExplainInput {
  id: FlawId;
  evidence: string;
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
    return words.length <= 10 ? words.join(" ") : `${words.slice(0, 10).join(" ")}…`;
  }
  for (const re of CUE_FOR[input.id] ?? []) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(input.text.toLowerCase());
    if (m && m[0].length > 1) return m[0];
  }
  return "";
}

/** One sentence naming what, in this text, makes the flaw. */
export function explainFlaw(input: ExplainInput): string {
  const claim = input.conclusion ? shorten(input.conclusion, 12) : "the conclusion";
  const reason = input.keyPremise ? shorten(input.keyPremise, 12) : "the reason given";
  const c = cue(input);
  const quoted = c ? ` ("${c}")` : "";
  switch (input.id) {
    case "hasty_generalization":
      return `It draws a general conclusion (${claim}) from too few or untypical cases${quoted}, without showing they represent the whole.`;
    case "ad_hominem":
      return `It attacks the person${quoted} instead of answering the claim; a person's character is no evidence about whether ${claim}.`;
    case "appeal_to_emotion":
      return `It moves the reader with feelings${quoted} rather than giving evidence that ${claim}.`;
    case "red_herring":
      return `The reason offered (${reason}) is beside the point: it does not bear on whether ${claim}.`;
    case "irrelevant_authority":
      return `It rests on what a source says${quoted} without showing that the source is an expert on this question.`;
    case "ad_populum":
      return `It treats how many people believe or do something${quoted} as proof that ${claim}.`;
    case "false_cause":
      return `It takes a sequence or correlation${quoted} as proof of cause, ignoring coincidence and other factors.`;
    case "circular_reasoning":
      return `The conclusion (${claim}) only restates its own reason${quoted}, so it assumes what it sets out to prove.`;
    case "false_dilemma":
      return `It presents only two options${quoted} when others exist, so rejecting one does not force the other.`;
    case "slippery_slope":
      return `It claims one step will set off a chain of worse outcomes${quoted} without showing each step would follow.`;
    case "straw_man":
      return `It answers a distorted version of the other side's view${quoted} rather than the view itself.`;
    case "equivocation":
      return `A key word shifts meaning between the reason and the conclusion${quoted}, so the link is only verbal.`;
    default:
      return "";
  }
}
