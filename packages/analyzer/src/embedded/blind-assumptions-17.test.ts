import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Twenty-five arguments written for the second blind check of the assumptions (decision 0024, round assume17), each
// with the assumption a careful reader would name written down before the engine was run. The first-run grades are
// in the decision; these tests hold what the round's fixes made of the misses, and what already passed.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

const NECESSARY: [kind: string, text: string, necessary: string][] = [
  [
    "term shift about a named person",
    "Priya has run four marathons. So Priya is very fit.",
    "Anyone who has run four marathons is very fit.",
  ],
  [
    "scope: a poll's people are the sample",
    "A poll of forty drivers in one car park found that most wanted cheaper parking. So most people in the city want cheaper parking.",
    "The forty drivers in one car park are typical of people in the city.",
  ],
  [
    "a cause told in sequence across two units",
    "Since the school started serving breakfast, test scores have risen. So breakfast improved the scores.",
    "No factor other than breakfast accounts for what the reasons report about the scores.",
  ],
  [
    "normative step about a named person whose claim says 'her'",
    "Lena cheated in the final exam. Lena should lose her scholarship.",
    "Anyone who cheated in the final exam should lose their scholarship.",
  ],
  [
    "normative step",
    "Plastic bags kill sea turtles. Therefore shops ought to charge for plastic bags.",
    "A good reason for shops to charge for plastic bags is that plastic bags kill sea turtles.",
  ],
  [
    "comparison that keeps both things compared",
    "This hospital has more doctors than the one in the next town. So patients get better care here.",
    "This hospital having more doctors than the one in the next town is a sign of patients getting better care here.",
  ],
  [
    "a chain of conditionals whose first condition is never stated",
    "If the river floods, the road closes. If the road closes, the market is cancelled. So the market is cancelled.",
    "The river floods.",
  ],
  [
    "denying the antecedent",
    "If the heating is on, the room is warm. The heating is not on. So the room is not warm.",
    "The room is warm only if the heating is on.",
  ],
  [
    "recommendation with a conceded cost",
    "A night bus would let nurses get home safely. So the council should run one, even though it will cost a lot each year.",
    "Running a night bus is worth it even though it will cost a lot each year.",
  ],
];

describe("blind check 17: the necessary assumption names the argument's own gap", () => {
  for (const [kind, text, necessary] of NECESSARY)
    it(`${kind}: ${text}`, () => {
      expect(parsedOf(text).necessaryAssumption).toBe(necessary);
    });

  it("the speaker's own cases are named as a group, a 'who' clause and all", () => {
    expect(
      parsedOf("My three friends who tried the diet lost weight. So the diet works for everyone.").necessaryAssumption,
    ).toBe(
      "My three friends who tried the diet are typical of all the cases the claim covers: the diet works for everyone.",
    );
  });

  it("a missing condition and 'B only if A' are sufficient as well as necessary", () => {
    expect(
      parsedOf(
        "If the river floods, the road closes. If the road closes, the market is cancelled. So the market is cancelled.",
      ).sufficientAssumption,
    ).toBe("The river floods.");
    expect(
      parsedOf("If the heating is on, the room is warm. The heating is not on. So the room is not warm.")
        .sufficientAssumption,
    ).toBe("The room is warm only if the heating is on.");
  });

  it("a conditional whose condition is stated as a fact needs no condition", () => {
    const p = parsedOf("If the shop is open, the lights are on. The lights are not on. So the shop is not open.");
    expect(p.sufficientAssumption).toMatch(/^None is needed/);
  });

  it("'someone's' keeps its owner and its lower case", () => {
    const p = parsedOf("Someone's cousin read a whole book in one night. So reading fast is easy.");
    expect(p.necessaryAssumption).toMatch(/^That someone's cousin read a whole book/);
    expect(p.sufficientAssumption).toMatch(/^If someone's cousin/);
  });
});

describe("blind check 17: the improved version", () => {
  it("never says 'that that'", () => {
    const text = "Our city spends more on roads than any other city in the region. So our roads are the safest.";
    const improved = parsedOf(text).improvedVersion;
    expect(improved.startsWith(text)).toBe(true);
    expect(improved).toContain("This assumes that the fact that our city spends more on roads");
    expect(improved).not.toMatch(/\bthat that\b/);
  });

  it("states the missing first condition of a chain", () => {
    const text =
      "If the river floods, the road closes. If the road closes, the market is cancelled. So the market is cancelled.";
    expect(parsedOf(text).improvedVersion).toBe(`${text} This assumes that the river floods.`);
  });

  for (const [, text] of NECESSARY)
    it(`keeps every quantifier and negation of: ${text}`, () => {
      expect(parsedOf(text).improvedVersion.startsWith(text)).toBe(true);
    });
});
