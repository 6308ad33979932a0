import { describe, expect, it } from "vitest";
import { addMonths, provisionalDeadlines, rollToBusinessDay } from "./deadlines.js";
import { provisionalFilingFee } from "./fees.js";
import { federalHolidays } from "./holidays.js";

describe("federal holidays (5 U.S.C. 6103)", () => {
  it("2025: the eleven holidays and Inauguration Day, on the days OPM published", () => {
    expect(federalHolidays(2025).map((h) => h.date)).toEqual([
      "2025-01-01",
      "2025-01-20",
      "2025-01-20",
      "2025-02-17",
      "2025-05-26",
      "2025-06-19",
      "2025-07-04",
      "2025-09-01",
      "2025-10-13",
      "2025-11-11",
      "2025-11-27",
      "2025-12-25",
    ]);
  });

  it("a Saturday holiday is kept on Friday, a Sunday one on Monday", () => {
    const dates = (year: number) => federalHolidays(year).map((h) => h.date);
    // 4 July 2026 is a Saturday; 1 January 2023 was a Sunday; 1 January 2022 a Saturday, kept on 31 December 2021.
    expect(dates(2026)).toContain("2026-07-03");
    expect(dates(2023)).toContain("2023-01-02");
    expect(dates(2021)).toContain("2021-12-31");
    expect(dates(2022)).not.toContain("2022-01-01");
  });

  it("Juneteenth from 2021 on only", () => {
    expect(federalHolidays(2020).some((h) => h.name.startsWith("Juneteenth"))).toBe(false);
    expect(federalHolidays(2022).find((h) => h.name.startsWith("Juneteenth"))?.date).toBe("2022-06-20");
  });
});

describe("adding months", () => {
  it("keeps the day, or takes the month's last day", () => {
    expect(addMonths("2025-03-14", 12)).toBe("2026-03-14");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2025-12-31", 14)).toBe("2027-02-28");
  });
});

describe("the non-provisional deadline (35 U.S.C. 119(e), 21(b))", () => {
  it("a weekday that is no holiday stays", () => {
    expect(provisionalDeadlines("2025-03-12").nonProvisional).toEqual({
      nominal: "2026-03-12",
      due: "2026-03-12",
      movedFor: null,
    });
  });

  it("a Saturday moves to Monday", () => {
    expect(rollToBusinessDay("2026-03-14")).toEqual({ nominal: "2026-03-14", due: "2026-03-16", movedFor: "Saturday" });
  });

  it("Memorial Day moves to Tuesday; Saturday 4 July 2026 runs past the observed Friday to Monday", () => {
    expect(provisionalDeadlines("2025-05-25").nonProvisional).toEqual({
      nominal: "2026-05-25",
      due: "2026-05-26",
      movedFor: "Memorial Day",
    });
    expect(provisionalDeadlines("2025-07-04").nonProvisional.due).toBe("2026-07-06");
  });

  it("Thanksgiving on Thursday moves to Friday; Christmas on Friday to Monday", () => {
    expect(provisionalDeadlines("2025-11-26").nonProvisional).toMatchObject({
      nominal: "2026-11-26",
      due: "2026-11-27",
    });
    expect(provisionalDeadlines("2025-12-25").nonProvisional).toMatchObject({
      nominal: "2026-12-25",
      due: "2026-12-28",
    });
  });

  it("Inauguration Day counts as a DC holiday: Thursday 20 January 2033 moves to Friday", () => {
    expect(federalHolidays(2033)).toContainEqual({ date: "2033-01-20", name: "Inauguration Day" });
    expect(provisionalDeadlines("2032-01-20").nonProvisional).toMatchObject({
      due: "2033-01-21",
      movedFor: "Inauguration Day",
    });
  });

  it("the 14-month restoration window ends two months later, rolled the same way", () => {
    expect(provisionalDeadlines("2025-03-12").restorationWindowEnds).toEqual({
      nominal: "2026-05-12",
      due: "2026-05-12",
      movedFor: null,
    });
    expect(provisionalDeadlines("2025-03-14").restorationWindowEnds).toMatchObject({ due: "2026-05-14" });
  });
});

describe("provisional filing fee (37 CFR 1.16(d))", () => {
  it("$325 / $130 / $65 from 2025-01-19, with its source", () => {
    const fee = provisionalFilingFee("2025-01-19");
    expect(fee?.usd).toEqual({ large: 325, small: 130, micro: 65 });
    expect(fee?.source).toContain("89 FR 91898");
  });

  it("no schedule recorded before then", () => {
    expect(provisionalFilingFee("2025-01-18")).toBeNull();
  });
});
