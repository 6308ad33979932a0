import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { formatOf, readDraft } from "./read-draft.js";

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

describe("readDraft", () => {
  it("tells the format by the file's first bytes", async () => {
    expect(formatOf(await fixture("draft.docx"))).toBe("docx");
    expect(formatOf(await fixture("draft.pdf"))).toBe("pdf");
    expect(formatOf(new TextEncoder().encode("TITLE\nA latch"))).toBe("text");
  });

  it("reads a .docx's sections, paragraphs and claims", async () => {
    const d = await readDraft(await fixture("draft.docx"));
    expect(d.sections.map((s) => s.id)).toEqual([
      "title",
      "field",
      "background",
      "summary",
      "detailedDescription",
      "claims",
      "abstract",
    ]);
    const description = d.sections.find((s) => s.id === "detailedDescription");
    expect(description?.paragraphs).toEqual([
      { number: 4, text: "A housing 10 holds a catch 18." },
      { number: 5, text: "The catch 18 engages a notch 22." },
    ]);
    expect(d.claims[1]).toEqual({ number: 2, text: "The latch of claim 1, wherein the catch pivots.", dependsOn: 1 });
  });

  it("reads a text-based .pdf, joining wrapped lines into paragraphs", async () => {
    const d = await readDraft(await fixture("draft.pdf"));
    expect(d.sections.map((s) => s.id)).toEqual(["title", "field", "detailedDescription", "claims", "abstract"]);
    const description = d.sections.find((s) => s.id === "detailedDescription")?.paragraphs ?? [];
    expect(description).toHaveLength(2);
    expect(description[0].text).toBe(
      "A housing 10 holds a catch 18 on a pivot 20, and a return spring 14 urges the catch 18 upward into a notch 22 of the flap.",
    );
    expect(d.claims).toEqual([{ number: 1, text: "A latch comprising a housing and a catch.", dependsOn: null }]);
  });
});
