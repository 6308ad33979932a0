import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { findGap } from "./gap.js";
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

  it("stays quiet when the premise never mentions the claimed cause", () => {
    const all = assumptionsOf("Towns with more libraries have lower crime. So reading reduces crime.");
    expect(all.some((a) => /reverse/.test(a))).toBe(false);
  });
});

describe("a term shift needs two different terms", () => {
  it("does not state a rule from a thing to itself", () => {
    const all = assumptionsOf(
      "Animals with the disease have high levels of iron in their blood. So animals can be cured by a diet without iron.",
    );
    expect(all.some((a) => /What holds for animals .*also holds for animals/i.test(a))).toBe(false);
  });

  it("does not take a piece of a hyphenated word for a term", () => {
    const gap = findGap(clause("So young children can learn to like salt."), [
      clause("One-year-olds ordinarily prefer sweet food."),
    ]);
    expect(gap.premiseSide).not.toMatch(/\bolds\b|\byear\b/);
  });
});
