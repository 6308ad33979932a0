import { allClaims, claimParagraph, paragraphsOf } from "../../draft/access.js";
import type { Draft, Paragraph, SectionId } from "../../types.js";

/** The texts the 112(b) word checks read: every claim (where clarity is judged), then the summary and abstract,
 * from which future claims are drawn. */
export function clarityTexts(d: Draft): { section: SectionId; paragraph: Paragraph; claim: boolean }[] {
  return [
    ...allClaims(d).map((c) => ({ section: c.section, paragraph: claimParagraph(c.claim), claim: true })),
    ...paragraphsOf(d, "summary").map((paragraph) => ({ section: "summary" as const, paragraph, claim: false })),
    ...paragraphsOf(d, "abstract").map((paragraph) => ({ section: "abstract" as const, paragraph, claim: false })),
  ];
}
