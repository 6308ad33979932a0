import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, parsePreferences } from "./preferences";

describe("analysis preferences", () => {
  it("defaults when nothing is stored or the value is unreadable", () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences("{not json")).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences("[1,2]")).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps each valid field and defaults the invalid ones", () => {
    expect(parsePreferences('{"defaultArgumentTab":"improved","emphasizeConnectives":false,"historyItems":5}')).toEqual(
      {
        defaultArgumentTab: "improved",
        emphasizeConnectives: false,
        historyItems: 5,
      },
    );
    expect(parsePreferences('{"defaultArgumentTab":"sideways","emphasizeConnectives":"no","historyItems":7}')).toEqual(
      DEFAULT_PREFERENCES,
    );
  });
});
