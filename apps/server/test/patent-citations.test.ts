import { type OdpReplay, REPLAY_PATENT, startOdpReplay } from "@app/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PatentCitation, PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsWriteRepository } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { testPatent } from "./helpers/patents.js";

/**
 * GET /api/patents/:number/citations (spec 001 §2, §3, §9) on a small index where every figure is worked out by hand
 * (docs/citations.md has the formulas). A cites B, F and three documents outside the index; C, D and E cite A; D also
 * cites C; F is a publication that A cites in the grant XML's 'US2015/0000007' form.
 */

const cite = (number: string, kind: string, date: string, category: string): PatentCitation => ({
  number,
  kind,
  date,
  category,
});
const record = (number: string, more: Partial<PatentRecord> & Pick<PatentRecord, "cpc" | "citationsDetail">) =>
  testPatent(number, { citations: more.citationsDetail.map((c) => c.number), ...more });

const A = record("US9000001", {
  title: "Seawater battery cell",
  assignee: "Acme Power Inc.",
  inventors: ["Ada Volta"],
  cpc: ["H01M6/14", "H01M10/05"],
  applicationNumber: "15061308",
  citationsDetail: [
    cite("US9000002", "B1", "2015-01-00", "cited by examiner"),
    cite("US2015/0000007", "A1", "2015-01-00", "cited by applicant"),
    cite("US2003/0076485", "A1", "2003-04-00", "cited by applicant"),
    cite("JP2001-123456", "A", "2001-05-00", "cited by other"),
    cite("US2013/0341529", "A1", "2013-12-00", "cited by examiner"),
  ],
});
const B = record("US9000002", {
  title: "Electrode stack",
  assignee: "Beta Cells LLC",
  cpc: ["H01M4/13", "H01M10/05"],
  citationsDetail: [
    cite("US2003/0076485", "A1", "2003-04-00", "cited by examiner"),
    cite("US5555555", "A", "1996-09-00", "cited by examiner"),
  ],
});
const C = record("US9000004", {
  title: "Cell with a seawater cathode",
  assignee: "Acme Power Inc.",
  cpc: ["H01M6/14"],
  publicationDate: "2018-03-06",
  grantDate: "2018-03-06",
  citationsDetail: [
    cite("US9000001", "B1", "2016-05-00", "cited by examiner"),
    cite("US2003/0076485", "A1", "2003-04-00", "cited by other"),
    cite("US7777777", "B2", "2010-07-00", "cited by other"),
  ],
});
const D = record("US20150000005", {
  kind: "A1",
  docType: "application",
  grantDate: null,
  title: "Marine battery",
  assignee: "Gamma Corp",
  cpc: ["B63H21/17"],
  publicationDate: "2019-01-03",
  citationsDetail: [
    cite("US9000001", "B1", "2016-05-00", "cited by applicant"),
    cite("US9000004", "B1", "2018-03-00", "cited by applicant"),
  ],
});
const E = record("US9000006", {
  cpc: [],
  abstract: "A separator for a cell keeps seawater from the anode.",
  citationsDetail: [cite("US9000001", "B1", "2016-05-00", "cited by other")],
});
const F = record("US20150000007", {
  kind: "A1",
  docType: "application",
  grantDate: null,
  title: "Anode protection",
  assignee: "Acme Power, Inc.",
  cpc: ["H01M6/16"],
  publicationDate: "2015-01-01",
  citationsDetail: [],
});

/** Cites nothing, cited by nothing. */
const G = record("US9000008", { cpc: [], citationsDetail: [] });

const TITLES = [
  {
    code: "H01M",
    level: null,
    title: "PROCESSES OR MEANS, e.g. BATTERIES",
    path: "PROCESSES OR MEANS, e.g. BATTERIES",
  },
  { code: "H01M6/00", level: 0, title: "Primary cells", path: "Primary cells" },
  { code: "H01M10/00", level: 0, title: "Secondary cells", path: "Secondary cells" },
];
const [BATTERIES, PRIMARY, SECONDARY] = [
  { code: "H01M", title: "PROCESSES OR MEANS, e.g. BATTERIES" },
  { code: "H01M6", title: "Primary cells" },
  { code: "H01M10", title: "Secondary cells" },
];

