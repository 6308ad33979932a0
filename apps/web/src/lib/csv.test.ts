import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("CSV of a table", () => {
  it("quotes fields with commas, quotes or line breaks; empty for null; CRLF between lines", () => {
    expect(
      toCsv(
        ["Assignee", "Patents"],
        [
          ["Acme, Inc.", 3],
          ['The "Best" Co', 2],
          ["Line\nbreak", null],
        ],
      ),
    ).toBe('Assignee,Patents\r\n"Acme, Inc.",3\r\n"The ""Best"" Co",2\r\n"Line\nbreak",');
  });

  it("a text that a spreadsheet would run as a formula is kept as text; negative numbers stay numbers", () => {
    expect(toCsv(["a", "b"], [["=HYPERLINK(1)", -0.25]])).toBe("a,b\r\n'=HYPERLINK(1),-0.25");
  });
});
