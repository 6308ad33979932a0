import { STEP_OF } from "../../draft/access.js";
import type { Check } from "../check.js";
import { mapClaimSupport } from "./claim-support.js";

/** Reports the limitations the description does not support (the mapping itself goes into the report). */
export const claimSupport: Check = {
  id: "112a.claim-support",
  ground: "112a",
  abstractAndClaims: false,
  run(d) {
    return mapClaimSupport(d)
      .filter((s) => s.verdict !== "supported")
      .map((s) => ({
        check: this.id,
        ground: this.ground,
        // Partly: a passage describes it in other words, or misses a detail; the inventor judges which.
        severity: s.verdict === "unsupported" ? ("must" as const) : ("consider" as const),
        place: { section: s.section, paragraph: s.claim, start: s.start, end: s.end },
        excerpt: s.limitation,
        why:
          s.verdict === "unsupported"
            ? `No passage of the description describes '${s.limitation}'; a claim with this limitation gets no priority from this filing (35 U.S.C. 112(a), 119(e)).`
            : `The closest passage describes only part of '${s.limitation}' (it lacks: ${s.missing.join(", ")}); check that the description says it, if in other words.`,
        fix: "Describe this limitation in the detailed description in words the claim can use, with how it is made and works.",
        step: STEP_OF.detailedDescription,
      }));
  },
};