const SERVER_KEY = "odpServerKey555555555555SRVK";

let plain: TestApp;
let keyed: TestApp;
let replay: OdpReplay;
beforeAll(async () => {
  replay = await startOdpReplay({ validKeys: [SERVER_KEY] });
  plain = await createTestApp();
  keyed = await createTestApp({ USPTO_API_URL: replay.url, USPTO_API_KEY: SERVER_KEY });
  for (const t of [plain, keyed]) {
    await upsertPatents(t.database.db, [A, B, C, D, E, F, G]);
    await patentsWriteRepository.upsertCpcTitles(t.database.db, TITLES);
  }
});
afterAll(async () => {
  await Promise.all([plain.close(), keyed.close()]);
  await replay.close();
});
afterEach(() => replay.reset());

const citations = (t: TestApp, number: string, ip = freshIp()) =>
  new Client(t.app, ip).get(`/api/patents/${encodeURIComponent(number)}/citations`);
const numbers = (list: { number: string }[]) => list.map((c) => c.number);

describe("from the index alone (no key)", () => {
  it("backward and forward lists, each cited number in the index's form, in or outside the index", async () => {
    const res = await citations(plain, "US9000001");
    expect(res.status).toBe(200);
    const { patent, citations: set, office, fallback } = res.body;
    expect(patent).toMatchObject({
      number: "US9000001",
      title: "Seawater battery cell",
      assignee: "Acme Power Inc.",
      inIndex: true,
      applicationNumber: "15061308",
      url: "https://patents.google.com/patent/US9000001B1",
    });
    expect(office).toEqual({ state: "none", message: null });
    expect(fallback).toBe(false);
    expect(numbers(set.backward)).toEqual([
      "US9000002",
      "US20150000007",
      "US20030076485",
      "JP2001-123456",
      "US20130341529",
    ]);
    expect(numbers(set.forward)).toEqual(["US20150000005", "US9000004", "US9000006"]);
    // Outside the index: number, date as published, kind and public page; no title, no assignee.
    expect(set.backward[2]).toEqual({
      number: "US20030076485",
      kind: "A1",
      inIndex: false,
      title: null,
      abstractExcerpt: null,
      inventors: [],
      assignee: null,
      date: "2003-04-00",
      category: "cited by applicant",
      office: null,
      relevance: null,
      url: "https://patents.google.com/patent/US20030076485A1",
    });
    expect(set.backward[3].url).toBe("https://patents.google.com/patent/JP2001123456A");
    // In the index: its title and assignee, the citation's own date.
    expect(set.backward[0]).toMatchObject({
      inIndex: true,
      title: "Electrode stack",
      assignee: "Beta Cells LLC",
      date: "2015-01-00",
      relevance: 0.35,
    });
    expect(set.backward[1]).toMatchObject({ number: "US20150000007", inIndex: true, relevance: 0.33 });
    // Forward: the citing patent's publication date and how it lists this one; no title: an abstract excerpt.
    const [d, c, e] = set.forward;
    expect(c).toMatchObject({
      title: "Cell with a seawater cathode",
      date: "2018-03-06",
      category: "cited by examiner",
    });
    expect(d).toMatchObject({ kind: "A1", date: "2019-01-03", category: "cited by applicant", relevance: 0 });
    expect(c.relevance).toBe(0.42);
    expect(e).toMatchObject({
      title: null,
      abstractExcerpt: "A separator for a cell keeps seawater from the anode.",
      assignee: null,
      relevance: 0,
    });
  });

  it("the spec's metrics, by hand: 3 forward + 5 backward", async () => {
    const { impact } = (await citations(plain, "US9000001")).body;
    expect(impact).toEqual({
      citationCount: 8,
      hIndex: 4, // max(1, floor(8 / 2))
      citingHIndex: 1, // the citing C, D, E are cited 1, 0, 0 times in the index
      influenceScore: 0.4, // min(1, 8 / 20)
      technologyImpact: "Low", // forward 3 ≤ 5
      marketRelevance: "Medium", // forward 3 ≤ 5
      innovationLevel: "Low", // forward 3 ≤ 3
    });
  });

  it("clusters: the first 3 distinct assignees, forward first; key connections with computed strengths", async () => {
    const { network } = (await citations(plain, "US9000001")).body;
    // 'Acme Power, Inc.' (F) is 'Acme Power Inc.' (C) written differently.
    expect(network.clusters).toEqual([
      { name: "Gamma Corp", patents: 1, companies: ["Gamma Corp"], influence: "Medium" },
      { name: "Acme Power Inc.", patents: 2, companies: ["Acme Power Inc."], influence: "Medium" },
      { name: "Beta Cells LLC", patents: 1, companies: ["Beta Cells LLC"], influence: "Medium" },
    ]);
    // C: shared citations 1/6 (US20030076485), CPC 2/3 → 0.5/6 + 0.5·2/3 = 0.42. D and E: 0; D first by number.
    // B: shared citations 1/5, CPC 2/4 → 0.1 + 0.25 = 0.35 beats F: 0 + 0.5·2/3 = 0.33.
    expect(network.keyConnections).toEqual([
      {
        from: "US9000001",
        to: "US9000004",
        fromAssignee: "Acme Power Inc.",
        toAssignee: "Acme Power Inc.",
        strength: 0.42,
        sharedCitations: 1,
        sharedCpc: [BATTERIES, PRIMARY],
        type: "Technology Transfer",
      },
      {
        from: "US9000001",
        to: "US20150000005",
        fromAssignee: "Acme Power Inc.",
        toAssignee: "Gamma Corp",
        strength: 0,
        sharedCitations: 0,
        sharedCpc: [],
        type: "Technology Transfer",
      },
      {
        from: "US9000002",
        to: "US9000001",
        fromAssignee: "Beta Cells LLC",
        toAssignee: "Acme Power Inc.",
        strength: 0.35,
        sharedCitations: 1,
        sharedCpc: [BATTERIES, SECONDARY],
        type: "Prior Art",
      },
    ]);
  });

  it("the graph: 8 citations and 3 assignees around the patent; citation and ownership edges", async () => {
    const { graph } = (await citations(plain, "US9000001")).body.network;
    expect(graph.nodes).toHaveLength(12);
    expect(graph).toMatchObject({ shownCitations: 8, totalCitations: 8 });
    const cites = graph.edges
      .filter((e: { kind: string }) => e.kind === "cites")
      .map((e: { source: string; target: string }) => `${e.source}>${e.target}`);
    expect(cites.sort()).toEqual(
      [
        "US20150000005>US9000001",
        "US9000004>US9000001",
        "US9000006>US9000001",
        "US9000001>US9000002",
        "US9000001>US20150000007",
        "US9000001>US20030076485",
        "US9000001>JP2001-123456",
        "US9000001>US20130341529",
        "US9000004>US20030076485",
        "US20150000005>US9000004",
        "US9000002>US20030076485",
      ].sort(),
    );
    expect(graph.edges.filter((e: { kind: string }) => e.kind === "assigned")).toHaveLength(5);
  });

  it("a number however written: 'US 9,000,001 B1' and '9000001' are US9000001", async () => {
    for (const n of ["US 9,000,001 B1", "9000001"])
      expect((await citations(plain, n)).body.patent.number).toBe("US9000001");
  });

  it("a publication cited as 'US2015/0000007' is found citing-wise: A is its forward citation", async () => {
    const res = await citations(plain, "US20150000007");
    expect(numbers(res.body.citations.forward)).toEqual(["US9000001"]);
    expect(res.body.citations.backward).toEqual([]);
    expect(res.body.impact).toMatchObject({ citationCount: 1, hIndex: 1, influenceScore: 0.05, citingHIndex: 1 });
  });

  it("a patent with no citations at all: count 0, the spec's h-index rule still gives 1", async () => {
    const res = await citations(plain, G.number);
    expect(res.status).toBe(200);
    expect(res.body.citations).toEqual({ forward: [], backward: [] });
    expect(res.body.impact).toMatchObject({ citationCount: 0, hIndex: 1, citingHIndex: null, influenceScore: 0 });
    expect(res.body.network).toMatchObject({ clusters: [], keyConnections: [] });
    expect(res.body.network.graph.nodes).toEqual([{ id: G.number, label: G.number, kind: "patent", inIndex: true }]);
  });

  it("a number in neither the index nor an office: 404 'Patent not found'", async () => {
    const res = await citations(plain, "US1234567");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: "Patent not found" });
  });

  it("blank or overlong numbers are refused with 400", async () => {
    expect((await citations(plain, " ")).status).toBe(400);
    expect((await citations(plain, "9".repeat(200))).status).toBe(400);
    expect((await citations(plain, "9".repeat(41))).status).toBe(400);
  });

  it("rate-limited per IP: the 61st call in a minute answers 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await citations(plain, "US9000006", ip)).status).toBe(200);
    const refused = await citations(plain, "US9000006", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("with a key: the Open Data Portal's enriched citations join the index's", () => {
  it("a reference both list gains the office's note; one only the office lists is added; one without a number is left out", async () => {
    const res = await citations(keyed, "US9000001");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ office: { state: "connected", message: null }, fallback: false });
    const asked = replay.requests.at(-1);
    expect(asked?.path).toBe("/api/v1/patent/oa/enriched_cited_reference_metadata/v3/records");
    expect(new URLSearchParams(asked?.body).get("criteria")).toBe("patentApplicationNumber:15061308");
    const backward = res.body.citations.backward;
    expect(numbers(backward)).toEqual([
      "US9000002",
      "US20150000007",
      "US20030076485",
      "JP2001-123456",
      "US20130341529",
      "US20130065442",
    ]);
    expect(backward[4]).toMatchObject({
      category: "cited by examiner",
      date: "2013-12-00",
      office: { category: "Y", examinerCited: true, officeActionDate: "2017-03-13" },
    });
    expect(backward[5]).toEqual({
      number: "US20130065442",
      kind: "A1",
      inIndex: false,
      title: null,
      abstractExcerpt: null,
      inventors: ["Takayuki NAGATA"],
      assignee: null,
      date: null,
      category: "cited by examiner",
      office: { category: "Y", examinerCited: true, officeActionDate: "2017-04-26" },
      relevance: null,
      url: "https://patents.google.com/patent/US20130065442A1",
    });
    expect(res.body.impact).toMatchObject({ citationCount: 9, hIndex: 4, influenceScore: 0.45 });
  });

  it("the office fails: the index answers alone, with the fallback notice and the office's message", async () => {
    replay.fail({ status: 500 });
    const res = await citations(keyed, "US9000001");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fallback: true,
      office: { state: "error", message: "USPTO API error: 500 - Internal Server Error" },
    });
    expect(res.body.citations.backward).toHaveLength(5);
    expect(res.body.impact.citationCount).toBe(8);
  });

  it("a patent without an application number is answered from the index, saying why the office was not asked", async () => {
    const res = await citations(keyed, "US9000002");
    expect(res.body).toMatchObject({ fallback: false, office: { state: "none" } });
    expect(res.body.office.message).toContain("application number");
  });

  it("a patent only the office knows: its record, the office's citations, forward ones from the index", async () => {
    const res = await citations(keyed, REPLAY_PATENT);
    expect(res.status).toBe(200);
    expect(res.body.patent).toMatchObject({ number: `US${REPLAY_PATENT}`, inIndex: false });
    expect(numbers(res.body.citations.backward)).toEqual(["US20130341529", "US20130065442"]);
    expect(res.body.citations.forward).toEqual([]);
  });

  it("a number neither source has: 404; the office failing on it: its message with 502", async () => {
    expect((await citations(keyed, "US1234567")).status).toBe(404);
    replay.fail({ status: 500 });
    const res = await citations(keyed, "US1234567");
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("USPTO API error: 500 - Internal Server Error");
  });
});
