import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { asClause } from "./phrases.js";

const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("bridges that read as whole sentences", () => {
  it("states a recommendation's reason even when the tagger misses the reason's verb ('students work')", () => {
    expect(
      parsedOf("The library should open on Sundays, because many students work during the week.").necessaryAssumption,
    ).toBe("A good reason for the library to open on Sundays is that many students work during the week.");
  });

  it("quotes both clauses rather than a side cut before its predicate ('winters being clearly')", () => {
    const necessary = parsedOf(
      "We've had three warm Novembers in a row, so winters are clearly a thing of the past.",
    ).necessaryAssumption;
    expect(necessary).toBe(
      "That we've had three warm Novembers in a row is a sign that winters are clearly a thing of the past.",
    );
  });
});

describe("a clause quoted mid-sentence", () => {
  it("lowers a capitalised function word before a name, and keeps a name's own capitals", () => {
    expect(asClause("In Utrecht bike lanes cut traffic.")).toBe("in Utrecht bike lanes cut traffic");
    expect(asClause("Anna Berg runs the shop.")).toBe("Anna Berg runs the shop");
    expect(asClause("The Lakers won.")).toBe("the Lakers won");
  });
});
