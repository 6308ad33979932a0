import { describe, expect, it } from "vitest";
import { NO_EXPLICIT_PREMISES, parseLabelledReply } from "./reply-parser.js";

const ARGUMENT = "Our town should build a bike lane because cycling is rising.\nIt would cut traffic.";

const NUMBERED_REPLY = `1. If-Then Structure: If cycling is rising, then the town should build a bike lane.
2. Necessary Assumption: A bike lane would be used by the new cyclists.
3. Sufficient Assumption: Whenever a travel mode grows, the town should build for it.
4. Conclusion: Our town should build a bike lane.
5. Conclusion Type: Policy Recommendation
6. Implied Rule: Infrastructure should follow demand.
7. Method of Reasoning: Causal reasoning
8. Logical Flaw: Hasty Generalization: one trend is taken as lasting.
9. Quantifiers: none stated, only
10. Explicit Premises:
   1. Cycling is rising.
   2. It would cut traffic.
11. Unspoken Reasons:
   1. Traffic is a problem in the town.
   2. The town can afford a lane.
12. Hidden Assumptions:
   1. The rise in cycling will continue.
   2. Cyclists avoid roads without lanes.
   3. Nothing cheaper would do.
13. Counter Argument: The rise may be seasonal.
14. Improved Version: Because cycling has risen for three years, the town should build a bike lane.`;

describe("parseLabelledReply", () => {
  it("reads all fourteen labelled sections of a numbered reply", () => {
    const parsed = parseLabelledReply(NUMBERED_REPLY, ARGUMENT);
    expect(parsed.ifThenStructure).toBe("If cycling is rising, then the town should build a bike lane.");
    expect(parsed.necessaryAssumption).toBe("A bike lane would be used by the new cyclists.");
    expect(parsed.sufficientAssumption).toBe("Whenever a travel mode grows, the town should build for it.");
    expect(parsed.conclusion).toEqual({ text: "Our town should build a bike lane.", type: "Policy Recommendation" });
    expect(parsed.unstatedRule).toBe("Infrastructure should follow demand.");
    expect(parsed.methodOfReasoning).toBe("Causal reasoning");
    expect(parsed.logicalFlaws).toEqual(["Hasty Generalization: one trend is taken as lasting."]);
    expect(parsed.quantifiers).toEqual(["none stated", "only"]);
    expect(parsed.premiseSets.explicit).toEqual(["Cycling is rising.", "It would cut traffic."]);
    expect(parsed.premiseSets.implicit).toEqual(["Traffic is a problem in the town.", "The town can afford a lane."]);
    expect(parsed.unstatedAssumptions).toHaveLength(3);
    expect(parsed.unstatedAssumptions[2]).toBe("Nothing cheaper would do.");
    expect(parsed.possibleCounter).toBe("The rise may be seasonal.");
    expect(parsed.improvedVersion).toMatch(/^Because cycling has risen for three years/);
  });

  it("tolerates bold markdown, headings and any letter case in labels", () => {
    const reply = [
      "**CONCLUSION:** Taxes should fall.",
      "**conclusion type**: Policy Recommendation",
      "### Method of Reasoning",
      "Appeal to authority",
      "- **Logical Flaw:** Irrelevant Authority: a singer is cited on economics.",
      "**Counter-Argument:** Lower taxes may cut services.",
    ].join("\n");
    const parsed = parseLabelledReply(reply, "Taxes should fall, says a famous singer.");
    expect(parsed.conclusion).toEqual({ text: "Taxes should fall.", type: "Policy Recommendation" });
    expect(parsed.methodOfReasoning).toBe("Appeal to authority");
    expect(parsed.logicalFlaws).toEqual(["Irrelevant Authority: a singer is cited on economics."]);
    expect(parsed.possibleCounter).toBe("Lower taxes may cut services.");
  });

  it("takes unnumbered explicit premises line by line", () => {
    const reply = "Explicit Premises:\nDogs bark.\nBarking wakes people.\nConclusion: Dogs wake people.";
    const parsed = parseLabelledReply(reply, "irrelevant");
    expect(parsed.premiseSets.explicit).toEqual(["Dogs bark.", "Barking wakes people."]);
    expect(parsed.conclusion.text).toBe("Dogs wake people.");
  });

  it("takes a one-line section whole and splits bulleted lists", () => {
    const reply =
      "Explicit Premises: Dogs bark and barking wakes people.\nHidden Assumptions:\n- Sleep matters.\n- Barking is loud.";
    const parsed = parseLabelledReply(reply, "irrelevant");
    expect(parsed.premiseSets.explicit).toEqual(["Dogs bark and barking wakes people."]);
    expect(parsed.unstatedAssumptions).toEqual(["Sleep matters.", "Barking is loud."]);
  });

  it("joins a numbered item's wrapped continuation lines", () => {
    const reply = "Hidden Assumptions:\n1. The survey was\nrepresentative.\n2. Opinions do not change.";
    expect(parseLabelledReply(reply, "x").unstatedAssumptions).toEqual([
      "The survey was representative.",
      "Opinions do not change.",
    ]);
  });

  it("falls back to the argument's first line when no explicit premises are found", () => {
    const parsed = parseLabelledReply("Conclusion: Something.", "\n  First line of the argument.\nSecond line.");
    expect(parsed.premiseSets.explicit).toEqual(["First line of the argument."]);
  });

  it("uses the placeholder when neither premises nor an argument line exist", () => {
    expect(parseLabelledReply("Conclusion: Something.", "   ").premiseSets.explicit).toEqual([NO_EXPLICIT_PREMISES]);
  });

  it("leaves missing sections empty rather than inventing them", () => {
    const parsed = parseLabelledReply("Conclusion: Only this.", "An argument.");
    expect(parsed.ifThenStructure).toBe("");
    expect(parsed.conclusion.type).toBe("");
    expect(parsed.logicalFlaws).toEqual([]);
    expect(parsed.quantifiers).toEqual([]);
    expect(parsed.premiseSets.implicit).toEqual([]);
    expect(parsed.unstatedAssumptions).toEqual([]);
    expect(parsed.improvedVersion).toBe("");
  });

  it("accepts the older names models use: Unstated Rule, Implicit Premises, Unstated Assumptions", () => {
    const reply = "Unstated Rule: A rule.\nImplicit Premises:\n1. P1\nUnstated Assumptions:\n1. A1\n2. A2";
    const parsed = parseLabelledReply(reply, "x");
    expect(parsed.unstatedRule).toBe("A rule.");
    expect(parsed.premiseSets.implicit).toEqual(["P1"]);
    expect(parsed.unstatedAssumptions).toEqual(["A1", "A2"]);
  });

  it("does not take a sentence that merely starts with a label word as a new section", () => {
    const reply = "Explicit Premises:\n1. Conclusions drawn from polls are often wrong.\n2. Polls are cheap.";
    expect(parseLabelledReply(reply, "x").premiseSets.explicit).toEqual([
      "Conclusions drawn from polls are often wrong.",
      "Polls are cheap.",
    ]);
  });
});
