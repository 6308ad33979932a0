import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { findGap, gapAssumptions } from "./gap.js";
import { readSentences } from "./nlp.js";

const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
const assumptionsOf = (text: string) => {
  const { parsed } = analyzeEmbeddedDetail(text);
  return [parsed.necessaryAssumption, ...parsed.unstatedAssumptions];
};

describe("the link is not reversed", () => {
  it("a cause read off a correlation needs the link not to run the other way", () => {
    const reversed = assumptionsOf(
      "Children who eat breakfast get better grades. Therefore breakfast improves grades.",
    ).find((a) => /reverse/.test(a));
    expect(reversed).toBe(
      "The link does not run from grades to breakfast: breakfast improves grades, not the reverse.",
    );
  });

  it("reads 'can cause' and 'is the main cause of' as the same step, the modal staying with the claim", () => {
    const modal = assumptionsOf(
      "Teenagers who report a lot of stress also have more acne. Therefore stress can cause acne.",
    ).find((a) => /reverse/.test(a));
    expect(modal).toBe("The link does not run from acne to stress: stress can cause acne, not the reverse.");
    const noun = assumptionsOf(
      "Countries with more cars have more road deaths. Therefore cars are the main cause of road deaths.",
    ).find((a) => /reverse/.test(a));
    expect(noun).toMatch(/^The link does not run from road deaths to cars:/);
  });

  it("stays quiet when the premise never mentions the claimed cause", () => {
    const all = assumptionsOf("Towns with more libraries have lower crime. So reading reduces crime.");
    expect(all.some((a) => /reverse/.test(a))).toBe(false);
  });
});

describe("a term shift needs two different terms", () => {
  it("does not state a rule from a thing to itself", () => {
    const conclusion = clause("So animals can be cured by the compound.");
    const premise = clause("Animals with the disorder have high levels of aluminum.");
    const gap = { ...findGap(conclusion, [premise]), types: ["term" as const] };
    const rule = (premiseSide: string, conclusionSide: string) =>
      gapAssumptions(conclusion, { ...gap, premiseSide, conclusionSide }).map((c) => c.text);
    expect(rule("animals and high levels of aluminum", "animals")).toEqual([]);
    expect(rule("animals and the disorder", "animals and the compound")).toEqual([
      "What holds for animals and the disorder also holds for animals and the compound.",
    ]);
  });

  it("does not take a piece of a hyphenated word for a term", () => {
    const gap = findGap(clause("So young children can learn to like salt."), [
      clause("One-year-olds ordinarily prefer sweet food."),
    ]);
    expect(gap.premiseSide).not.toMatch(/\bolds\b|\byear\b/);
  });

  it("does not take a time adverbial ('every day', 'in recent years') for a term", () => {
    const gap = findGap(clause("So daily reading improves writing."), [
      clause("Pupils who read every day write better essays."),
    ]);
    expect(gap.premiseSide).not.toMatch(/\bday\b/);
    expect(gap.premiseSide).toMatch(/essays/);
  });
});
