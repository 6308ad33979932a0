import { describe, expect, it } from "vitest";
import { audit } from "./audit.js";
import { compareAudits } from "./compare.js";
import { draftFromText } from "./draft/from-text.js";

const DRAFT = `TITLE
Cooler
SUMMARY
A relatively thin sleeve lines a shell.
DETAILED DESCRIPTION
A sleeve 32 of cotton lines a shell 30 of steel, or alternatively of a foamed polymer.`;

describe("what changed since the last audit", () => {
  it("a fixed flaw is resolved, a new one added, the rest remain even when paragraphs move", async () => {
    const first = await audit(draftFromText(DRAFT));
    const edited = DRAFT.replace(
      "A relatively thin sleeve lines a shell.",
      "The shell stays cold.\n\nA sleeve lines an aesthetically pleasing shell.",
    );
    const second = await audit(draftFromText(edited));
    const changes = compareAudits(first.findings, second.findings);
    expect(changes.resolved.map((f) => f.excerpt)).toContain("relatively thin");
    expect(changes.added.map((f) => f.excerpt)).toEqual(["aesthetically pleasing"]);
    // The detailed description's findings moved down a paragraph and still count as the same.
    expect(changes.remaining.some((f) => f.place?.section === "detailedDescription" || f.place === null)).toBe(true);
    expect(changes.remaining.length + changes.added.length).toBe(second.findings.length);
    expect(changes.remaining.length + changes.resolved.length).toBe(first.findings.length);
  });

  it("the same draft twice changes nothing", async () => {
    const a = await audit(draftFromText(DRAFT));
    expect(compareAudits(a.findings, a.findings)).toMatchObject({ resolved: [], added: [] });
  });
});
