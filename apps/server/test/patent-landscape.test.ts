import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsWriteRepository } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { testPatent } from "./helpers/patents.js";

/**
 * GET /api/patents/landscape (spec 001 §2, §9) on a small index where every figure is worked out by hand
 * (docs/landscape.md has the formulas). Robotics: R1–R8, seven through B25J or Y10S901 and one (R6) through the word
 * 'robot' only; N1–N5 are other fields. The index publishes 2 (2013), 2 (2014), 3 (2015), 4 (2016, the last on
 * December 27) and 2 (2017, up to March 14) patents: 2017 is partial, 2011 and 2012 (filing years) hold none.
 */

const record = (number: string, more: Partial<PatentRecord> & Pick<PatentRecord, "cpc" | "publicationDate">) =>
  testPatent(number, {
    filingDate: null,
    grantDate: more.docType === "application" ? null : more.publicationDate,
    assignee: more.assignees?.[0] ?? null,
    ...more,
  });

const ACME = "Acme Robotics Inc.";
const BETA = "Beta Automation LLC";
const PATENTS: PatentRecord[] = [
  record("US9100001", {
    cpc: ["B25J9/1697", "G06T7/70"],
    publicationDate: "2013-03-05",
    filingDate: "2011-02-01",
    assignees: [ACME],
    title: "Robot vision system",
    abstract: "A robot arm guided by a camera.",
  }),
  record("US9100002", {
    cpc: ["B25J9/1697", "B25J13/08"],
    publicationDate: "2014-06-10",
    filingDate: "2012-05-01",
    assignees: ["ACME ROBOTICS, INC."],
    title: "Robot gripper",
    abstract: "A gripper with force sensors.",
  }),
  record("US9100003", {
    cpc: ["B25J13/08"],
    publicationDate: "2015-02-03",
    filingDate: "2013-01-15",
    assignees: [BETA],
    title: "Gripper finger",
    abstract: "A finger for a robot gripper.",
  }),
  record("US9100004", {
    cpc: ["B25J13/08", "G05B19/418"],
    publicationDate: "2015-08-04",
    filingDate: "2013-06-01",
    assignees: [ACME],
    title: "Factory robot cell",
    abstract: "Robot cells share one controller.",
  }),
  record("US9100005", {
    cpc: ["B25J13/085"],
    publicationDate: "2016-01-05",
    filingDate: "2014-03-01",
    title: "Force sensing finger",
    abstract: "A finger with force sensors.",
  }),
  record("US9100006", {
    cpc: ["A47L11/40"],
    publicationDate: "2016-05-10",
    filingDate: "2014-07-01",
    assignees: ["Gamma Home Co"],
    title: "Floor cleaner",
    abstract: "A cleaning robot for floors.",
  }),
  record("US20160000007", {
    kind: "A1",
    docType: "application",
    cpc: ["B25J13/08"],
    publicationDate: "2016-09-01",
    filingDate: "2015-03-01",
    assignees: [BETA],
    title: "Gripper control",
    abstract: "Control of a gripper.",
  }),
  record("US9100008", {
    cpc: ["Y10S901/02"],
    publicationDate: "2017-03-07",
    filingDate: "2015-01-01",
    assignees: [ACME],
    title: "Walking machine",
    abstract: "A legged robot.",
  }),
  record("US9200001", { cpc: ["H01M10/052"], publicationDate: "2013-05-07", abstract: "A battery." }),
  record("US9200002", { cpc: ["B25H1/00"], publicationDate: "2014-05-06", abstract: "A work bench." }),
  record("US9200003", { cpc: ["G06T7/70"], publicationDate: "2015-05-05", abstract: "A camera pose." }),
  record("US9200004", { cpc: ["H01M10/052"], publicationDate: "2016-12-27", abstract: "A cell." }),
  record("US9200005", { cpc: ["H01M10/052"], publicationDate: "2017-03-14", abstract: "An anode." }),
];

/** As the CPC 2022.08 list writes them. */
// As the loader stores them (cpc-paths.ts): each symbol's path from its main group.
const TITLES = [
  {
    code: "B25J",
    level: null,
    title: "MANIPULATORS",
    path: "MANIPULATORS; CHAMBERS PROVIDED WITH MANIPULATION DEVICES",
  },
  { code: "B25J13/00", level: 0, title: "Controls for manipulators", path: "Controls for manipulators" },
  {
    code: "B25J13/08",
    level: 1,
    title: "by means of sensing devices, e.g. viewing or touching devices",
    path: "Controls for manipulators › by means of sensing devices, e.g. viewing or touching devices",
  },
  { code: "B25J9/00", level: 0, title: "Programme-controlled manipulators", path: "Programme-controlled manipulators" },
  {
    code: "B25J9/1697",
    level: 3,
    title: "{Vision controlled systems}",
    path: "Programme-controlled manipulators › Programme controls › characterised by use of sensors › Vision controlled systems",
  },
  { code: "Y10S901/00", level: 0, title: "Robots", path: "Robots" },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertPatents(t.database.db, PATENTS);
  await patentsWriteRepository.upsertCpcTitles(t.database.db, TITLES);
});
afterAll(() => t.close());

