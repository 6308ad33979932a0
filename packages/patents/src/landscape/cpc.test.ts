import { describe, expect, it } from "vitest";
import { cpcFilter, cpcMatches, keywordQuery, mainGroupOf, pathTitle, plainTitle, readCpcCode } from "./cpc.js";

describe("a user's CPC code and how symbols match it", () => {
  it("a subclass, a main group (with or without /00) or a subgroup", () => {
    expect(readCpcCode("H01M")).toEqual({ code: "H01M", match: "subclass" });
    expect(readCpcCode("H01M10")).toEqual({ code: "H01M10/00", match: "group" });
    expect(readCpcCode("H01M10/00")).toEqual({ code: "H01M10/00", match: "group" });
    expect(readCpcCode("H01M10/052")).toEqual({ code: "H01M10/052", match: "subgroup" });
  });

  it("the database's filter and the same rule in code", () => {
    expect(cpcFilter({ code: "H01M10/00", match: "group" })).toEqual({
      subclass: "H01M",
      main: "H01M10",
      prefix: null,
    });
    expect(cpcMatches({ code: "H01M10/00", match: "group" }, "H01M10/0525")).toBe(true);
    expect(cpcMatches({ code: "H01M10/00", match: "group" }, "H01M100/02")).toBe(false);
    expect(cpcMatches({ code: "G06N3/08", match: "subgroup" }, "G06N3/084")).toBe(true);
    expect(cpcMatches({ code: "G06N3/08", match: "subgroup" }, "G06N3/04")).toBe(false);
    expect(cpcMatches({ code: "B25J", match: "subclass" }, "B25J9/1697")).toBe(true);
    expect(cpcMatches({ code: "B25J", match: "subclass" }, "B25H1/00")).toBe(false);
  });

  it("main group of a symbol", () => {
    expect(mainGroupOf("H01M10/052")).toBe("H01M10/00");
    expect(mainGroupOf("B25J")).toBe("B25J");
  });

  it("keyword phrases as one tsquery: words adjacent, phrases or-ed, nothing but letters and digits", () => {
    expect(keywordQuery(["machine learning", "IoT", "it's | !x"])).toBe(
      "(machine <-> learning) | (iot) | (it <-> s <-> x)",
    );
    expect(keywordQuery(["--"])).toBe("");
  });
});

describe("a CPC title for the screen", () => {
  it("drops braces and nested references, keeps the words", () => {
    expect(
      plainTitle(
        "MEASURING OR TESTING PROCESSES INVOLVING ENZYMES (immunoassay G01N33/53); COMPOSITIONS {(see also (x) C12Q)}",
      ),
    ).toBe("Measuring or testing processes involving enzymes; compositions");
    expect(plainTitle("TECHNOLOGY FOR THE INTERNET OF THINGS [IoT]")).toBe(
      "Technology for the internet of things [IoT]",
    );
    expect(plainTitle("{Mixed reality (object pose determination G06T7/00)}")).toBe("Mixed reality");
  });

  it("cuts a long title on a word", () => {
    const t = plainTitle(`${"word ".repeat(40)}end`);
    expect(t.length).toBeLessThanOrEqual(161);
    expect(t.endsWith("word…")).toBe(true);
  });
});

describe("pathTitle", () => {
  it("leads with the main group's title and ends with the symbol's own, eliding the levels between", () => {
    expect(pathTitle("Robots")).toBe("Robots");
    expect(pathTitle("Controls for manipulators › by means of sensing devices")).toBe(
      "Controls for manipulators › by means of sensing devices",
    );
    expect(
      pathTitle("Programme-controlled manipulators › Programme controls › characterised by sensors › Vision"),
    ).toBe("Programme-controlled manipulators › … › Vision");
  });
});
