import { allClaims, paragraphsOf } from "../../draft/access.js";
import { contentWords, stem } from "../../text.js";
import type { Draft, Place, SpecSection } from "../../types.js";
import { CONNECTIVE, limitationsOf } from "./limitations.js";

/** Where a limitation of a claim finds its support in the description, or that it finds none. */
export interface LimitationSupport {
  claim: number;
  section: "claims" | "plannedClaims";
  limitation: string;
  /** The limitation's characters in the claim. */
  start: number;
  end: number;
  /** The passage that supports it best, null when no paragraph shares any of its terms. */
  passage: Place | null;
  /** Share of the limitation's content words found in that passage, 0–1. */
  coverage: number;
  /** Its words the passage lacks, as written in the claim. */
  missing: string[];
  verdict: "supported" | "partly" | "unsupported";
}

/** At least this share of a limitation's words in one paragraph: the passage describes it. */
export const SUPPORTED_AT = 0.6;
/** Below this share, no paragraph describes it at all. */
export const PARTLY_AT = 0.34;
const SPEC: SpecSection[] = ["field", "summary", "drawings", "detailedDescription"];

/**
 * 35 U.S.C. 112(a) written description, and priority under 35 U.S.C. 119(e): each limitation of a claim must be
 * described in the provisional (New Railhead v. Vermeer, Fed. Cir. 2002). Each limitation is mapped to the passage
 * (a paragraph with its neighbours, since a feature is often described over two or three) that shares most of its
 * content words; the share decides the verdict.
 */
export function mapClaimSupport(d: Draft): LimitationSupport[] {
  const single = SPEC.flatMap((section) =>
    paragraphsOf(d, section).map((p) => ({
      section,
      p,
      stems: new Set(contentWords(p.text).map((w) => stem(w.text))),
    })),
  );
  // Each paragraph with the one before and after it, placed at the paragraph itself.
  const paragraphs = single.map((x, i) => ({
    ...x,
    stems: new Set([...(single[i - 1]?.stems ?? []), ...x.stems, ...(single[i + 1]?.stems ?? [])]),
  }));
  const out: LimitationSupport[] = [];
  for (const { section, claim } of allClaims(d)) {
    for (const l of limitationsOf(claim.text)) {
      let best: (typeof paragraphs)[number] | null = null;
      let bestShare = 0;
      for (const para of paragraphs) {
        const share = l.terms.filter((t) => para.stems.has(t)).length / l.terms.length;
        if (share > bestShare) {
          best = para;
          bestShare = share;
        }
      }
      const missing = contentWords(l.text)
        .filter((w) => !CONNECTIVE.has(w.lower) && !best?.stems.has(stem(w.text)))
        .map((w) => w.text);
      out.push({
        claim: claim.number,
        section,
        limitation: l.text,
        start: l.start,
        end: l.end,
        passage: best ? { section: best.section, paragraph: best.p.number, start: 0, end: best.p.text.length } : null,
        coverage: Math.round(bestShare * 100) / 100,
        missing: [...new Set(missing)],
        verdict: bestShare >= SUPPORTED_AT ? "supported" : bestShare >= PARTLY_AT ? "partly" : "unsupported",
      });
    }
  }
  return out;
}
