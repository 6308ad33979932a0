import { describe, expect, it } from "vitest";
import { displayTypeLabel, firstFewWords, hasKeyFlaw, importanceLevel, previewText, wordCount } from "./labels";

describe("analyzer labels", () => {
  it("renames 'Unstated Rule' to 'Implied Rule' and 'Implicit Premise' to 'Unspoken Reason'", () => {
    expect(displayTypeLabel("Unstated Rule")).toBe("Implied Rule");
    expect(displayTypeLabel("Implicit Premise")).toBe("Unspoken Reason");
    expect(displayTypeLabel("Flaw")).toBe("Flaw");
  });

  it("maps severities to High, Medium, otherwise Low", () => {
    expect(importanceLevel("High")).toBe("High");
    expect(importanceLevel("Medium")).toBe("Medium");
    expect(importanceLevel("Low")).toBe("Low");
    expect(importanceLevel("whatever")).toBe("Low");
  });

  it("counts a key flaw only when it is not the 'No major flaws detected' default", () => {
    expect(hasKeyFlaw({ keyFlaw: "Post hoc reasoning" })).toBe(true);
    expect(hasKeyFlaw({ keyFlaw: "No major flaws detected" })).toBe(false);
    expect(hasKeyFlaw({ keyFlaw: "  " })).toBe(false);
  });

  it("cuts history previews to 120 characters plus '...'", () => {
    expect(previewText("a".repeat(121))).toBe(`${"a".repeat(120)}...`);
    expect(previewText("a".repeat(120))).toBe("a".repeat(120));
  });

  it("counts words and takes the first few for analytics", () => {
    expect(wordCount("  Guns  cause\ncrime. ")).toBe(3);
    expect(wordCount("")).toBe(0);
    expect(firstFewWords("one two three four five six")).toBe("one two three four five");
  });
});
