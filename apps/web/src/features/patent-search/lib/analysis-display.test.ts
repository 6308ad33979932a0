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

  it("ignores a range that overlaps the one before or runs past the text", () => {
    const ranges: [number, number][] = [
      [1, 3],
      [0, 2],
      [3, 9],
    ];
    expect(segments("lamp", ranges)).toEqual([
      { start: 0, text: "l", marked: false },
      { start: 1, text: "am", marked: true },
      { start: 3, text: "p", marked: false },
    ]);
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
