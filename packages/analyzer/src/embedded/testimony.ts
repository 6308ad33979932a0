import { embed, type GapClause } from "./gap.js";
import { capitalise, subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";

/**
 * "The tap water is safe to drink. The guide at our hostel told us so.": the claim rests on someone's word, so it
 * holds only if that someone knows. Deny it ("the guide is no judge of the water") and the reason no longer bears
 * on the claim.
 */
/** "told me so", "said so", "confirmed it": a sentence that vouches for the one before it. */
export const VOUCHES_BACK =
  /\b(?:told (?:me|us|him|her|them|everyone|everybody) so|(?:said|says|say) so|swears? (?:by )?it|confirmed it|vouch(?:es|ed)? for it)\b/i;
const VOUCHES = new RegExp(
  `${VOUCHES_BACK.source}|\\b(?:told (?:us|me|him|her|them) that|swears?|swore|assured (?:us|me)|confirmed (?:that|this))\\b`,
  "i",
);
const ACCORDING = /\baccording to (.{3,60}?)(?=,|;|\.|$)/i;
/** Longer than this, a source quoted is a clause, not who spoke. */
const MAX_SOURCE = 10;

function sourceOf(clause: GapClause): string {
  const { text } = clause;
  const according = ACCORDING.exec(text)?.[1];
  if (according) return according;
  const vouches = VOUCHES.exec(text);
  if (!vouches) return "";
  const subject = subjectOf(clause.tokens).map((t) => t.value);
  // "The man who runs the pub next to it told me so": the subject runs through its clause, up to the telling.
  const words = /^(?:who|that)$/i.test(subject.at(-1) ?? "")
    ? text.slice(0, vouches.index).trim().split(/\s+/)
    : subject;
  if (
    words.length === 0 ||
    words.length > MAX_SOURCE ||
    /^(?:i|we|you|he|she|it|this|that|they)$/i.test(words.join(" "))
  )
    return "";
  return words.join(" ").replace(/^(?:And|But|So|Also),?\s+/, "");
}

/** "The guide at our hostel is a reliable source on whether the tap water … is safe to drink.", or "". */
export function reliableSource(conclusion: GapClause, premises: GapClause[]): string {
  const source = premises.map(sourceOf).find((s) => s !== "");
  if (!source) return "";
  const claim = embed(innerClaim(conclusion));
  return `${capitalise(source)} is a reliable source on whether ${claim}.`;
}
