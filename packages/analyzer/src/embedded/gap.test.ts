import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { GENERAL } from "./assumptions.js";
import { findGap, passesNegationTest } from "./gap.js";
import { generalisedRule } from "./generalise.js";
import { readSentences } from "./nlp.js";
import { bridgingRule } from "./sufficient.js";
import { contentTerms } from "./terms.js";

const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
const assumptionsOf = (text: string) => {
  const { parsed } = analyzeEmbeddedDetail(text);
  return [parsed.necessaryAssumption, ...parsed.unstatedAssumptions];
};

describe("assumptions from the argument's own gap", () => {
  it("term shift: names the term only the conclusion has and what the premise offers for it", () => {
    const text = "Dr. Chen has published forty papers on heart disease. So Dr. Chen is a skilled surgeon.";
    const gap = findGap(clause("Dr. Chen is a skilled surgeon."), [
      clause("Dr. Chen has published forty papers on heart disease."),
    ]);
    expect(gap.types).toContain("term");
    const first = assumptionsOf(text)[0];
    expect(first).toMatch(/surgeon/);
    expect(first).toMatch(/papers|heart disease/);
  });

  it("scope: a conclusion about all drawn from some names both groups", () => {
    const text =
      "Some pupils in my class copied their homework from the internet. Therefore all pupils copy their homework.";
    const gap = findGap(clause("All pupils copy their homework."), [
      clause("Some pupils in my class copied their homework from the internet."),
    ]);
    expect(gap.types).toContain("scope");
    const scope = assumptionsOf(text).find((a) => /typical/.test(a)) ?? "";
    expect(scope).toMatch(/some pupils in my class/i);
    expect(scope).toMatch(/all pupils/i);
  });

  it("causal step: a cause read off a correlation states the causal link in both sides' words", () => {
    const text = "Towns with more libraries have lower crime. So libraries reduce crime.";
    const gap = findGap(clause("Libraries reduce crime."), [clause("Towns with more libraries have lower crime.")]);
    expect(gap.types).toContain("cause");
    const causal = assumptionsOf(text).find((a) => /accounts for/.test(a)) ?? "";
    expect(causal).toBe("Libraries reducing crime accounts for towns with more libraries having lower crime.");
  });

  it("normative step: an ought drawn from an is names the fact and the recommendation", () => {
    const text = "Fast food contains a lot of salt. Therefore, schools should stop selling fast food.";
    const gap = findGap(clause("Schools should stop selling fast food."), [
      clause("Fast food contains a lot of salt."),
    ]);
    expect(gap.types).toContain("norm");
    const norm = assumptionsOf(text).find((a) => /calls for/.test(a)) ?? "";
    expect(norm).toBe("Fast food containing a lot of salt calls for schools stopping selling fast food.");
  });

  it("the negation test drops a candidate that only restates a premise or the conclusion", () => {
    const premise = clause("Dr. Chen has published forty papers on heart disease.");
    const gap = findGap(clause("Dr. Chen is a skilled surgeon."), [premise]);
    const terms = new Set(contentTerms(premise.tokens));
    expect(passesNegationTest("Dr. Chen has published many papers on heart disease.", gap, terms)).toBe(false);
    expect(passesNegationTest("Dr. Chen is a surgeon.", gap, terms)).toBe(false);
    expect(passesNegationTest("Writing papers on heart disease makes a skilled surgeon.", gap, terms)).toBe(true);
  });

  it("states a singular argument's missing general rule with both predicates, and none without a shared subject", () => {
    const chen = analyzeEmbeddedDetail(
      "Dr. Chen has published forty papers on heart disease. So Dr. Chen is a skilled surgeon.",
    ).parsed;
    expect(chen.necessaryAssumption).toBe(
      "Anyone who has published forty papers on heart disease is a skilled surgeon.",
    );
    expect(chen.premiseSets.implicit).toEqual([chen.necessaryAssumption]);
    // A kind ("electric cars") is no single thing: what the quality does for the kind is its gap, not a rule for
    // "things that" have it.
    const cars = generalisedRule(clause("Electric cars are good for city air."), [
      clause("Electric cars produce no exhaust fumes."),
    ]);
    expect(cars).toBe("");
    expect(
      analyzeEmbeddedDetail("Electric cars produce no exhaust fumes. So electric cars are good for city air.").parsed
        .necessaryAssumption,
    ).toBe("Producing no exhaust fumes makes electric cars good for city air.");
    expect(generalisedRule(clause("The mayor should resign."), [clause("The new bridge cost twice the budget.")])).toBe(
      "",
    );
    // The premise already says all the conclusion does: nothing to bridge.
    expect(generalisedRule(clause("Tom is tall."), [clause("Tom is tall and strong.")])).toBe("");
  });

  it("marks stock assumptions as general and never puts one first when a specific gap exists", () => {
    const specific = assumptionsOf(
      "Dr. Chen has published forty papers on heart disease. So Dr. Chen is a skilled surgeon.",
    );
    expect(specific[0].startsWith(GENERAL)).toBe(false);
    const valid = assumptionsOf(
      "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.",
    );
    // A valid argument has no gap: its one assumption is that its premises are true, quoted, and nothing is stock.
    expect(new Set(valid)).toEqual(
      new Set(["The premises are true as stated: all mammals are warm-blooded; all whales are mammals."]),
    );
  });
});

describe("the sufficient assumption", () => {
  it("is the conditional over all the reasons, including one that shares no word with the conclusion", () => {
    const conclusion = clause("The festival will be cancelled.");
    const premises = [
      clause("Heavy rain is forecast for Saturday."),
      clause("If the field floods, the festival will be cancelled."),
      clause("Heavy rain always floods the field."),
    ];
    const gap = findGap(conclusion, premises);
    expect(bridgingRule(conclusion, gap, premises)).toBe(
      "If heavy rain is forecast for Saturday, and the festival will be cancelled whenever the field floods, and heavy rain always floods the field, then the festival will be cancelled.",
    );
  });
});

describe("the improved version", () => {
  it("keeps a valid argument's words and meaning exactly", () => {
    const text = "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.";
    expect(analyzeEmbeddedDetail(text).parsed.improvedVersion).toBe(text);
  });

  it("never changes a quantifier or a negation the argument needs", () => {
    const texts = [
      "We should never torture prisoners, because torture never produces reliable information.",
      "No student who skips every class passes the exam, so Tom, who skipped every class, will not pass at all.",
      "None of the bridges in our county were inspected this year, so everyone crossing them is at risk.",
    ];
    for (const text of texts) {
      const improved = analyzeEmbeddedDetail(text).parsed.improvedVersion;
      expect(improved.startsWith(text)).toBe(true);
      expect(improved).not.toMatch(/\b(?:rarely|hardly|at most|nearly|most)\b/);
    }
  });

  it("states the missing assumption specific to the gap", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "Dr. Chen has published forty papers on heart disease. So Dr. Chen is a skilled surgeon.",
    );
    expect(parsed.improvedVersion).toMatch(/This assumes that .*surgeon/);
  });
});
