import { describe, expect, it } from "vitest";
import { audit } from "./audit.js";
import { draftFromText } from "./draft/from-text.js";
import { reportText } from "./report-text.js";

describe("the terminal report", () => {
  it("groups findings by ground with their counts, severity first, with the place, why, fix and wizard step", async () => {
    const draft = draftFromText(
      "TITLE\nCooler\nSUMMARY\nA relatively thin sleeve.\nDETAILED DESCRIPTION\nA sleeve 32 of cotton.",
      { plannedClaims: "1. A cooler wherein the lever is steel." },
    );
    const text = reportText(await audit(draft), "cooler.md");
    const lines = text.split("\n");
    expect(lines[0]).toBe("cooler.md");
    expect(lines[2]).toMatch(/^Not ready to file: \d+ must-fix finding/);
    const clarity = lines.indexOf("Clarity, 35 U.S.C. 112(b): 0 must fix, 1 should fix, 1 to consider");
    expect(clarity).toBeGreaterThan(0);
    expect(lines[clarity + 1]).toBe('  [Should fix] Planned claims, claim 1: "the lever"');
    expect(lines[clarity + 3]).toContain("(wizard step: Review)");
    expect(lines[clarity + 4]).toBe('  [Consider] Summary, [0001]: "relatively thin"');
    expect(text).toContain("Prior art, 35 U.S.C. 102 and 103: not run");
  });
});
