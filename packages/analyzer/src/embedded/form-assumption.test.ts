import { describe, expect, it } from "vitest";
import { formAssumption } from "./form-assumption.js";

// Arguments written for these tests.
const authority = (premise: string, conclusion: string) =>
  formAssumption({ conclusion, premises: [premise], flaw: { id: "irrelevant_authority", evidence: "" } }).assumption;
const sample = (premise: string, conclusion: string) =>
  formAssumption({ conclusion, premises: [premise], flaw: { id: "hasty_generalization", evidence: "" } }).assumption;

describe("a flawed form's assumption passes the negation test", () => {
  it("names a source that says something, not a clause about what is said", () => {
    expect(authority("My neighbour says the new rules are unfair.", "The council should drop the new rules.")).toBe(
      "My neighbour is an expert on whether the council should drop the new rules.",
    );
    expect(authority("What the singer says about vaccines is true.", "Vaccines are unsafe.")).toBe("");
  });

  it("asks the speaker's cases to be typical only of a claim about more than one thing", () => {
    expect(sample("Every dog I have owned was lazy.", "Dogs are lazy.")).toMatch(/^The cases cited/);
    // Denying that the cases are typical leaves a claim about one thing standing.
    expect(sample("Every student in my class passed the test.", "The test was too easy.")).toBe("");
  });

  it("quotes the remark an attack on a person rests on, where the flaw's evidence shows it", () => {
    const premises = [
      "Ms Reed's petition asks for a speed camera on Hill Road.",
      "She is the same woman who was fined for speeding last year.",
    ];
    const found = formAssumption({
      conclusion: "We should ignore her petition.",
      premises,
      flaw: { id: "ad_hominem", evidence: "the same woman who was fined for speeding last year." },
    });
    expect(found.assumption).toBe(
      "The person's character or motives (she is the same woman who was fined for speeding last year) bear on whether we should ignore her petition.",
    );
  });

  it("asks the word of an equivocation to keep one sense, quoting both uses", () => {
    const found = formAssumption({
      conclusion: "The café should close before someone gets ill.",
      premises: ["The inspector's report calls our kitchen 'basic'.", "Basic means poor and unsafe."],
      flaw: {
        id: "equivocation",
        evidence:
          "The inspector's report calls our kitchen 'basic'. … Basic means poor and unsafe, so the café should close.",
      },
    });
    expect(found.assumption).toBe(
      `"basic" means the same in both uses: the inspector's report calls our kitchen 'basic' … basic means poor and unsafe, so the café should close.`,
    );
  });
});
