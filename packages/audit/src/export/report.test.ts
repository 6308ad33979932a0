import { describe, expect, it } from "vitest";
import { audit } from "../audit.js";
import { draftFromWizard } from "../draft/from-wizard.js";
import { GROUND_LABELS, GROUNDS } from "../types.js";
import { writeDocx } from "./docx-writer.js";
import { writePdf } from "./pdf-writer.js";
import { readDocx, readPdf } from "./read-back.js";
import { reportDocument } from "./report.js";

/** FIG. 2 is used but neither described nor uploaded (a finding on the whole draft, with no excerpt), among others. */
const draft = draftFromWizard(
  {
    title: "Folding ladder with a locking hinge",
    crossReference: "",
    federalResearch: "",
    abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
    field: "The invention relates to portable ladders.",
    background: "Folding ladders collapse when their hinge is not locked.",
    summary: "A folding ladder has two rails, a hinge joining the rails, and a locking pin.",
    drawings: "FIG. 1 is a side view of the ladder.",
    detailedDescription:
      "As shown in FIG. 1, the ladder has a first rail 10 and a second rail 12 joined by a hinge 14. FIG. 2 shows the locking pin 16.",
    images: [{ name: "Side view" }],
  },
  "1. A folding ladder comprising a first rail, a second rail and a substantially rigid hinge.",
);
const report = await audit(draft);
const model = reportDocument(report, { title: "Folding ladder", createdAt: "2026-11-24T17:30:00.000Z" });

describe("the audit report as DOCX and PDF", () => {
  it("leads with the readiness line, then every ground, each finding with its place, why and fix", async () => {
    const texts = readDocx(await writeDocx(model)).paragraphs.map((p) => p.text);
    expect(texts.slice(0, 4)).toEqual([
      "PATENT AUDIT REPORT",
      "Application: Folding ladder",
      "Audited: 2026-11-24 17:30 UTC (audit-1)",
      `Readiness: ${report.summary.readiness}`,
    ]);
    const headings = GROUNDS.map((g) => texts.indexOf(GROUND_LABELS[g]));
    expect(headings.every((i, n) => i > (headings[n - 1] ?? 0))).toBe(true);
    expect(texts[headings[GROUNDS.indexOf("priorArt")] + 1]).toBe("Not run.");
    expect(report.findings.length).toBeGreaterThan(2);
    for (const f of report.findings) {
      expect(texts).toContain(`Why: ${f.why}`);
      expect(texts).toContain(`Fix: ${f.fix}`);
    }
    // Findings on the whole draft with no excerpt: the lead alone.
    expect(texts).toContain("Should fix: whole draft.");
  });

  it("in the PDF, no line is written over another (a lead with no excerpt still ends its line)", async () => {
    const pages = await readPdf(await writePdf(model));
    for (const page of pages) {
      // Baselines of one line agree to within a point; two lines are at least a line apart.
      const baselines = page.items.map((i) => i.bottom).sort((a, b) => a - b);
      baselines.slice(1).forEach((b, i) => {
        const gap = b - baselines[i];
        expect(gap < 1 || gap >= 12, `${gap}`).toBe(true);
      });
    }
    expect(pages.map((p) => p.text).join("\n")).toContain("Should fix: whole draft.");
  });
});
