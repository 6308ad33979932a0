import { describe, expect, it } from "vitest";
import { detailKey, headingOf, matchPercent } from "./display";

describe("result headings", () => {
  it("uses the title when there is one", () => {
    expect(headingOf({ title: " Coherent LADAR ", abstract: "A system.", number: "US1" })).toEqual({
      label: null,
      text: "Coherent LADAR",
    });
  });
  it("labels an excerpt of the abstract when there is no title, cut at a word", () => {
    const abstract = `Certain embodiments of the present technology provide a cable ${"comprising a conductor ".repeat(10)}`;
    const h = headingOf({ title: null, abstract, number: "US8247052" });
    expect(h.label).toBe("Abstract excerpt");
    expect(h.text.endsWith("…")).toBe(true);
    expect(h.text.length).toBeLessThanOrEqual(111);
    expect(abstract.startsWith(h.text.slice(0, -1))).toBe(true);
  });
  it("falls back to the number, labelled, when there is neither", () => {
    expect(headingOf({ title: null, abstract: "", number: "US1" })).toEqual({
      label: "No title on record",
      text: "US1",
    });
  });
  it("shows similarity as a whole percent", () => {
    expect(matchPercent(0.876)).toBe(88);
  });
});

describe("the detail key", () => {
  it("asks for an office result by its application number, and for anything else by its own number", () => {
    expect(detailKey({ number: "US20240362478", source: "uspto", applicationNumber: "18597857" })).toBe("18597857");
    expect(detailKey({ number: "US20240362478", source: "uspto", applicationNumber: null })).toBe("US20240362478");
    expect(detailKey({ number: "US10000000", source: "local", applicationNumber: "14643719" })).toBe("US10000000");
  });
});
