import type { AuditFinding } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { checkName, groupFindings, highlightParts, placeLabel, wizardStepPath } from "./report";

const finding = (over: Partial<AuditFinding>): AuditFinding => ({
  check: "112b.degree-terms",
  ground: "112b",
  severity: "should",
  place: null,
  excerpt: "",
  why: "",
  fix: "",
  step: null,
  ...over,
});
const at = (section: string, paragraph: number) => ({ section, paragraph, start: 0, end: 1 });

describe("the report's wording", () => {
  it("places a description paragraph by its [0001] number, a claim by its number, title and abstract by name", () => {
    expect(placeLabel(finding({ place: at("detailedDescription", 7) }))).toBe("Detailed Description, paragraph [0007]");
    expect(placeLabel(finding({ place: at("plannedClaims", 2) }))).toBe("Planned claims, claim 2");
    expect(placeLabel(finding({ place: at("claims", 1) }))).toBe("Claims, claim 1");
    expect(placeLabel(finding({ place: at("title", 1) }))).toBe("Title");
    expect(placeLabel(finding({ place: at("abstract", 1) }))).toBe("Abstract");
    expect(placeLabel(finding({}))).toBeNull();
  });

  it("splits the context around the flagged words, or shows the words alone without one", () => {
    const context = { text: "…the hinge is substantially rigid when…", start: 14, end: 33 };
    expect(highlightParts(finding({ excerpt: "substantially rigid", context }))).toEqual([
      "…the hinge is ",
      "substantially rigid",
      " when…",
    ]);
    expect(highlightParts(finding({ excerpt: "FIG. 3", place: at("drawings", 1) }))).toEqual(["", "FIG. 3", ""]);
    // A finding about the whole draft quotes without flagging.
    expect(highlightParts(finding({ excerpt: "US1: A ladder" }))).toEqual(["US1: A ladder", "", ""]);
  });

  it("groups findings by ground in report order, then by severity, leaving out empty groups", () => {
    const groups = groupFindings([
      finding({ ground: "112b", severity: "consider", excerpt: "a" }),
      finding({ ground: "formalities", severity: "must", excerpt: "b" }),
      finding({ ground: "112b", severity: "must", excerpt: "c" }),
    ]);
    expect(groups.map((g) => [g.ground, g.bySeverity.map((s) => s.severity), g.count])).toEqual([
      ["formalities", ["must"], 1],
      ["112b", ["must", "consider"], 2],
    ]);
  });

  it("names a check in words and links a step of the wizard by its id", () => {
    expect(checkName("112b.degree-terms")).toBe("Term of degree");
    expect(checkName("112a.single-embodiment")).toBe("Single embodiment");
    expect(wizardStepPath("abc", "DetailedDescription")).toBe("/patent-buddy/wizard/abc?step=DetailedDescription");
  });
});
