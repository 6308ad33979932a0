import { describe, expect, it } from "vitest";
import { filingFigures, localDay, longDay, movedNote, validDay } from "./filing";

describe("the export panel's fees and dates", () => {
  it("a filing on Friday 14 March 2025: $325 / $130 / $65, non-provisional by Monday 16 March 2026", () => {
    const f = filingFigures("2025-03-14");
    expect(f.fee?.usd).toEqual({ large: 325, small: 130, micro: 65 });
    expect(f.nonProvisional.due).toBe("2026-03-16");
    expect(movedNote(f.nonProvisional)).toBe(
      "Saturday, March 14, 2026 is a Saturday, so the deadline moves to the next business day (35 U.S.C. 21(b)).",
    );
    expect(longDay(f.restoration.due)).toBe("Thursday, May 14, 2026");
    expect(movedNote(f.restoration)).toBeNull();
  });

  it("names the holiday a deadline moves for", () => {
    expect(movedNote(filingFigures("2025-05-25").nonProvisional)).toBe(
      "Monday, May 25, 2026 is a federal holiday (Memorial Day), so the deadline moves to the next business day (35 U.S.C. 21(b)).",
    );
  });

  it("has no fee before the first schedule recorded", () => {
    expect(filingFigures("2024-12-31").fee).toBeNull();
  });

  it("today in the user's calendar; a typed date is checked before use", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(validDay("2026-02-28")).toBe(true);
    expect(validDay("")).toBe(false);
    expect(validDay("2026-13-01")).toBe(false);
  });
});
