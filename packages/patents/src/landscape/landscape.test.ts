import { describe, expect, it } from "vitest";
import { trendOf } from "./competitive.js";
import type { LandscapeFacts } from "./facts.js";
import { buildLandscape } from "./landscape.js";
import { tokens, topTerms } from "./terms.js";

/**
 * One landscape worked out by hand (docs/landscape.md has the formulas). The index publishes 100 patents a year in
 * 2012–2016 and 50 in 2017 up to June 13: 2017 is partial, 2010 and 2011 (filing years only) hold no publication.
 * Complete years from the first publication: 2012–2016, five, so the windows are 2 years: 2013–2014 and 2015–2016.
 */
const facts: LandscapeFacts = {
  patents: 13,
  patentsWithAssignee: 9,
  assigneeNames: 3,
  published: { 2012: 1, 2013: 2, 2014: 2, 2015: 3, 2016: 4, 2017: 1 },
  filed: { 2010: 2, 2011: 3, 2012: 4, 2013: 2, 2014: 1, 2015: 1 },
  granted: { 2012: 1, 2013: 2, 2014: 2, 2015: 2, 2016: 3, 2017: 1 },
  index: [
    ...[2012, 2013, 2014, 2015, 2016].map((year) => ({ year, patents: 100, newest: `${year}-12-27` })),
    { year: 2017, patents: 50, newest: "2017-06-13" },
  ],
  codes: [
    { code: "H01M10/052", patents: 6 },
    { code: "Y02E60/10", patents: 5 },
    { code: "H01M4/13", patents: 3 },
  ],
  groups: [
    {
      group: "H01M10/00",
      patents: 6,
      published: { 2013: 1, 2015: 2, 2016: 3 },
      patentsWithAssignee: 5,
      names: ["Acme Inc.", "ACME INC", "Beta LLC"],
      numbers: ["US9000006", "US9000005"],
    },
    {
      group: "H01M4/00",
      patents: 4,
      published: { 2013: 2, 2014: 1, 2016: 1 },
      patentsWithAssignee: 3,
      names: ["Beta LLC"],
      numbers: [],
    },
    {
      group: "B60L50/00",
      patents: 3,
      published: { 2015: 1, 2016: 2 },
      patentsWithAssignee: 3,
      names: ["A Co", "B Co", "C Co", "D Co"],
      numbers: [],
    },
    {
      group: "H02J7/00",
      patents: 3,
      published: { 2012: 1, 2015: 1, 2016: 1 },
      patentsWithAssignee: 0,
      names: [],
      numbers: ["US9000009"],
    },
    { group: "Y02E60/00", patents: 2, published: { 2015: 1, 2016: 1 }, patentsWithAssignee: 0, names: [], numbers: [] },
  ],
  assignees: [
    {
      name: "Acme Inc.",
      patents: 5,
      published: { 2013: 1, 2015: 2, 2016: 2 },
      codes: [
        { code: "H01M10/052", patents: 4 },
        { code: "Y02E60/10", patents: 3 },
      ],
    },
    {
      name: "Beta LLC",
      patents: 3,
      published: { 2012: 1, 2013: 1, 2014: 1 },
      codes: [{ code: "H01M4/13", patents: 2 }],
    },
    {
      name: "ACME INC",
      patents: 1,
      published: { 2016: 1 },
      codes: [
        { code: "H01M10/052", patents: 1 },
        { code: "H01M4/13", patents: 1 },
      ],
    },
  ],
  texts: [
    { title: "Lithium battery electrode", abstract: "A lithium battery with a solid electrolyte." },
    { title: "Solid electrolyte for a lithium battery", abstract: null },
    { title: "Battery pack", abstract: "The pack holds cells." },
  ],
};
const title = (code: string) => `title of ${code}`;
const result = buildLandscape(facts, "Clean Energy", title);

