import { describe, expect, it } from "vitest";
import { ratingColor, segments } from "./analysis-display";

describe("analysis display", () => {
  it("cuts a passage into plain and highlighted runs", () => {
    expect(
      segments("a lamp and a battery", [
        [2, 6],
        [13, 20],
      ]),
    ).toEqual([
      { start: 0, text: "a ", marked: false },
      { start: 2, text: "lamp", marked: true },
      { start: 6, text: " and a ", marked: false },
      { start: 13, text: "battery", marked: true },
    ]);
  });

  it("ignores a range outside the text or out of order", () => {
    expect(
      segments("lamp", [
        [2, 9],
        [0, 2],
      ]),
    ).toEqual([{ start: 0, text: "lamp", marked: false }]);
  });

  it("colours a rating by whether it speaks for the invention", () => {
    expect(["High", "Adequate", "Medium", "Low", "Insufficient", "Unclear"].map(ratingColor)).toEqual([
      "green",
      "green",
      "yellow",
      "red",
      "red",
      "red",
    ]);
  });
});
