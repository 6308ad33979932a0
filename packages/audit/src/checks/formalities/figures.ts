import { findingAt, findingOnDraft, paragraphsOf } from "../../draft/access.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";
import { covers, figureRefs } from "./figure-refs.js";

/**
 * 37 CFR 1.74: the brief description of the drawings lists every view; 37 CFR 1.84(u) numbers the views FIG. 1, 2…
 * and every view shown should be discussed (MPEP 608.02). Checked both ways, and against the uploaded images, where
 * image i of the wizard is FIG. i.
 */
export const figures: Check = {
  id: "formalities.figures",
  ground: "formalities",
  abstractAndClaims: false,
  run(d) {
    const out: Finding[] = [];
    // With no brief description at all, formalities.sections reports that once instead of one finding per figure.
    const hasBriefDescription = paragraphsOf(d, "drawings").length > 0;
    const described = new Set<string>();
    for (const p of paragraphsOf(d, "drawings"))
      for (const r of figureRefs(p.text)) for (const id of r.ids) described.add(id);
    const mentioned = new Set<string>();
    const reported = new Set<string>();
    for (const s of d.sections) {
      if (s.id === "drawings") continue;
      for (const p of s.paragraphs) {
        for (const r of figureRefs(p.text)) {
          for (const id of r.ids) {
            mentioned.add(id);
            if (!hasBriefDescription || covers(described, id) || reported.has(id)) continue;
            reported.add(id);
            out.push(
              findingAt(
                {
                  check: this.id,
                  ground: this.ground,
                  severity: "must",
                  why: `FIG. ${id} is mentioned here but the brief description of the drawings does not describe it (37 CFR 1.74).`,
                  fix: `Add 'FIG. ${id} is …' to the brief description of the drawings, or correct the figure number.`,
                },
                s.id,
                p,
                r.start,
                r.end,
              ),
            );
          }
        }
      }
    }
    for (const p of paragraphsOf(d, "drawings")) {
      for (const r of figureRefs(p.text)) {
        for (const id of r.ids) {
          if (covers(mentioned, id) || reported.has(`d${id}`)) continue;
          reported.add(`d${id}`);
          out.push(
            findingAt(
              {
                check: this.id,
                ground: this.ground,
                severity: "should",
                why: `FIG. ${id} is listed in the brief description of the drawings but the rest of the text never discusses it.`,
                fix: `Describe what FIG. ${id} shows in the detailed description, with its reference numerals.`,
              },
              "drawings",
              p,
              r.start,
              r.end,
            ),
          );
        }
      }
    }
    // Uploaded images: image i is FIG. i, and each must be referred to somewhere.
    const anywhere = new Set([...described, ...mentioned]);
    d.images.forEach((image, i) => {
      const id = String(i + 1);
      if (covers(anywhere, id)) return;
      out.push(
        findingOnDraft(
          {
            check: this.id,
            ground: this.ground,
            severity: "should",
            why: `The uploaded image '${image.name}' is FIG. ${id}, but the text never refers to FIG. ${id}.`,
            fix: `Describe FIG. ${id} in the brief description of the drawings and discuss it in the detailed description, or remove the image.`,
          },
          "Drawings",
          image.name,
        ),
      );
    });
    if (d.images.length > 0) {
      const beyond = [...anywhere].filter((id) => Number.parseInt(id, 10) > d.images.length);
      for (const id of new Set(beyond.map((b) => String(Number.parseInt(b, 10))))) {
        out.push(
          findingOnDraft(
            {
              check: this.id,
              ground: this.ground,
              severity: "should",
              why: `The text refers to FIG. ${id} but only ${d.images.length} image${d.images.length === 1 ? " is" : "s are"} uploaded.`,
              fix: `Upload the drawing for FIG. ${id}, or correct the figure number.`,
            },
            "Drawings",
            `FIG. ${id}`,
          ),
        );
      }
    }
    return out;
  },
};
