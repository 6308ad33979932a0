import { describe, expect, it } from "vitest";
import { type ApplicationContent, completedSectionsOf, progressOf, statusOf } from "./application-steps.js";

const empty: ApplicationContent = {
  title: "",
  shortDescription: "",
  claimsPriority: null,
  crossReference: "",
  federallySponsored: null,
  federalResearch: "",
  inventors: [],
  abstract: "",
  field: "",
  background: "",
  summary: "",
  drawings: "",
  detailedDescription: "",
};
const full: ApplicationContent = {
  ...empty,
  title: "Lamp",
  claimsPriority: "no",
  federallySponsored: "no",
  inventors: [{ name: "Ada", address: "London" }],
  abstract: "a",
  field: "f",
  background: "b",
  summary: "s",
  drawings: "d",
  detailedDescription: "dd",
};

describe("the wizard's completeness rules", () => {
  it("a blank field is not complete; whitespace is blank", () => {
    expect(completedSectionsOf({ ...empty, title: "   " }).Title).toBe(false);
    expect(completedSectionsOf({ ...empty, title: "Lamp" }).Title).toBe(true);
  });

  it("a gate is complete when answered no, or yes with text; unanswered is not", () => {
    expect(completedSectionsOf({ ...empty, claimsPriority: null }).CrossReference).toBe(false);
    expect(completedSectionsOf({ ...empty, claimsPriority: "no" }).CrossReference).toBe(true);
    expect(completedSectionsOf({ ...empty, claimsPriority: "yes" }).CrossReference).toBe(false);
    expect(
      completedSectionsOf({ ...empty, claimsPriority: "yes", crossReference: "US 63/000,001" }).CrossReference,
    ).toBe(true);
    expect(completedSectionsOf({ ...empty, federallySponsored: "yes", federalResearch: " " }).FederalResearch).toBe(
      false,
    );
  });

  it("inventors need at least one row, each with a name and an address", () => {
    expect(completedSectionsOf(empty).Inventors).toBe(false);
    expect(completedSectionsOf({ ...empty, inventors: [{ name: "Ada", address: "" }] }).Inventors).toBe(false);
    expect(completedSectionsOf({ ...empty, inventors: [{ name: "Ada", address: "London" }] }).Inventors).toBe(true);
  });

  it("status is complete only when all ten tracked sections are", () => {
    expect(statusOf(completedSectionsOf(full))).toBe("complete");
    expect(statusOf(completedSectionsOf({ ...full, drawings: "" }))).toBe("draft");
    expect(Object.keys(completedSectionsOf(full))).toHaveLength(10);
  });

  it("progress counts truthy sections out of 9, rounded, at most 100", () => {
    expect(progressOf({})).toBe(0);
    expect(progressOf({ Title: true, Field: false })).toBe(11);
    expect(progressOf({ A: true, B: true, C: true })).toBe(33);
    expect(progressOf(completedSectionsOf(full))).toBe(100);
  });
});