const landscape = (query: string, ip = freshIp()) => new Client(t.app, ip).get(`/api/patents/landscape?${query}`);

describe("a technology area from the index", () => {
  it("Robotics: the patents through its CPC symbols and its words, years marked, growth", async () => {
    const res = await landscape("area=robotics");
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.subject).toMatchObject({ kind: "area", value: "robotics", name: "Robotics" });
    expect(body.subject.cpc.map((c: { code: string }) => c.code)).toEqual(["B25J", "Y10S901/00"]);
    expect(body.patents).toBe(8);
    expect(body.thin).toBe(true);
    expect(body.patentsWithAssignee).toBe(7);
    expect(body.assigneeNames).toBe(4);
    expect(body.indexNewest).toBe("2017-03-14");
    expect(
      body.years.map((y: Record<string, unknown>) => [y.year, y.published, y.filed, y.granted, y.incomplete]),
    ).toEqual([
      [2011, 0, 1, 0, "the index holds no publications of this year"],
      [2012, 0, 1, 0, "the index holds no publications of this year"],
      [2013, 1, 2, 1, null],
      [2014, 1, 2, 1, null],
      [2015, 2, 2, 2, null],
      [2016, 3, 0, 2, null],
      [2017, 1, 0, 1, "the index's publications end on 2017-03-14"],
    ]);
    expect(body.years.find((y: { year: number }) => y.year === 2016).shareOfIndex).toBe(0.75);
    // Filings of 2015 are due by June 30, 2017, after the index's end.
    expect(
      body.years
        .filter((y: { filingsIncomplete: boolean }) => !y.filingsIncomplete)
        .map((y: { year: number }) => y.year),
    ).toEqual([2013, 2014]);
    // 2015–2016: 2 + 3; 2013–2014: 1 + 1.
    expect(body.growth).toEqual({
      rate: 1.5,
      recent: { from: 2015, to: 2016, count: 5 },
      prior: { from: 2013, to: 2014, count: 2 },
    });
  });

  it("Overview: top CPC symbols with their titles, top terms, the summary", async () => {
    const { body } = await landscape("area=robotics");
    expect(body.topCpc.slice(0, 2)).toEqual([
      {
        code: "B25J13/08",
        title: "Controls for manipulators › by means of sensing devices, e.g. viewing or touching devices",
        patents: 4,
        share: 0.5,
      },
      {
        code: "B25J9/1697",
        title: "Programme-controlled manipulators › … › Vision controlled systems",
        patents: 2,
        share: 0.25,
      },
    ]);
    // A symbol the list lacks is named by its main group, else its subclass, saying so: never bare.
    expect(body.topCpc.find((c: { code: string }) => c.code === "Y10S901/02").title).toBe(
      "Robots [Y10S901/00's title; Y10S901/02 is not in the 2022.08 list]",
    );
    expect(body.topCpc.find((c: { code: string }) => c.code === "A47L11/40").title).toBe(
      "Title not in the CPC 2022.08 list",
    );
    expect(body.topTerms).toEqual({
      sample: 8,
      terms: [
        { term: "robot", patents: 6 },
        { term: "gripper", patents: 3 },
        { term: "force sensors", patents: 2 },
        { term: "robot gripper", patents: 2 },
        // By stem: 'controller' (robot cells) and 'control' (gripper control) are one term.
        { term: "control", patents: 2 },
        { term: "finger", patents: 2 },
      ],
    });
    expect(body.summary).toEqual([
      "The index holds 8 patents in Robotics, published 2013–2017.",
      "Publications rose 150% from 2013–2014 (2) to 2015–2016 (5).",
      "Acme Robotics Inc. holds the most patents: 4, 57% of the 7 patents with an assignee on record.",
      "The most frequent classification is B25J13/08 (Controls for manipulators › by means of sensing devices, e.g. viewing or touching devices), in 4 patents.",
      "1 sub-area is rising with few assignees; the largest rise, B25J13/00 (Controls for manipulators), went from 1 to 4 patents.",
      "Years 2011, 2012, 2017 are incomplete in the index and left out of the growth figures.",
      "With fewer than 30 patents, these figures are indicative only.",
    ]);
  });

  it("Opportunities: a rising main group with few assignees, its evidence and its patents", async () => {
    const { body } = await landscape("area=robotics");
    expect(body.whiteSpace).toEqual([
      {
        group: { code: "B25J13/00", title: "Controls for manipulators" },
        patents: 5,
        growth: { rate: 3, recent: { from: 2015, to: 2016, count: 4 }, prior: { from: 2013, to: 2014, count: 1 } },
        assignees: 2,
        assigneeNames: [ACME, BETA],
        patentsWithAssignee: 4,
        assigneesKnown: true,
        years: [2011, 2012, 2013, 2014, 2015, 2016, 2017].map((year, i) => ({
          year,
          patents: [0, 0, 0, 1, 2, 2, 0][i],
        })),
        numbers: ["US20160000007", "US9100005", "US9100004", "US9100003", "US9100002"],
      },
    ]);
  });

  it("Competitive: spellings merged, share of patents with an assignee, trend, main CPC symbols", async () => {
    const { body } = await landscape("area=robotics");
    expect(body.competitors).toEqual([
      {
        name: ACME,
        patents: 4,
        share: 4 / 7,
        trend: "Falling",
        recent: 1,
        prior: 2,
        cpc: [
          {
            code: "B25J13/08",
            title: "Controls for manipulators › by means of sensing devices, e.g. viewing or touching devices",
            patents: 2,
            share: 0.5,
          },
          {
            code: "B25J9/1697",
            title: "Programme-controlled manipulators › … › Vision controlled systems",
            patents: 2,
            share: 0.5,
          },
          { code: "G05B19/418", title: "Title not in the CPC 2022.08 list", patents: 1, share: 0.25 },
        ],
      },
      {
        name: BETA,
        patents: 2,
        share: 2 / 7,
        trend: "New",
        recent: 2,
        prior: 0,
        cpc: [
          {
            code: "B25J13/08",
            title: "Controls for manipulators › by means of sensing devices, e.g. viewing or touching devices",
            patents: 2,
            share: 1,
          },
        ],
      },
      {
        name: "Gamma Home Co",
        patents: 1,
        share: 1 / 7,
        trend: "New",
        recent: 1,
        prior: 0,
        cpc: [{ code: "A47L11/40", title: "Title not in the CPC 2022.08 list", patents: 1, share: 1 }],
      },
    ]);
  });

  it("an area the index holds nothing of: zero patents, thin, said plainly", async () => {
    const { status, body } = await landscape("area=blockchain");
    expect(status).toBe(200);
    expect(body).toMatchObject({ patents: 0, thin: true, years: [], growth: null, whiteSpace: [], competitors: [] });
    expect(body.summary).toEqual(["The index holds no patent in Blockchain."]);
  });
});

