import { describe, expect, it } from "vitest";
import { displayTypeLabel } from "./display.js";
import { splitLongPremise, splitLongPremises } from "./premise-split.js";
import { capList, LIST_LIMIT, NO_FLAW_EXPLANATION, process } from "./process.js";
import type { ParsedAnalysis } from "./types.js";

function parsed(overrides: Partial<ParsedAnalysis> = {}): ParsedAnalysis {
  return {
    ifThenStructure: "If schools start later, then students sleep more.",
    necessaryAssumption: "Students would not simply stay up later.",
    sufficientAssumption: "Any later start adds sleep.",
    conclusion: { text: "Schools should start later.", type: "Policy Recommendation" },
    unstatedRule: "What improves sleep should be adopted.",
    methodOfReasoning: "Causal reasoning",
    logicalFlaws: ["False Cause: sleep is assumed to follow from start times alone."],
    quantifiers: ["all"],
    premiseSets: {
      explicit: ["Teenagers sleep too little."],
      implicit: ["Sleep improves learning.", "Cost is acceptable."],
    },
    possibleCounter: "Bus schedules may not allow it.",
    unstatedAssumptions: ["Students will use the time to sleep."],
    improvedVersion: "Schools should probably start later.",
    ...overrides,
  };
}

const ARG = "Schools should start later because teenagers sleep too little.";

describe("process", () => {
  it("carries the parsed fields into the processed shape", () => {
    const r = process(parsed(), ARG);
    expect(r.conclusionType).toBe("Policy Recommendation");
    expect(r.keyFlaw).toBe("False Cause: sleep is assumed to follow from start times alone.");
    expect(r.counterpoint).toBe("Bus schedules may not allow it.");
    expect(r.methodOfReasoning).toBe("Causal reasoning");
    expect(r.originalArgument).toBe(ARG);
    expect(r.improvedArgument).toBe("Schools should probably start later.");
    expect(r.argumentStructure).toEqual({
      premise: ["Teenagers sleep too little."],
      conclusion: "Schools should start later.",
      unstatedAssumptions: ["Students will use the time to sleep."],
    });
    expect(r.engine).toBe("embedded");
    expect(r.note).toBeUndefined();
  });

  it("counts assumptions as implicit premises plus hidden assumptions", () => {
    expect(process(parsed(), ARG).assumptionsCount).toBe(3);
  });

  it("weighs components 25 / count / 25 / 15 when present", () => {
    expect(process(parsed(), ARG).components).toEqual({
      necessaryAssumptions: 25,
      flaws: 1,
      sufficientAssumptions: 25,
      quantifiers: 15,
    });
  });

  it("weighs absent components 0", () => {
    const r = process(
      parsed({ necessaryAssumption: "", sufficientAssumption: "  ", logicalFlaws: [], quantifiers: [] }),
      ARG,
    );
    expect(r.components).toEqual({ necessaryAssumptions: 0, flaws: 0, sufficientAssumptions: 0, quantifiers: 0 });
  });

  it("lists breakdown items with the spec's categories and severities", () => {
    expect(process(parsed(), ARG).breakdownItems).toEqual([
      {
        type: "Flaw",
        text: "False Cause: sleep is assumed to follow from start times alone.",
        category: "Logical",
        severity: "High",
      },
      {
        type: "Necessary Assumption",
        text: "Students would not simply stay up later.",
        category: "Assumption",
        severity: "Medium",
      },
      {
        type: "Sufficient Assumption",
        text: "Any later start adds sleep.",
        category: "Assumption",
        severity: "Medium",
      },
      { type: "Unstated Rule", text: "What improves sleep should be adopted.", category: "Rule", severity: "Medium" },
      { type: "Implicit Premise", text: "Sleep improves learning.", category: "Premise", severity: "Low" },
      { type: "Implicit Premise", text: "Cost is acceptable.", category: "Premise", severity: "Low" },
    ]);
  });

  it("applies every default when the model gave nothing", () => {
    const empty: ParsedAnalysis = {
      ifThenStructure: "",
      necessaryAssumption: "",
      sufficientAssumption: "",
      conclusion: { text: "", type: "" },
      unstatedRule: "",
      methodOfReasoning: "",
      logicalFlaws: [],
      quantifiers: [],
      premiseSets: { explicit: [], implicit: [] },
      possibleCounter: "",
      unstatedAssumptions: [],
      improvedVersion: "",
    };
    const r = process(empty, ARG);
    expect(r.keyFlaw).toBe("No major flaws detected");
    expect(r.counterpoint).toBe("No counter argument provided");
    expect(r.methodOfReasoning).toBe("Unknown");
    expect(r.conclusionType).toBe("Unknown");
    expect(r.improvedArgument).toBe(ARG);
    expect(r.argumentStructure.premise).toEqual(["No clear premise"]);
    expect(r.argumentStructure.conclusion).toBe("No clear conclusion");
    expect(r.assumptionsCount).toBe(0);
    expect(r.breakdownItems).toEqual([]);
    expect(r.flaw).toEqual({ type: "none", name: "No Major Flaw", explanation: NO_FLAW_EXPLANATION });
  });

  it("treats a flaw written as 'None' as no flaw", () => {
    const r = process(parsed({ logicalFlaws: ["None"] }), ARG);
    expect(r.keyFlaw).toBe("No major flaws detected");
    expect(r.components.flaws).toBe(0);
  });

  it("names the key flaw from the taxonomy and keeps its explanation", () => {
    expect(process(parsed(), ARG).flaw).toEqual({
      type: "false_cause",
      name: "False Cause",
      explanation: "sleep is assumed to follow from start times alone.",
    });
    expect(process(parsed({ logicalFlaws: ["This is a bandwagon appeal."] }), ARG).flaw.type).toBe("ad_populum");
  });

  it("records the engine and a note", () => {
    const r = process(parsed(), ARG, "llm", "a note");
    expect(r.engine).toBe("llm");
    expect(r.note).toBe("a note");
  });

  it("splits a single long premise at numbered markers", () => {
    const long = `1. ${"a".repeat(200)} first. 2. ${"b".repeat(200)} second. 3. ${"c".repeat(120)} third.`;
    const r = process(parsed({ premiseSets: { explicit: [long], implicit: [] } }), ARG);
    expect(r.argumentStructure.premise).toHaveLength(3);
    expect(r.argumentStructure.premise[1]).toBe(`${"b".repeat(200)} second.`);
  });
});

