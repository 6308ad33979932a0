import type { GapClause } from "./gap.js";
import { asClause } from "./phrases.js";
import { contentTerms } from "./terms.js";

/** The verb of a causal claim, "X reduces Y": what comes before it is the cause, what follows the effect. */
const CAUSAL_VERB =
  /\b(?:(?:is|are|was|were) (?:the|a|one) (?:main |major |real )?(?:cause|causes) of|(?:is|are|was|were) responsible for|contributes? to|causes?|caused|leads? to|led to|results? in|resulted in|reduces?|reduced|increases?|increased|improves?|improved|prevents?|prevented|protects?|harms?|damages?|makes?|made|(?:is|are) (?:raising|lowering|boosting|improving|reducing|increasing|cutting|causing)|(?:is|are|was|were) (?:clearly |really |obviously )?what \w+(?:s|ed)|raises|raised|boosts?|boosted|lowers|lowered|fixed|cured)\b/i;
/** "Stress can cause acne", "the cameras have made …": the modal or the perfect's "have" belongs to the claim. */
const TRAILING_MODAL = /\s+(?:can|could|may|might|will|would|does|do|did|has|have|had|tends? to|helps?(?: to)?)$/i;

/**
 * The second necessary assumption of a cause read off a correlation: the link is not reversed. When the premise
 * mentions both the cause and the effect (it reports that they go together), that they go together because the
 * effect brings about the cause is a live alternative, and its truth would leave the conclusion unsupported, so
 * the argument needs its denial. Stated in the claim's own words: "The link does not run from crime to libraries:
 * libraries reduce crime, not the reverse."
 */
export interface CausalSides {
  claim: string;
  cause: string;
  effect: string;
  /** The claim's content lemmas before and after its causal verb. */
  causeTerms: string[];
  effectTerms: string[];
}

/** A causal claim split at its verb, "X reduces Y": null when it has none or a side is too long to picture. */
export function causalSides(conclusion: GapClause): CausalSides | null {
  const claim = asClause(conclusion.text).replace(/^(?:so|thus|hence|therefore|consequently),? /i, "");
  const m = CAUSAL_VERB.exec(claim);
  if (!m) return null;
  const cause = claim.slice(0, m.index).trim().replace(TRAILING_MODAL, "");
  // "made the street safer": the effect is on the street; its new state is the claim's, not a thing reported.
  const state =
    /^ma(?:ke|kes|de)$/i.test(m[0]) && conclusion.tokens.filter((t) => t.pos !== "PUNCT").at(-1)?.pos === "ADJ";
  const said = claim.slice(m.index + m[0].length).trim();
  const effect = state ? said.replace(/\s+\S+$/, "") : said;
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  if (!cause || !effect || words(cause) > 6 || words(effect) > 8 || /[,;:]/.test(cause)) return null;
  // Which of the claim's terms fall on each side of the verb, by the tokens' own lemmas.
  const verbWord = m[0].split(" ")[0].toLowerCase();
  const at = conclusion.tokens.findIndex((t) => t.normal === verbWord);
  if (at < 0) return null;
  return {
    claim,
    cause,
    effect,
    causeTerms: contentTerms(conclusion.tokens.slice(0, at)),
    effectTerms: contentTerms(conclusion.tokens.slice(at + 1)),
  };
}

export function reversedLink(conclusion: GapClause, premise: GapClause | null): string {
  if (!premise) return "";
  const sides = causalSides(conclusion);
  if (!sides) return "";
  const said = new Set(contentTerms(premise.tokens));
  const mentions = (side: string[]) => side.some((t) => said.has(t));
  if (!mentions(sides.causeTerms) || !mentions(sides.effectTerms)) return "";
  return `The link does not run from ${sides.effect} to ${sides.cause}: ${sides.claim}, not the reverse.`;
}