describe("the user's own CPC code or text (beyond the spec)", () => {
  it("a main group however written: B25J13 = B25J13/00 = ' b25j 13/00 '", async () => {
    for (const cpc of ["B25J13", "B25J13/00", " b25j 13/00 "]) {
      const { status, body } = await landscape(`cpc=${encodeURIComponent(cpc)}`);
      expect(status).toBe(200);
      expect(body.subject).toMatchObject({ kind: "cpc", value: "B25J13/00", name: "CPC B25J13/00" });
      expect(body.subject.cpc).toEqual([{ code: "B25J13/00", title: "Controls for manipulators", match: "group" }]);
      expect(body.patents).toBe(5);
    }
  });

  it("a subgroup finds itself and the subgroups that extend it: B25J13/08 → B25J13/08, B25J13/085", async () => {
    const { body } = await landscape("cpc=B25J13/08");
    expect(body.patents).toBe(5);
    expect((await landscape("cpc=B25J9/1697")).body.patents).toBe(2);
  });

  it("a text, read as a web search (words stemmed, quotes for a phrase)", async () => {
    expect((await landscape("q=gripper")).body.patents).toBe(3);
    expect((await landscape("q=grippers")).body.patents).toBe(3);
    expect((await landscape(`q=${encodeURIComponent('"force sensors"')}`)).body.patents).toBe(2);
    const { body } = await landscape("q=teleportation");
    expect(body.patents).toBe(0);
    expect(body.subject).toMatchObject({ kind: "text", value: "teleportation", cpc: [] });
  });
});

describe("bad input is answered 400 with the usual error shape", () => {
  it.each([
    ["area=", "Unknown technology area"],
    ["area=teleportation", "Unknown technology area"],
    ["q=%20%20", "Please enter a search text"],
    [`q=${"a".repeat(200)}`, "A search text is at most 100 characters"],
    [`cpc=${"H".repeat(200)}`, "A CPC code is at most 20 characters"],
    ["cpc=XYZ", "Not a CPC code (e.g. H01M, H01M10/00 or G06N3/08)"],
    ["", "Choose a technology area, a CPC code or a search text (one of them)"],
    ["area=robotics&q=gripper", "Choose a technology area, a CPC code or a search text (one of them)"],
    ["area=robotics&debug=1", 'Unrecognized key: "debug"'],
  ])("%s", async (query, error) => {
    const res = await landscape(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringContaining(error) });
  });
});

describe("limits", () => {
  it("rate-limited per IP: the 61st call in a minute answers 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await landscape("area=blockchain", ip)).status).toBe(200);
    const refused = await landscape("area=blockchain", ip);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
