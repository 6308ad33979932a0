import { findingOnDraft, hasSection, STEP_OF } from "../../draft/access.js";
import { SECTION_LABELS, SECTION_ORDER, type SpecSection } from "../../types.js";
import type { Check } from "../check.js";

const FIG = /\bFIGS?\.?\s*\d/i;

/**
 * 37 CFR 1.77(b) lists the specification's sections in order. The title, background, summary, detailed description
 * and abstract are expected of every application; the brief description of the drawings when it has drawings;
 * claims only of a non-provisional (a provisional needs none, 35 U.S.C. 111(b)(2)).
 */
export const requiredSections: Check = {
  id: "formalities.sections",
  ground: "formalities",
  abstractAndClaims: false,
  run(d) {
    const needed: { id: SpecSection; severity: "must" | "should" | "consider" }[] = [
      { id: "title", severity: "must" },
      { id: "background", severity: "should" },
      { id: "summary", severity: "should" },
      { id: "detailedDescription", severity: "must" },
      { id: "abstract", severity: "should" },
    ];
    const hasDrawings = d.images.length > 0 || d.sections.some((s) => s.paragraphs.some((p) => FIG.test(p.text)));
    if (hasDrawings) needed.push({ id: "drawings", severity: "must" });
    if (d.source === "text" && !d.provisional) needed.push({ id: "claims", severity: "consider" });
    // 'Background and Summary of the Invention' heads one section that holds both (it reads as the background).
    const combined = (id: SpecSection) =>
      id === "summary" && d.sections.some((s) => s.id === "background" && /\bsummary\b/i.test(s.heading));
    const missing = needed
      .filter((n) => !hasSection(d, n.id) && !combined(n.id))
      .map((n) =>
        findingOnDraft(
          {
            check: this.id,
            ground: this.ground,
            severity: n.severity,
            why:
              n.id === "claims"
                ? "The draft has no claims. A provisional needs none, but the non-provisional filed within 12 months must have at least one, supported by this text."
                : `The draft has no ${SECTION_LABELS[n.id]} section, which 37 CFR 1.77(b) expects${n.id === "drawings" ? " whenever there are drawings" : ""}.`,
            fix:
              n.id === "claims"
                ? "Add the claims you plan to file, so the audit can check that this text supports each of them."
                : `Write the ${SECTION_LABELS[n.id]} section.`,
          },
          STEP_OF[n.id],
          SECTION_LABELS[n.id],
        ),
      );
    // Order: each recognised section must come after the ones 1.77(b) puts before it. The field is part of the
    // background in 1.77(b)(8) (MPEP 608.01(c)), so the two may come in either order.
    const rank = (id: SpecSection) => SECTION_ORDER.indexOf(id === "field" ? "background" : id);
    const order = d.sections.filter((s) => s.paragraphs.length > 0);
    const misplaced = order.filter((s, i) => order.slice(0, i).some((earlier) => rank(earlier.id) > rank(s.id)));
    const outOfOrder = misplaced.map((s) =>
      findingOnDraft(
        {
          check: this.id,
          ground: this.ground,
          severity: "should",
          why: `${SECTION_LABELS[s.id]} comes after a section that 37 CFR 1.77(b) places later.`,
          fix: `Move ${SECTION_LABELS[s.id]} so the sections run: ${SECTION_ORDER.map((id) => SECTION_LABELS[id]).join(", ")}.`,
        },
        STEP_OF[s.id],
        s.heading || SECTION_LABELS[s.id],
      ),
    );
    return [...missing, ...outOfOrder];
  },
};
