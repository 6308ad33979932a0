import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Ten everyday arguments written before the engine saw them (session of 2026-11-28). First run: 9/10 conclusions,
// 10/10 flaw verdicts, 6/10 sound assumptions; the misses were a general claim after a told case taken for the case,
// a "shouldn't" read as no recommendation, a forecast's reason read as the effect ("… accounts for adding two
// lanes"), and a "However, critics say …" taken as a premise.
const analyze = (text: string) => analyzeEmbeddedDetail(text).parsed;
const flawOf = (text: string) => analyze(text).logicalFlaws[0] ?? "";
const assumptionsOf = (text: string) => {
  const p = analyze(text);
  return [p.necessaryAssumption, p.sufficientAssumption, ...p.unstatedAssumptions].join(" | ");
};

describe("blind everyday arguments, 19th round", () => {
  it("finds each conclusion", () => {
    const cases: [string, string][] = [
      [
        "The library should stay open on Sundays. Many students work during the week and can only study at weekends.",
        "The library should stay open on Sundays.",
      ],
      [
        "Since the factory opened, asthma cases in the town have doubled. The factory is making people sick.",
        "The factory is making people sick.",
      ],
      [
        "All reptiles are cold-blooded. Snakes are reptiles. Therefore snakes are cold-blooded.",
        "Snakes are cold-blooded.",
      ],
      [
        "My brother tried the diet and lost ten pounds in a week. This diet works for everyone.",
        "This diet works for everyone.",
      ],
      [
        "We shouldn't ban phones in class. Banning them would not stop students from being distracted, and phones can be used for research.",
        "We shouldn't ban phones in class.",
      ],
      [
        "The new highway will reduce traffic jams, because it adds two lanes in each direction. However, critics say it will attract more cars.",
        "The new highway will reduce traffic jams.",
      ],
    ];
    for (const [text, conclusion] of cases) expect(analyze(text).conclusion.text).toBe(conclusion);
  });

  it("names the flaw each text shows, and none in the sound ones", () => {
    expect(flawOf("My brother tried the diet and lost ten pounds in a week. This diet works for everyone.")).toMatch(
      /^Hasty Generalization/,
    );
    expect(flawOf("You can't trust Dr. Patel's study on sugar. She once worked for a soft drink company.")).toMatch(
      /^Ad Hominem/,
    );
    expect(
      flawOf("If it rained last night, the grass would be wet. The grass is wet. So it rained last night."),
    ).toMatch(/^Formal Fallacy/);
    expect(flawOf("All reptiles are cold-blooded. Snakes are reptiles. Therefore snakes are cold-blooded.")).toBe("");
    expect(
      flawOf(
        "Although electric cars cost more to buy, they are cheaper to run. Over ten years, an owner saves more on fuel than the extra price. Buying an electric car is the better choice for most families.",
      ),
    ).toBe("");
  });

  it("states a negative recommendation's reason with its negation", () => {
    expect(
      analyze(
        "We shouldn't ban phones in class. Banning them would not stop students from being distracted, and phones can be used for research.",
      ).necessaryAssumption,
    ).toBe(
      "A good reason for us not to ban phones in class is that banning them would not stop students from being distracted.",
    );
  });

  it("reads a forecast's reason as its cause, and the other side's view as no premise", () => {
    const text =
      "The new highway will reduce traffic jams, because it adds two lanes in each direction. However, critics say it will attract more cars.";
    const parsed = analyze(text);
    expect(parsed.premiseSets.explicit).toEqual(["It adds two lanes in each direction."]);
    expect(parsed.necessaryAssumption).toBe(
      "Any highway that adds two lanes in each direction will reduce traffic jams.",
    );
    expect(assumptionsOf(text)).not.toMatch(/accounts for/);
  });
});
