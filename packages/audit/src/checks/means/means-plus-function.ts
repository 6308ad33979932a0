import { allClaims, claimParagraph, findingAt, paragraphsOf } from "../../draft/access.js";
import { STOPWORDS, stem } from "../../text.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";

/** 'means for', or a nonce word that names no structure followed by its function (MPEP 2181 I.A). */
const TRIGGER =
  /\b(?:([a-z-]+)\s+)?(means|module|unit|mechanism|element|device|component|assembly|apparatus|logic|circuitry|engine)\s+(for|configured to|adapted to|operable to|arranged to|designed to|capable of)\s+([a-z-]+)/gi;
/** Words that already name a structure, so 'processing unit' or 'spring element' is not a bare nonce term. */
const STRUCTURAL_MODIFIER =
  /^(processing|central|graphics|storage|memory|display|power|spring|heating|cooling|drive|motor|gear|valve|pump|sensor|sensing|camera|battery|magnetic|hydraulic|pneumatic|electric|electrical|electronic|optical|fastening|locking|latch|latching|clamp|clamping|hinge|piston)$/i;
/** What a description says to give a nonce term its structure: a part, a circuit, or the steps of an algorithm. */
const STRUCTURE =
  /\b(comprises|comprising|includes|including|consists of|formed (of|from|by)|made of|is an?|is implemented (as|by)|processor|microcontroller|circuit|gear|spring|motor|lever|shaft|algorithm|flowchart|steps?|first,|then|calculat\w+ (by|as|using)|FIG\.)/i;

/**
 * 35 U.S.C. 112(f), MPEP 2181–2185: 'means for' and nonce words with a function are limited to the structure (or,
 * for a computer, the algorithm) the specification describes for that function; with none described the claim is
 * indefinite under 112(b). Quiet when a paragraph of the detailed description names the term and gives it a structure.
 */
export const meansPlusFunction: Check = {
  id: "112f.means-plus-function",
  ground: "112f",
  abstractAndClaims: false,
  run(d) {
    const description = paragraphsOf(d, "detailedDescription");
    const out: Finding[] = [];
    for (const { section, claim } of allClaims(d)) {
      for (const m of claim.text.matchAll(TRIGGER)) {
        const nonce = m[2].toLowerCase();
        const modifier = m[1] && !STOPWORDS.has(m[1].toLowerCase()) ? m[1].toLowerCase() : "";
        if (nonce !== "means" && STRUCTURAL_MODIFIER.test(modifier)) continue;
        // The description must tie the term (by its modifier, else by its function) to a structure.
        const key = stem(nonce === "means" || !modifier ? m[4] : modifier);
        const described = description.some((p) => {
          const lower = p.text.toLowerCase();
          return lower.includes(key) && (nonce === "means" || lower.includes(nonce)) && STRUCTURE.test(p.text);
        });
        if (described) continue;
        const at = m.index ?? 0;
        const start = modifier ? at : at + m[0].indexOf(m[2], m[1]?.length ?? 0);
        const end = at + m[0].length;
        out.push(
          findingAt(
            {
              check: this.id,
              ground: this.ground,
              severity: "should",
              why: `'${claim.text.slice(start, end)}' reads as a means-plus-function term (35 U.S.C. 112(f)); it covers only the structure the description gives for that function, and the description gives none.`,
              fix: "Describe the structure that performs the function (its parts, or for software the algorithm step by step), or claim the structure itself.",
            },
            section,
            claimParagraph(claim),
            start,
            end,
          ),
        );
      }
    }
    return out;
  },
};