describe("a landscape from the index's facts, every figure by hand", () => {
  it("years from the first filing to the last publication, the incomplete ones marked, share of the index", () => {
    expect(result.years.map((y) => [y.year, y.published, y.filed, y.granted, y.incomplete])).toEqual([
      [2010, 0, 2, 0, "the index holds no publications of this year"],
      [2011, 0, 3, 0, "the index holds no publications of this year"],
      [2012, 1, 4, 1, null],
      [2013, 2, 2, 2, null],
      [2014, 2, 1, 2, null],
      [2015, 3, 1, 2, null],
      [2016, 4, 0, 3, null],
      [2017, 1, 0, 1, "the index's publications end on 2017-06-13"],
    ]);
    expect(result.years.find((y) => y.year === 2016)?.shareOfIndex).toBe(0.04);
    expect(result.years.find((y) => y.year === 2010)?.shareOfIndex).toBeNull();
    // Filings are complete up to 2014: the index reaches 2017-06-13, before June 30, 2017 (2015's due date).
    expect(result.years.filter((y) => !y.filingsIncomplete).map((y) => y.year)).toEqual([2012, 2013, 2014]);
    expect(result.indexNewest).toBe("2017-06-13");
  });

  it("growth: 2015–2016 (3 + 4 = 7) against 2013–2014 (2 + 2 = 4) is +75%", () => {
    expect(result.growth).toEqual({
      rate: 0.75,
      recent: { from: 2015, to: 2016, count: 7 },
      prior: { from: 2013, to: 2014, count: 4 },
    });
  });

  it("top CPC symbols with their share of the patents", () => {
    expect(result.topCpc[0]).toEqual({ code: "H01M10/052", patents: 6, share: 6 / 13 });
    expect(result.thin).toBe(true);
  });

  it("white space: rising main groups held by at most 3 assignees, largest rise first", () => {
    // H01M10/00: 1 → 5 (Acme twice as written, Beta: 2 assignees); H02J7/00: 0 → 2, no assignee on record.
    // H01M4/00 falls (3 → 1); B60L50/00 rises but has 4 assignees; Y02E60/00 has 2 patents only.
    // H02J7/00 names no assignee: rising, listed after, with its assignees unknown.
    expect(
      result.whiteSpace.map((w) => [
        w.group,
        w.growth.prior.count,
        w.growth.recent.count,
        w.assignees,
        w.assigneesKnown,
      ]),
    ).toEqual([
      ["H01M10/00", 1, 5, 2, true],
      ["H02J7/00", 0, 2, 0, false],
    ]);
    const first = result.whiteSpace[0];
    expect(first?.assigneeNames).toEqual(["Acme Inc.", "Beta LLC"]);
    expect(first?.numbers).toEqual(["US9000006", "US9000005"]);
    expect(first?.years.map((y) => y.patents)).toEqual([0, 0, 0, 1, 0, 2, 3, 0]);
  });

  it("competitors: spellings merged, share of patents with an assignee, trend, main CPC symbols", () => {
    expect(result.competitors).toEqual([
      {
        name: "Acme Inc.",
        patents: 6,
        share: 6 / 9,
        trend: "Rising",
        recent: 5,
        prior: 1,
        codes: [
          { code: "H01M10/052", patents: 5, share: 5 / 6 },
          { code: "Y02E60/10", patents: 3, share: 3 / 6 },
          { code: "H01M4/13", patents: 1, share: 1 / 6 },
        ],
      },
      {
        name: "Beta LLC",
        patents: 3,
        share: 3 / 9,
        trend: "Falling",
        recent: 0,
        prior: 2,
        codes: [{ code: "H01M4/13", patents: 2, share: 2 / 3 }],
      },
    ]);
  });

  it("the summary states the figures and nothing else", () => {
    expect(result.summary).toEqual([
      "The index holds 13 patents in Clean Energy, published 2012–2017.",
      "Publications rose 75% from 2013–2014 (4) to 2015–2016 (7).",
      "Acme Inc. holds the most patents: 6, 67% of the 9 patents with an assignee on record.",
      "The most frequent classification is H01M10/052 (title of H01M10/052), in 6 patents.",
      "1 sub-area is rising with few assignees; the largest rise, H01M10/00 (title of H01M10/00), went from 1 to 5 patents.",
      "1 more sub-area is rising, but most of its patents name no assignee.",
      "Years 2010, 2011, 2017 are incomplete in the index and left out of the growth figures.",
      "With fewer than 30 patents, these figures are indicative only.",
    ]);
  });

  it("an empty subject says so", () => {
    const empty = buildLandscape(
      {
        ...facts,
        patents: 0,
        patentsWithAssignee: 0,
        assigneeNames: 0,
        published: {},
        filed: {},
        granted: {},
        codes: [],
        groups: [],
        assignees: [],
        texts: [],
      },
      "Blockchain",
      title,
    );
    expect(empty.summary).toEqual(["The index holds no patent in Blockchain."]);
    expect(empty.years).toEqual([]);
    expect(empty.growth).toBeNull();
  });
});

describe("trend and top terms", () => {
  it("trend of an assignee between the two windows", () => {
    expect([trendOf(3, 1), trendOf(1, 3), trendOf(2, 2), trendOf(0, 0), trendOf(2, 0)]).toEqual([
      "Rising",
      "Falling",
      "Steady",
      "Steady",
      "New",
    ]);
  });

  it("terms: words and two-word phrases counted once per patent; a word inside an equally frequent phrase left out", () => {
    expect(topTerms(facts.texts)).toEqual([
      { term: "battery", patents: 3 },
      { term: "lithium battery", patents: 2 },
      { term: "solid electrolyte", patents: 2 },
    ]);
  });

  it("terms count by stem: 'cell' and 'cells' are one term, shown as written most often", () => {
    const texts = [
      { title: "Solar cells", abstract: "Stacked solar cells on glass." },
      { title: "Solar cell module", abstract: null },
      { title: null, abstract: "A tandem solar cell with charging circuits." },
      { title: "Cells charged", abstract: null },
    ];
    // 'cells' written 3 times, 'cell' twice; 'charged' and 'charging' once each (the shorter shown); 'solar' sits
    // in 'solar cell' in as many patents.
    expect(topTerms(texts)).toEqual([
      { term: "cells", patents: 4 },
      { term: "solar cell", patents: 3 },
      { term: "charged", patents: 2 },
    ]);
  });

  it("stop words, boilerplate, short words and numbers break phrases and are never terms", () => {
    expect(tokens("A method for the 3 rotor blades of 2 wind-turbines")).toEqual([
      null,
      null,
      null,
      null,
      null,
      "rotor",
      "blades",
      null,
      null,
      "wind-turbines",
    ]);
  });
});