describe("long-premise split", () => {
  it("leaves a premise of 500 characters or fewer alone", () => {
    const p = `- ${"x".repeat(240)}\n- ${"y".repeat(240)}`;
    expect(splitLongPremise(p)).toEqual([p]);
  });

  it("splits a long premise at bullets", () => {
    const p = `- ${"x".repeat(260)}\n- ${"y".repeat(260)}`;
    expect(splitLongPremise(p)).toEqual(["x".repeat(260), "y".repeat(260)]);
  });

  it("keeps a long premise whole when it has no markers", () => {
    const p = "word ".repeat(150).trim();
    expect(splitLongPremise(p)).toEqual([p]);
  });

  it("splits only when there is exactly one premise", () => {
    const p = `1. ${"x".repeat(300)} 2. ${"y".repeat(300)}`;
    expect(splitLongPremises([p, "short"])).toEqual([p, "short"]);
  });
});

describe("displayTypeLabel", () => {
  it("renames the two types the spec shows under friendlier names", () => {
    expect(displayTypeLabel("Unstated Rule")).toBe("Implied Rule");
    expect(displayTypeLabel("Implicit Premise")).toBe("Unspoken Reason");
    expect(displayTypeLabel("Flaw")).toBe("Flaw");
  });
});

describe("list limits", () => {
  it("caps a long list with a line saying how many more the text has", () => {
    const many = Array.from({ length: 250 }, (_, i) => `Reason ${i + 1}.`);
    const capped = capList(many, "premises");
    expect(capped).toHaveLength(LIST_LIMIT);
    expect(capped[LIST_LIMIT - 2]).toBe(`Reason ${LIST_LIMIT - 1}.`);
    expect(capped[LIST_LIMIT - 1]).toBe(`… and ${250 - LIST_LIMIT + 1} more premises in the text, not listed here.`);
    expect(capList(many.slice(0, LIST_LIMIT), "premises")).toHaveLength(LIST_LIMIT);
  });
});
