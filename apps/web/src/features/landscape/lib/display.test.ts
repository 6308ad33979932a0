import { describe, expect, it } from "vitest";
import { csvName, growthLabel, percent } from "./display";
import { choiceOf, subjectFrom } from "./subject";

describe("landscape display", () => {
  it("growth as a signed percentage with its two windows", () => {
    const g = {
      rate: 0.5846,
      recent: { from: 2015, to: 2017, count: 103 },
      prior: { from: 2012, to: 2014, count: 65 },
    };
    expect(growthLabel(g)).toEqual({ value: "+58%", detail: "2015–2017 (103) vs 2012–2014 (65)" });
    expect(growthLabel({ ...g, rate: -0.25 }).value).toBe("−25%");
    expect(growthLabel({ ...g, rate: 0 }).value).toBe("0%");
    expect(
      growthLabel({
        rate: null,
        recent: { from: 2016, to: 2016, count: 2 },
        prior: { from: 2015, to: 2015, count: 0 },
      }),
    ).toEqual({
      value: "New",
      detail: "2016 (2) vs 2015 (0)",
    });
  });

  it("shares: whole percentages, one decimal under 10% so a small share never reads 0%", () => {
    expect([0, 0.004, 0.0996, 0.1993, 1].map(percent)).toEqual(["0%", "0.4%", "10.0%", "20%", "100%"]);
  });

  it("a CSV file name from the subject and the table", () => {
    expect(csvName("Internet of Things", "Top assignees")).toBe("landscape-internet-of-things-top-assignees.csv");
    expect(csvName("“solar cell”", "Trends")).toBe("landscape-solar-cell-trends.csv");
  });

  it("the subject from the address: area, else cpc, else q; blank values ignored", () => {
    expect(subjectFrom(new URLSearchParams("area=robotics&tab=trends"))).toEqual({ kind: "area", value: "robotics" });
    expect(subjectFrom(new URLSearchParams("area=%20&cpc=H01M"))).toEqual({ kind: "cpc", value: "H01M" });
    expect(subjectFrom(new URLSearchParams("q=solar"))).toEqual({ kind: "q", value: "solar" });
    expect(subjectFrom(new URLSearchParams(""))).toBeNull();
    expect(choiceOf({ kind: "cpc", value: "H01M" })).toBe("custom-cpc");
    expect(choiceOf({ kind: "area", value: "robotics" })).toBe("robotics");
  });
});
