import { describe, expect, it } from "vitest";
import { keywordText, nameWords, parseNumber } from "./patent-query.js";

describe("keyword text", () => {
  it("keeps the distinct words and nothing that tsquery could read as syntax", () => {
    expect(keywordText("Coherent LADAR, coherent & quadrature!")).toBe("coherent ladar quadrature");
    expect(keywordText("a:* | !b <-> 'c'")).toBe("a b c");
    expect(keywordText("  ...  ")).toBe("");
  });
});

describe("patent numbers", () => {
  it.each([
    ["US 10,000,000 B2", { series: null, digits: "10000000" }],
    ["10000000", { series: null, digits: "10000000" }],
    ["us10000000b2", { series: null, digits: "10000000" }],
    ["D651,432 S1", { series: "D", digits: "651432" }],
    ["USPP 12,345 P2", { series: "PP", digits: "12345" }],
    ["US 2005/0004437 A1", { series: null, digits: "20050004437" }],
    ["US09986638", { series: null, digits: "9986638" }],
  ])("reads %s", (q, expected) => {
    expect(parseNumber(q)).toEqual(expected);
  });

  it("falls back to all the digits, and to null without any", () => {
    expect(parseNumber("patent no. 7,654,321 (granted)")).toEqual({ series: null, digits: "7654321" });
    expect(parseNumber("no digits here")).toBeNull();
  });
});

describe("name words", () => {
  it("lower-cases and de-duplicates", () => {
    expect(nameWords("Joseph  MARRON joseph")).toEqual(["joseph", "marron"]);
  });
});
