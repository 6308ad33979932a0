import { describe, expect, it } from "vitest";
import { draftFromText } from "../../draft/from-text.js";
import { draftFromWizard } from "../../draft/from-wizard.js";
import { abstractLength } from "./abstract-length.js";
import { figures } from "./figures.js";
import { numerals } from "./numerals.js";
import { requiredSections } from "./sections.js";
import { titleLength } from "./title-length.js";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("title length (37 CFR 1.72(a))", () => {
  it("a title over 500 characters must be fixed, highlighted from its 501st character", () => {
    const [f] = titleLength.run(draftFromText(`TITLE\n${"x".repeat(520)}`));
    expect(f.severity).toBe("must");
    expect(f.place).toEqual({ section: "title", paragraph: 1, start: 500, end: 520 });
  });

  it("a title of 15 words or more gets the under-15-words tip", () => {
    const [f] = titleLength.run(draftFromText(`TITLE\n${words(15)}`));
    expect(f.severity).toBe("consider");
    expect(f.step).toBe("Title");
  });

  it("a short title is quiet", () => {
    expect(titleLength.run(draftFromText("TITLE\nSelf-closing latch for a pet door"))).toEqual([]);
  });
});

describe("abstract length (37 CFR 1.72(b))", () => {
  it("an abstract of 151 words must be fixed, highlighted from the 151st word", () => {
    const [f] = abstractLength.run(draftFromText(`ABSTRACT\n${words(151)}`));
    expect(f.severity).toBe("must");
    expect(f.excerpt).toBe("word150");
  });

  it("150 words are quiet", () => {
    expect(abstractLength.run(draftFromText(`ABSTRACT\n${words(150)}`))).toEqual([]);
  });
});

const FULL = `TITLE\nLatch\nBACKGROUND\nFlaps swing.\nSUMMARY\nA latch.\nDETAILED DESCRIPTION\nA catch.\nCLAIMS\n1. A latch.\nABSTRACT\nA latch.`;

describe("required sections and their order (37 CFR 1.77(b))", () => {
  it("a draft with every section in order is quiet", () => {
    expect(requiredSections.run(draftFromText(FULL))).toEqual([]);
  });

  it("a missing detailed description must be fixed and opens its wizard step", () => {
    const found = requiredSections.run(draftFromText(FULL.replace("DETAILED DESCRIPTION\nA catch.\n", "")));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: "must", step: "DetailedDescription", place: null });
  });

  it("the summary before the background is out of order", () => {
    const swapped = FULL.replace(
      "BACKGROUND\nFlaps swing.\nSUMMARY\nA latch.",
      "SUMMARY\nA latch.\nBACKGROUND\nFlaps swing.",
    );
    const [f] = requiredSections.run(draftFromText(swapped));
    expect(f.why).toContain("Background comes after");
  });

  it("a 'Background and Summary' section holds the summary; a background alone does not", () => {
    const combined = FULL.replace(
      "BACKGROUND\nFlaps swing.\nSUMMARY\nA latch.",
      "BACKGROUND AND SUMMARY\nFlaps swing.",
    );
    expect(requiredSections.run(draftFromText(combined))).toEqual([]);
    const alone = FULL.replace("BACKGROUND\nFlaps swing.\nSUMMARY\nA latch.", "BACKGROUND\nFlaps swing.");
    expect(requiredSections.run(draftFromText(alone)).map((f) => f.excerpt)).toEqual(["Summary"]);
  });

  it("a FIG. reference requires a brief description of the drawings", () => {
    const found = requiredSections.run(draftFromText(FULL.replace("A catch.", "FIG. 1 shows a catch.")));
    expect(found.map((f) => f.excerpt)).toEqual(["Brief Description of the Drawings"]);
  });
});

const WITH_FIGS = (drawings: string, description: string) =>
  `BRIEF DESCRIPTION OF THE DRAWINGS\n${drawings}\nDETAILED DESCRIPTION\n${description}`;

