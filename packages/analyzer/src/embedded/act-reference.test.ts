import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { segment } from "./segment.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

describe("a verdict on an act named earlier", () => {
  it("spells out the act its subject names", () => {
    expect(
      conclusionOf(
        "The club has decided to sell its only training ground. Their decision is a mistake, since the youth teams will have nowhere to play.",
      ),
    ).toMatch(/^Their decision \(the club has decided to sell its only training ground\) is a mistake\b/);
  });

  it("the assumptions quote the premise that performs the act, not the bracketed claim", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "The club has decided to sell its only training ground. Their decision is a mistake, since the youth teams will have nowhere to play.",
    );
    expect(parsed.sufficientAssumption).toMatch(/then their decision is a mistake\.$/);
  });

  it("leaves a noun alone when no earlier clause performs the act", () => {
    const claim = conclusionOf(
      "The harbour is silting up every winter. The plan is the only affordable option, because dredging costs twice as much.",
    );
    expect(claim).not.toContain("(");
  });
});

describe("a judging word counts once", () => {
  it("a premise of comparisons does not outweigh the thesis the text opens with", () => {
    const scored = scoreUnits(
      segment(
        "I will argue that the new stadium is a waste of money. Everyone agrees that schools are more important than stadiums and that hospitals are more useful than both.",
      ),
    );
    const premise = scored.find((s) => s.unit.text.startsWith("Everyone"));
    expect(premise?.reasons.filter((r) => /evaluative|verdict/.test(r))).toHaveLength(1);
  });
});
