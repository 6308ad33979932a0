import type { ApplicationContent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { emptyContent } from "./content";
import { completeSteps, stepCounts, stepState, visibleSteps, wordCount } from "./steps";

const empty: ApplicationContent = emptyContent();
const ids = (c: ApplicationContent) => visibleSteps(c).map((s) => s.id);

describe("wizard steps", () => {
  it("shows the 12 ungated steps in the spec's order, and a gated step only after a yes", () => {
    expect(ids(empty)).toEqual([
      "Introduction",
      "Title",
      "CrossReferenceGate",
      "FederalResearchGate",
      "Inventors",
      "Abstract",
      "Field",
      "Background",
      "Summary",
      "Drawings",
      "DetailedDescription",
      "Review",
    ]);
    expect(ids({ ...empty, claimsPriority: "no", federallySponsored: "no" })).toHaveLength(12);
    const both = ids({ ...empty, claimsPriority: "yes", federallySponsored: "yes" });
    expect(both).toHaveLength(14);
    expect(both.indexOf("CrossReference")).toBe(both.indexOf("CrossReferenceGate") + 1);
    expect(both.indexOf("FederalResearch")).toBe(both.indexOf("FederalResearchGate") + 1);
  });

  it("counts a step complete by its required content; Introduction always, a gate once answered", () => {
    const none = completeSteps(empty);
    expect(Object.entries(none).filter(([, done]) => done)).toEqual([["Introduction", true]]);
    const some = completeSteps({
      ...empty,
      title: "Lamp",
      claimsPriority: "yes",
      crossReference: " ",
      federallySponsored: "no",
      inventors: [{ name: "Ada", address: "" }],
    });
    expect(some).toMatchObject({
      Title: true,
      CrossReferenceGate: true,
      CrossReference: false,
      FederalResearchGate: true,
      FederalResearch: true,
      Inventors: false,
      Review: false,
    });
  });

  it("completes Review only when every tracked section is complete", () => {
    const full: ApplicationContent = {
      ...empty,
      title: "t",
      claimsPriority: "no",
      federallySponsored: "yes",
      federalResearch: "grant",
      inventors: [{ name: "Ada", address: "London" }],
      abstract: "a",
      field: "f",
      background: "b",
      summary: "s",
      drawings: "d",
      detailedDescription: "dd",
    };
    expect(completeSteps(full).Review).toBe(true);
    expect(completeSteps({ ...full, drawings: "" }).Review).toBe(false);
  });

  it("styles a step by precedence: current, complete, needs review, pending", () => {
    const complete = completeSteps({ ...empty, title: "Lamp" });
    const review = new Set(["Title", "Abstract"] as const);
    expect(stepState("Title", "Title", complete, review)).toBe("current");
    expect(stepState("Title", "Field", complete, review)).toBe("complete");
    expect(stepState("Abstract", "Field", complete, review)).toBe("review");
    expect(stepState("Summary", "Field", complete, review)).toBe("pending");
  });

  it("counts Completed, Needs Review and Remaining over the steps shown", () => {
    const content = { ...empty, title: "Lamp" };
    const counts = stepCounts(visibleSteps(content), completeSteps(content), new Set(["Title", "Abstract"] as const));
    expect(counts).toEqual({ completed: 2, needsReview: 1, remaining: 9 });
  });

  it("counts words", () => {
    expect(wordCount("  A self-winding   bicycle lamp \n")).toBe(4);
    expect(wordCount("   ")).toBe(0);
  });
});
