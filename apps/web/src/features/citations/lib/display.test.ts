import { describe, expect, it } from "vitest";
import { formatPublished, itemHeading, officeNote, searchLink } from "./display";

describe("citation display", () => {
  it("dates as published: a month, a year, or a day", () => {
    expect(formatPublished("1992-03-00")).toBe("March 1992");
    expect(formatPublished("1992-00-00")).toBe("1992");
    expect(formatPublished("2015-03-10")).toBe("March 10, 2015");
    expect(formatPublished("1992")).toBe("1992");
    expect(formatPublished(null)).toBeNull();
  });

  it("a heading never invents a title", () => {
    expect(itemHeading({ title: "Lamp", abstractExcerpt: null, inIndex: true })).toEqual({ label: null, text: "Lamp" });
    expect(itemHeading({ title: null, abstractExcerpt: "A lamp.", inIndex: true })).toEqual({
      label: "Abstract excerpt",
      text: "A lamp.",
    });
    expect(itemHeading({ title: null, abstractExcerpt: null, inIndex: false }).text).toBe("Title not in the index");
  });

  it("the office's note", () => {
    expect(officeNote({ category: "Y", examinerCited: true, officeActionDate: "2017-03-13" })).toBe(
      "USPTO: category Y · examiner cited · office action March 13, 2017",
    );
    expect(officeNote({ category: null, examinerCited: false, officeActionDate: null })).toBe("USPTO: applicant cited");
  });

  it("links an index patent to the search by number", () => {
    expect(searchLink("US8501339")).toBe("/patent-buddy/search?q=US8501339&mode=number");
  });
});
