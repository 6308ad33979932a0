import { describe, expect, it } from "vitest";
import { citedForms, publicPageUrl, readCitedNumber } from "./numbers.js";

describe("readCitedNumber: the index's form for US documents", () => {
  it.each([
    ["US5093563", "US5093563", null],
    ["US2003/0076485", "US20030076485", null],
    ["US 2013/0341529 A1", "US20130341529", "A1"],
    ["US2003/076485", "US20030076485", null],
    ["US20030076485", "US20030076485", null],
    ["USD651432", "USD651432", null],
    ["US D651,432 S", "USD651432", "S"],
    ["US06854629", "US6854629", null],
    ["US 5,093,563 A", "US5093563", "A"],
    ["USRE41234", "USRE41234", null],
    ["USPP12345", "USPP12345", null],
  ])("%s → %s", (raw, number, kind) => {
    expect(readCitedNumber(raw)).toEqual({ number, country: "US", kind });
  });

  it("foreign numbers keep their text; a doubled country code is written once", () => {
    expect(readCitedNumber("JP2001-123456")).toEqual({ number: "JP2001-123456", country: "JP", kind: null });
    expect(readCitedNumber("WOWO 99/12345").number).toBe("WO 99/12345");
    expect(readCitedNumber("EP1  234 567").number).toBe("EP1 234 567");
  });
});

describe("citedForms: how citations may have written a number of the index", () => {
  it("a publication also in its year/serial form; a grant as itself", () => {
    expect(citedForms("US20030076485")).toEqual(["US20030076485", "US2003/0076485"]);
    expect(citedForms("US8501339")).toEqual(["US8501339"]);
  });
});

describe("publicPageUrl", () => {
  it("US documents with their kind code when known", () => {
    expect(publicPageUrl("US5093563", "A")).toBe("https://patents.google.com/patent/US5093563A");
    expect(publicPageUrl("US20030076485", null)).toBe("https://patents.google.com/patent/US20030076485");
  });
  it("foreign documents: letters and digits; a WO number with its 4-digit year and 6-digit serial", () => {
    expect(publicPageUrl("JP2001-123456", "A")).toBe("https://patents.google.com/patent/JP2001123456A");
    expect(publicPageUrl("EP1 234 567", "B1")).toBe("https://patents.google.com/patent/EP1234567B1");
    expect(publicPageUrl("WOWO 99/12345", "A1")).toBe("https://patents.google.com/patent/WO1999012345A1");
    expect(publicPageUrl("WO2004/012345", null)).toBe("https://patents.google.com/patent/WO2004012345");
  });
  it("no country code, no link; an odd kind is left out", () => {
    expect(publicPageUrl("12345", "A")).toBeNull();
    expect(publicPageUrl("US5093563", "Hello")).toBe("https://patents.google.com/patent/US5093563");
  });
});
