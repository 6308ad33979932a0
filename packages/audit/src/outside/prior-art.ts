import { withoutParentPreamble } from "../checks/support/limitations.js";
import { allClaims, textOf } from "../draft/access.js";
import type { Draft, Finding, PriorArtReference } from "../types.js";

/**
 * What the prior-art search is asked: the draft's abstract, summary and claims (its own and the planned ones). A
 * dependent claim is asked without its 'The ladder of claim 1,': the reference is not an element of the invention.
 */
export interface PriorArtQuery {
  abstract: string;
  summary: string;
  claims: string[];
}

/**
 * The search the server passes in (its patent index with the element comparison of packages/patents), closest
 * first. The engine stays pure: without one, the report says prior art was not searched.
 */
export type PriorArtSearch = (query: PriorArtQuery) => Promise<PriorArtReference[]>;

export const PRIOR_ART_SHOWN = 5;

export const priorArtQuery = (d: Draft): PriorArtQuery => ({
  abstract: textOf(d, "abstract"),
  summary: textOf(d, "summary"),
  claims: allClaims(d).map((c) => withoutParentPreamble(c.claim.text)),
});

/**
 * 35 U.S.C. 102 and 103: a patent sharing every element may anticipate; one sharing most is the base of an
 * obviousness rejection. One finding per patent, closest first.
 */
export function priorArtFindings(references: PriorArtReference[]): Finding[] {
  return references.slice(0, PRIOR_ART_SHOWN).map((r) => ({
    check: "priorArt.closest",
    ground: "priorArt" as const,
    severity: r.lacking.length === 0 ? ("must" as const) : r.match >= 60 ? ("should" as const) : ("consider" as const),
    place: null,
    excerpt: `${r.number}: ${r.title}`,
    why:
      r.lacking.length === 0
        ? `${r.number} shares every element found in the draft (${r.shared.join(", ")}); as written, the invention may not be new (35 U.S.C. 102).`
        : `${r.number} shares ${r.shared.join(", ") || "few elements"} and lacks ${r.lacking.join(", ")}; an examiner may combine it with another reference (35 U.S.C. 103).`,
    fix:
      r.lacking.length === 0
        ? "Find what your invention does that this patent does not, describe it in detail and make it part of every claim."
        : `Make sure the description explains why ${r.lacking.join(", ")} matters and is not an obvious addition.`,
    step: "DetailedDescription" as const,
    references: [r],
  }));
}
