import { SEARCH_QUERY_MAX } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { claimedPatent } from "./helpers/patents.js";

/** A small index written for these tests (the shipped corpus is not needed to check the endpoint). */
const LANTERN = claimedPatent(
  "US90000001",
  "Tent lantern",
  "A lantern for a tent has a lamp connected to a battery through a switch. The lamp sits in a housing of glass.",
  [
    "1. A lantern comprising a lamp, a battery and a switch, wherein the lamp is connected to the battery through the switch.",
  ],
);
const REEL = claimedPatent(
  "US90000002",
  "Garden hose reel",
  "A reel winds a garden hose onto a drum turned by a crank.",
);
/** 120 documents that all hold 'housing' and none 'solar': enough for document frequencies to count. */
const FILLER = Array.from({ length: 120 }, (_, i) =>
  claimedPatent(`US9100${String(i).padStart(4, "0")}`, `Enclosure ${i}`, `A housing for a device of kind ${i}.`),
);
const LAMP = "A lamp connected to a battery through a switch.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertPatents(t.database.db, [LANTERN, REEL, ...FILLER]);
});
afterAll(() => t.close());

const analysis = (number: string, q: string | null, ip = freshIp()) =>
  new Client(t.app, ip).get(
    `/api/patents/${encodeURIComponent(number)}/analysis${q === null ? "" : `?${new URLSearchParams({ q })}`}`,
  );

describe("GET /api/patents/:number/analysis (anonymous visitor)", () => {
  it("compares the description with the patent: elements with their passages, five criteria, a score out of 100", async () => {
    const res = await analysis("US90000001", LAMP);
    expect(res.status).toBe(200);
    const a = res.body.analysis;
    expect(a).toMatchObject({ patentNumber: "US90000001", invention: LAMP, weights: "index" });
    expect(a.elements.map((e: { text: string; status: string }) => [e.text, e.status])).toEqual([
      ["lamp", "disclosed"],
      ["battery", "disclosed"],
      ["switch", "disclosed"],
    ]);
    expect(a.elements[0].passage).toEqual({
      location: "Abstract, sentence 1",
      text: "A lantern for a tent has a lamp connected to a battery through a switch.",
      highlights: [[27, 31]],
    });
    expect(Object.keys(a.criteria)).toEqual([
      "novelty",
      "nonObviousness",
      "utility",
      "writtenDescription",
      "enablement",
    ]);
    expect(a.criteria.novelty).toMatchObject({ rating: "Low", basis: "patent" });
    expect(a.criteria.writtenDescription).toMatchObject({ rating: "Adequate", basis: "description" });
    expect(Number.isInteger(a.overallScore)).toBe(true);
    expect(a.recommendations.length).toBeGreaterThan(0);
  });

  it("an unrelated patent rates the same description High in novelty, and scores higher", async () => {
    const near = (await analysis("US90000001", LAMP)).body.analysis;
    const far = (await analysis("us 90000002", LAMP)).body.analysis;
    expect(far.criteria.novelty.rating).toBe("High");
    expect(far.overallScore).toBeGreaterThan(near.overallScore);
  });

  it("the same request twice gives the same analysis", async () => {
    const first = await analysis("US90000001", `${LAMP} The battery powers the lamp for 12 hours.`);
    const second = await analysis("US90000001", `${LAMP} The battery powers the lamp for 12 hours.`);
    expect(second.body).toEqual(first.body);
  });

  it("an unknown number is 404 'Patent not found'", async () => {
    const res = await analysis("US1", LAMP);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: "Patent not found" });
  });

  it.each([
    ["blank", "   ", "Please describe your invention"],
    ["missing", null, undefined],
    ["over-long", "x".repeat(SEARCH_QUERY_MAX + 1), undefined],
  ])("a %s description is refused with 400", async (_label, q, message) => {
    const res = await analysis("US90000001", q);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.error).toBe(message);
  });

  it("an unknown query parameter is refused with 400", async () => {
    const res = await new Client(t.app, freshIp()).get("/api/patents/US90000001/analysis?q=lamp&extra=1");
    expect(res.status).toBe(400);
  });

  it("is rate-limited per IP: the 31st analysis in a minute is refused with 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await analysis("US90000002", "A lamp.", ip)).status).toBe(200);
    const refused = await analysis("US90000002", "A lamp.", ip);
    expect(refused.status).toBe(429);
    expect((await analysis("US90000002", "A lamp.")).status).toBe(200);
  });
});

describe("word weights from the index", () => {
  it("with 100 documents or more, a word most documents hold counts for little", async () => {
    const a = (await analysis("US90000001", "A solar housing.")).body.analysis;
    expect(a.weights).toBe("index");
    // By the default weights the head 'housing' alone would make 2 of 3 (partly); as a common word it is not enough.
    expect(a.elements[0]).toMatchObject({ text: "solar housing", status: "not found", matchedWords: ["housing"] });
  });
});
