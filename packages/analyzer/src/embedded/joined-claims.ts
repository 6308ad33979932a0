import { joinTokens } from "./nlp.js";
import type { Unit } from "./segment.js";
import { isNormative } from "./unit-traits.js";

/**
 * "Closing the club was a mistake, and the council should reopen it.": a verdict and the act it calls for, joined
 * by "and" in one sentence, make one claim. Split in two, the engine showed only the verdict; the writer asks for
 * both. Only two clauses that each judge or recommend are joined, so a reason told beside a claim stays apart.
 */
export function joinClaimPairs(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const prev = out[out.length - 1];
    const joins =
      prev !== undefined &&
      prev.sentence === unit.sentence &&
      prev.marker === "none" &&
      unit.marker === "none" &&
      !prev.isQuestion &&
      unit.tokens[0]?.normal === "and" &&
      prev.tokens[prev.tokens.length - 1]?.value === "," &&
      isNormative(prev) &&
      isNormative(unit);
    if (!joins) {
      out.push({ ...unit, index: out.length });
      continue;
    }
    const tokens = [...prev.tokens, ...unit.tokens];
    out[out.length - 1] = { ...prev, tokens, text: joinTokens(tokens), isQuestion: unit.isQuestion };
  }
  return out;
}
