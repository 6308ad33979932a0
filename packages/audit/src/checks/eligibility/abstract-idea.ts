import { allClaims, claimParagraph, findingAt, paragraphsOf, textOf } from "../../draft/access.js";
import type { Finding, Paragraph, SectionId } from "../../types.js";
import type { Check } from "../check.js";

/** The three groupings of abstract ideas of MPEP 2106.04(a)(2), as the words that usually express them. */
const MENTAL =
  /\b(determin|calculat|compar|evaluat|analy[sz]|select|identif|estimat|judg|decid|classif|predict|recommend|assess|rank|scor)\w*/gi;
const MATH =
  /\b(algorithm|formula|equation|mathematical|regression|probabilit|statistic|weighted (sum|average)|average|mean value)\w*/gi;
const HUMAN_ACTIVITY =
  /\b(transaction|payment|purchas|sale|sales|pric(e|es|ing)|advertis|marketing|insurance|financ|bank|loan|contract|invoice|billing|customer|merchant|offer|reward|loyalty|coupon|auction|schedul|appointment|social network|hedg|commerce|shopping|wager|betting)\w*/gi;
/** Generic computer parts (MPEP 2106.05(f)): naming them adds nothing that makes an abstract idea eligible. */
const GENERIC_COMPUTER =
  /\b(processor|computer|server|memory|database|computing device|network|user interface|display|terminal|storage medium|mobile device|client device|smartphone)\b/i;
/** A stated technical improvement or a physical thing acted on (MPEP 2106.04(d), 2106.05(a)): the way out. */
const TECHNICAL =
  /\b((reduc|lower|decreas|sav)\w* (the )?(latency|memory|power|bandwidth|processing time|computation|network traffic|storage|energy)|improv\w* (the )?(speed|performance|efficiency|accuracy|security|reliability) of|faster|compress\w*|encrypt\w*|sensor|actuator|motor|camera|circuit|transistor|antenna|radio|signal|voltage|current|temperature|pressure|valve|engine|vehicle|robot|laser|optical|imag(e|ing) sensor|manufactur\w*|machining|physical)\b/i;

const distinct = (text: string, re: RegExp) =>
  new Set([...text.matchAll(re)].map((m) => m[0].toLowerCase().slice(0, 6))).size;

/** Abstract-idea weight of a text: mental steps count once each, maths and commerce twice (they are stronger signs). */
export function abstractIdeaScore(text: string): number {
  return distinct(text, MENTAL) + 2 * distinct(text, MATH) + 2 * distinct(text, HUMAN_ACTIVITY);
}
export const ABSTRACT_IDEA_AT = 4;

/**
 * 35 U.S.C. 101, Alice step one and two as MPEP 2106 applies them: a claim (or, without claims, the abstract) whose
 * words are mostly mental steps, maths or commerce, carried out on generic computer parts, with no technical
 * improvement or physical thing in it, reads as an abstract idea. Severity rises when the description states no
 * improvement either, since then there is nothing to amend the claim with.
 */
export const abstractIdea: Check = {
  id: "101.abstract-idea",
  ground: "101",
  abstractAndClaims: true,
  run(d) {
    const description = `${textOf(d, "summary")}\n${textOf(d, "detailedDescription")}`;
    const improvementDescribed = TECHNICAL.test(description);
    const independent = allClaims(d).filter((c) => c.claim.dependsOn === null);
    const units: { section: SectionId; paragraph: Paragraph }[] =
      independent.length > 0
        ? independent.map((c) => ({ section: c.section, paragraph: claimParagraph(c.claim) }))
        : paragraphsOf(d, "abstract").map((paragraph) => ({ section: "abstract" as const, paragraph }));
    const out: Finding[] = [];
    for (const { section, paragraph } of units) {
      const text = paragraph.text;
      const computer = GENERIC_COMPUTER.exec(text);
      if (!computer || TECHNICAL.test(text) || abstractIdeaScore(text) < ABSTRACT_IDEA_AT) continue;
      out.push(
        findingAt(
          {
            check: this.id,
            ground: this.ground,
            severity: improvementDescribed ? "consider" : "should",
            why: `This ${section === "abstract" ? "abstract" : "claim"} reads as steps a person could do in the mind or with pen and paper, or as commerce, run on a generic '${computer[0]}'; an examiner may reject it as an abstract idea (35 U.S.C. 101, MPEP 2106).`,
            fix: improvementDescribed
              ? "Put the technical improvement the description states into the claim: what the computer or device does better, and how."
              : "Describe the technical problem solved and how the invention improves the computer or another technology (less memory, lower latency, a physical effect), and claim that.",
          },
          section,
          paragraph,
          computer.index,
          computer.index + computer[0].length,
        ),
      );
    }
    return out;
  },
};
