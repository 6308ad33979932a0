import { describe, expect, it } from "vitest";
import { filingsComplete, growthOver, indexCoverage, windows, yearAxis } from "./years.js";

describe("the index's coverage: which years are incomplete", () => {
  // Median of 100, 200, 300, 400, 1 = 200: a year under 20 publications is barely covered.
  const profile = [
    { year: 2014, patents: 100, newest: "2014-12-30" },
    { year: 2015, patents: 200, newest: "2015-12-29" },
    { year: 2016, patents: 300, newest: "2016-12-27" },
    { year: 2017, patents: 400, newest: "2017-06-13" },
    { year: 2023, patents: 1, newest: "2023-05-09" },
  ];

  it("a stray year is barely covered; the newest covered year ending before its last week is partial", () => {
    const c = indexCoverage(profile);
    expect(c.end).toBe("2017-06-13");
    expect([...c.incomplete.keys()].sort()).toEqual([2017, 2023]);
    expect(c.incomplete.get(2023)).toBe("the index holds only 1 publication of this year");
    expect(c.incomplete.get(2017)).toBe("the index's publications end on 2017-06-13");
  });

  it("a newest year that reaches the last week of December is complete", () => {
    const c = indexCoverage(profile.slice(0, 3));
    expect(c.end).toBe("2016-12-27");
    expect(c.incomplete.size).toBe(0);
  });

  it("an empty index covers nothing", () => {
    expect(indexCoverage([])).toEqual({ end: null, incomplete: new Map(), years: new Set() });
  });

  it("filings of a year are complete once the index reaches June 30 two years later (18-month publication)", () => {
    expect(filingsComplete(2015, "2017-06-29")).toBe(false);
    expect(filingsComplete(2015, "2017-06-30")).toBe(true);
    expect(filingsComplete(2015, null)).toBe(false);
  });

  it("the year axis fills gaps and marks the years the index lacks or has not reached", () => {
    const c = indexCoverage(profile);
    expect(yearAxis([2016, 2013, 2019], c)).toEqual([
      { year: 2013, incomplete: "the index holds no publications of this year" },
      { year: 2014, incomplete: null },
      { year: 2015, incomplete: null },
      { year: 2016, incomplete: null },
      { year: 2017, incomplete: "the index's publications end on 2017-06-13" },
      { year: 2018, incomplete: "after the index's newest publications" },
      { year: 2019, incomplete: "after the index's newest publications" },
    ]);
    expect(yearAxis([], c)).toEqual([]);
  });
});

describe("growth between two windows of complete years", () => {
  it("the last 3 complete years against the 3 before", () => {
    const w = windows([2010, 2011, 2012, 2013, 2014, 2015, 2016]);
    expect(w).toEqual({ recent: [2014, 2015, 2016], prior: [2011, 2012, 2013] });
    // prior 2 + 3 + 5 = 10, recent 4 + 4 + 6 = 14: +40%.
    const g = growthOver(w as NonNullable<typeof w>, { 2011: 2, 2012: 3, 2013: 5, 2014: 4, 2015: 4, 2016: 6 });
    expect(g).toEqual({
      rate: 0.4,
      recent: { from: 2014, to: 2016, count: 14 },
      prior: { from: 2011, to: 2013, count: 10 },
    });
  });

  it("fewer complete years: half on each side; under 2, no growth", () => {
    expect(windows([2015, 2016, 2017, 2018, 2019])).toEqual({ recent: [2018, 2019], prior: [2016, 2017] });
    expect(windows([2015, 2016])).toEqual({ recent: [2016], prior: [2015] });
    expect(windows([2015])).toBeNull();
  });

  it("no patent in the prior window: no rate", () => {
    const g = growthOver({ recent: [2016], prior: [2015] }, new Map([[2016, 3]]));
    expect(g.rate).toBeNull();
    expect(g.recent.count).toBe(3);
    expect(growthOver({ recent: [2016], prior: [2015] }, { 2015: 4, 2016: 1 }).rate).toBe(-0.75);
  });
});
