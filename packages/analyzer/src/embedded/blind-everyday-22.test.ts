import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Ten everyday arguments written before the engine saw them (second session of 2026-11-28). First run: 8/10
// conclusions, 9/10 flaw verdicts, 5/10 sound assumptions. The misses: "X, so hand-washing reduces …" left whole
// (a hyphenated subject hid the clause); "Even so," kept in the claim and the granted point used as its reason; a
// mechanism read backwards ("germs are removed because hand-washing reduces colds"); an appeal to tradition taken
// for a chosen explanation; "Dr. Lee" lower-cased in a rhetorical question's claim. Still missed, seen: a slippery
// slope told as a question ("If we allow one food truck, what's next?") has its unstated claim read as a step.
const analyze = (text: string) => analyzeEmbeddedDetail(text).parsed;
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("blind everyday arguments, 22nd round", () => {
  it("splits 'X, so <hyphenated subject> …' and bridges a mechanism to the effect it brings about", () => {
    const parsed = analyze("Brushing teeth with fluoride hardens the enamel, so tooth-brushing prevents decay.");
    expect(parsed.conclusion.text).toBe("Tooth-brushing prevents decay.");
    expect(parsed.necessaryAssumption).toBe("Hardening the enamel prevents decay.");
  });

  it("drops 'Even so,' from the claim and builds its bridge from the reasons, not the point it grants", () => {
    const parsed = analyze(
      "Walking to school takes longer than taking the bus. Even so, parents should encourage it. Walkers get daily exercise, and they arrive more alert.",
    );
    expect(parsed.conclusion.text).toBe("Parents should encourage it.");
    expect(parsed.necessaryAssumption).not.toMatch(/takes longer/);
  });

  it("names an appeal to tradition offered for a verdict, quoting the practice", () => {
    const flaw = flawOf("Families have baked this cake at Easter for generations, so it must be the best Easter cake.");
    expect(flaw.id).toBe("ad_populum");
    expect(flaw.evidence).toBe("Families have baked this cake at Easter for generations");
  });

  it("keeps a name's capitals in the claim a rhetorical question makes", () => {
    expect(analyze("Why should we trust Mr. Grant on schools? He never finished school himself.").conclusion.text).toBe(
      "We should not trust Mr. Grant on schools.",
    );
  });
});
