import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { buildAssumptions } from "./assumptions.js";
import { readSentences } from "./nlp.js";

// Arguments written for these tests.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;
const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });

describe("the sufficient assumption joins only the reasons", () => {
  it("takes a claim drawn with 'So' as the conclusion, and the claim it rests on as a reason", () => {
    const parsed = parsedOf("Cats are great pets because they are clean. So you should adopt one.");
    expect(parsed.conclusion.text).toBe("You should adopt one.");
    expect(parsed.sufficientAssumption).toBe("If cats are great pets, and they are clean, then you should adopt one.");
  });

  it("joins both reasons when the recommendation is taken as the main claim", () => {
    const premises = ["Cats are great pets", "because they are clean."].map(clause);
    const { sufficient } = buildAssumptions({
      conclusion: "You should adopt one.",
      conclusionTokens: clause("So you should adopt one.").tokens,
      premises,
      keyPremise: "Cats are great pets.",
      type: "Policy Recommendation",
      method: "",
      quantifiers: [],
      objection: "",
    });
    expect(sufficient).toBe("If cats are great pets, and they are clean, then you should adopt one.");
  });

  it("names the claim's subject before its pronoun", () => {
    expect(parsedOf("Cats are great pets because they are clean.").sufficientAssumption).toBe(
      "If cats are clean, then they are great pets.",
    );
  });
});
