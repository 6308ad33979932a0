import type { FlawId } from "../flaw-taxonomy.js";
import type { GapKind } from "./assumptions.js";
import type { ConclusionType } from "./conclusion-type.js";
import { CONCESSION_OPENERS } from "./cues.js";
import { asClause, shorten } from "./phrases.js";

export interface CounterInput {
  kind: GapKind;
  type: ConclusionType;
  flaw: FlawId;
  conclusion: string;
  keyPremise: string;
  objection: string;
  gapPhrase: string;
  bridgePhrase: string;
}

/** "Even if if it rains" reads badly; a conditional reason is granted instead. */
function evenIf(reason: string): string {
  return /^(?:if|when|unless|whenever)\b/i.test(reason) ? `Even granting that ${reason},` : `Even if ${reason},`;
}

const GRANTING = new RegExp(
  `^(?:${[...CONCESSION_OPENERS, "admittedly", "granted", "of course", "it is true that"].join("|")})\\b,?\\s*`,
  "i",
);

/** The objection the text itself raises, without its concessive opening ("Although …", "Admittedly, …"). */
function conceded(objection: string): string {
  const said = asClause(objection).replace(GRANTING, "");
  return `As the text itself concedes, ${shorten(said, 16)}; the argument never shows that this is outweighed.`;
}

const FLAW_GAP: Partial<Record<FlawId, GapKind>> = {
  hasty_generalization: "sample",
  false_cause: "cause",
  false_dilemma: "alternatives",
  irrelevant_authority: "authority",
  false_analogy: "analogy",
};

/** A counter-argument aimed at the assumption the argument can least afford to lose. */
export function buildCounter(input: CounterInput): string {
  const said = input.conclusion ? shorten(input.conclusion, 14) : "the conclusion holds";
  // "whether if you cared, you would buy" does not read; "whether it is true that if you cared, …" does.
  const claim = /^(?:if|when|unless|whenever)\b/i.test(said) ? `it is true that ${said}` : said;
  const reason = input.keyPremise ? shorten(input.keyPremise, 14) : "the reasons hold";
  switch (input.flaw) {
    case "ad_hominem":
      return `Whatever one thinks of the people involved, the question is whether ${claim}, and the text offers no evidence on that.`;
    case "appeal_to_emotion":
      return `Strong feelings about the issue do not settle it; without evidence, it remains open whether ${claim}.`;
    case "ad_populum":
      return `Many people have been wrong before; popularity is not evidence that ${claim}.`;
    case "red_herring":
      return `${evenIf(reason)} that is a different matter from whether ${claim}.`;
    case "appeal_to_ignorance":
      return `That nothing has shown the opposite is not evidence for the claim; without positive evidence, it remains open whether ${claim}.`;
    case "slippery_slope":
      return `Each step of the chain needs its own evidence; the first step can be taken without the later ones following, so it does not follow that ${claim}.`;
    case "circular_reasoning":
      return `The reason given restates the claim, so anyone who doubts that ${claim} has been given no reason to accept it.`;
    default:
      break;
  }
  // A flaw the text shows is the weakness to press, whatever kind of gap the assumptions name.
  switch (FLAW_GAP[input.flaw] ?? input.kind) {
    case "bridge":
      // A recommendation is answered by its cost or a better means; a concession the text makes names the cost.
      if (input.type === "Policy Recommendation") {
        if (input.objection) return conceded(input.objection);
        return /\b(?:should|must|ought to) not\b|\bshouldn't\b/i.test(input.conclusion)
          ? `${evenIf(reason)} what is lost by not acting could outweigh that, so it does not follow that ${claim}.`
          : `${evenIf(reason)} another course could serve that aim better, or this one could cost more than it gains, so it does not follow that ${claim}.`;
      }
      if (!input.gapPhrase || !input.bridgePhrase)
        return `${evenIf(reason)} that does not by itself show that ${claim}.`;
      return `${evenIf(reason)} the argument never shows how that bears on ${input.gapPhrase}, so it does not follow that ${claim}.`;
    case "authority":
      return `The source cited (${reason}) may not be an expert on this question, so its word alone cannot show that ${claim}.`;
    case "sample":
      return `The cases given (${reason}) may be exceptions; unless they are typical, they cannot show that ${claim}.`;
    case "analogy":
      return `The cases compared (${reason}) may differ in ways that matter, so what holds for one need not hold for the other.`;
    case "cause":
      return `The connection (${reason}) could have another cause or be coincidence, so it does not show that ${claim}.`;
    case "statistics":
      return `The figures (${reason}) may come from an unrepresentative sample or be read selectively, so they may not support the claim that ${claim}.`;
    case "alternatives":
      // A claim that is itself the either-or ("I'll either get a slot elsewhere or put off the trip") rules nothing out.
      if (/\beither\b/i.test(input.conclusion))
        return `There may be options besides the two named, so it does not follow that ${claim}.`;
      return `There are options besides the ones named (${reason}), so ruling one out does not establish that ${claim}.`;
    case "tradeoff":
      return `${evenIf(reason)} the costs and side effects of acting on it could outweigh that benefit, so it does not follow that ${claim}.`;
    case "objection":
      return input.objection
        ? conceded(input.objection)
        : `A serious objection could outweigh these reasons, and the argument does not consider one.`;
    default:
      return `The reasons may not hold in every case, so the conclusion that ${claim} may be too strong.`;
  }
}