describe("figures (37 CFR 1.74, 1.84(u))", () => {
  it("a FIG. discussed but not in the brief description must be fixed", () => {
    const found = figures.run(draftFromText(WITH_FIGS("FIG. 1 is a view.", "FIG. 1 shows it. FIG. 2 shows more.")));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: "must", excerpt: "FIG. 2" });
  });

  it("a FIG. described but never discussed should be fixed", () => {
    const found = figures.run(
      draftFromText(WITH_FIGS("FIG. 1 is a view.\n\nFIG. 2 is a section.", "FIG. 1 shows it.")),
    );
    expect(found.map((f) => [f.severity, f.excerpt, f.place?.section])).toEqual([["should", "FIG. 2", "drawings"]]);
  });

  it("with no brief description at all, the figures are not reported one by one (the sections check says it once)", () => {
    expect(figures.run(draftFromText("DETAILED DESCRIPTION\nFIG. 1 shows it. FIG. 2 shows more."))).toEqual([]);
  });

  it("ranges and lettered views count: FIGS. 1-3 covers FIG. 2, FIG. 2A is FIG. 2", () => {
    const d = draftFromText(WITH_FIGS("FIGS. 1-3 are views.", "FIG. 1 and FIG. 2A and FIGS. 3."));
    expect(figures.run(d)).toEqual([]);
  });

  it("an uploaded image never referred to should be fixed; a FIG. with no image too", () => {
    const content = {
      title: "Latch",
      crossReference: "",
      federalResearch: "",
      abstract: "",
      field: "",
      background: "",
      summary: "",
      drawings: "FIG. 1 is a view.\n\nFIG. 3 is a detail.",
      detailedDescription: "FIG. 1 shows a latch. FIG. 3 shows a catch.",
      images: [{ name: "Front" }, { name: "Side" }],
    };
    const found = figures.run(draftFromWizard(content));
    expect(found.map((f) => f.excerpt)).toEqual(["Side", "FIG. 3"]);
    const fixed = {
      ...content,
      drawings: "FIG. 1 is a view.\n\nFIG. 2 is a side.",
      detailedDescription: "FIGS. 1 and 2.",
    };
    expect(figures.run(draftFromWizard(fixed))).toEqual([]);
  });
});

describe("reference numerals (37 CFR 1.84(p)(4))", () => {
  const draft = (text: string) => draftFromText(`DETAILED DESCRIPTION\n${text}`);

  it("a part under another part's numeral should be fixed", () => {
    const found = numerals.run(
      draft("A return spring 14 urges the catch 18 up. The catch 18 turns. Then the catch 14 rises."),
    );
    expect(found.map((f) => f.excerpt)).toEqual(["catch 14"]);
    expect(found[0].why).toContain("Numeral 14 is the return spring's, but here it names the catch, numbered 18");
  });

  it("a part that changes numeral once should be fixed", () => {
    const [f] = numerals.run(
      draft("A housing 10 holds a catch 18. The housing 10 is steel. The catch 18 sits in the housing 11."),
    );
    expect(f.excerpt).toBe("housing 11");
  });

  it("several like parts, lettered instances, other embodiments and synonyms are let pass", () => {
    const text =
      "A piston 14 and a piston 16 move. The piston 14 seals. Walls 22a and 22b hold a void 30. The space 30 is dry. In another embodiment, a piston 114 moves.";
    expect(numerals.run(draft(text))).toEqual([]);
  });

  it("consistent numerals, quantities and figure numbers are quiet", () => {
    const text =
      "As shown in FIG. 2, a pivoting lever 12 turns on a pin 16 in which a groove 17 runs. The lever 12 is 40 mm long and turns by 30 degrees. A first spring 14 and a second spring 15 hold it; claim 1 names it.";
    expect(numerals.run(draft(text))).toEqual([]);
  });
});

describe("what counts as a reference numeral", () => {
  it("a numeral followed by 'in' is still a numeral", () => {
    const d = draftFromText(
      "DETAILED DESCRIPTION\nA housing 10 in which a catch 18 sits. A cover 12 closes. The cover 12 seals. The cover 10 in place.",
    );
    expect(numerals.run(d).map((f) => f.excerpt)).toEqual(["cover 10"]);
  });
});
