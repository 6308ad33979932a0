import {
  type OdpReplay,
  REPLAY_APPLICATION,
  REPLAY_NO_MATCH,
  REPLAY_PATENT,
  REPLAY_SEARCH_APPLICATION,
  startOdpReplay,
} from "@app/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PatentRecord } from "../src/modules/patents/patent-record.js";
import { patentsWriteRepository } from "../src/modules/patents/patents-write.repository.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

/**
 * Spec 001 §4 "Source selection": with a key the office answers first; on its failure or an empty answer the local
 * index answers instead (`fallback`, the yellow notice), and the reply says what happened to the office. The office
 * is the loopback replay of recorded Open Data Portal replies.
 */

const SERVER_KEY = "odpServerKey555555555555SRVK";
const USER_KEY = "odpUserKey0123456789abcdUSER";
const OFFICE_NUMBER = "US20240362478";

/** One patent of the local index, about what the recorded office search found (so both sources answer). */
const LOCAL: PatentRecord = {
  number: "US10999001",
  kind: "B2",
  docType: "grant",
  title: "Out-of-distribution generalization of neural networks",
  abstract: "A method certifies the generalization of a trained neural network to out-of-distribution inputs.",
  claims: ["1. A method of certifying generalization of a neural network."],
  firstClaim: "1. A method of certifying generalization of a neural network.",
  filingDate: "2016-01-04",
  publicationDate: "2018-06-19",
  grantDate: "2018-06-19",
  inventors: ["Ada Example"],
  assignee: "Example Labs",
  assignees: ["Example Labs"],
  cpc: ["G06N3/08"],
  ipc: [],
  citations: [],
  citationsDetail: [],
  applicationNumber: "14987001",
  source: "test",
};

let replay: OdpReplay;
beforeAll(async () => {
  replay = await startOdpReplay({ validKeys: [SERVER_KEY, USER_KEY] });
});
afterAll(() => replay.close());
afterEach(() => replay.reset());

async function appWith(env: Record<string, string>, logger?: object) {
  const t = await createTestApp({ USPTO_API_URL: replay.url, ...env }, logger ? { logger } : {});
  await upsertPatents(t.database.db, [LOCAL]);
  await patentsWriteRepository.upsertCpcTitles(t.database.db, [
    {
      code: "G06N3/08",
      level: 1,
      title: "Learning methods",
      path: "Computing arrangements based on biological models › Learning methods",
    },
  ]);
  return t;
}

const searchPath = (q: string) => `/api/patents/search?${new URLSearchParams({ q })}`;
const officeSearches = () => replay.requests.filter((r) => r.path === "/api/v1/patent/applications/search");

describe("with a server key (USPTO_API_KEY)", () => {
  let t: TestApp;
  const log = logSink();
  beforeAll(async () => {
    t = await appWith({ USPTO_API_KEY: SERVER_KEY }, { level: "trace", stream: log.stream });
  });
  afterAll(() => t.close());
  beforeEach(() => log.clear());
  const visitor = () => new Client(t.app, freshIp());

  it("the office answers: its results, CPC codes named from the title list, the office connected", async () => {
    const res = await visitor().get(searchPath("generalization certificate"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      source: "uspto",
      fallback: false,
      office: { state: "connected", message: null },
    });
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({
      number: OFFICE_NUMBER,
      applicationNumber: REPLAY_SEARCH_APPLICATION,
      source: "uspto",
      similarity: 1,
      cpc: [{ code: "G06N3/08", title: "Computing arrangements based on biological models › Learning methods" }],
    });
    expect(officeSearches().at(-1)?.apiKey).toBe(SERVER_KEY);
  });

  it("a repeated search is answered from the cache, without asking the office again", async () => {
    await visitor().get(searchPath("generalization cached"));
    const asked = officeSearches().length;
    const again = await visitor().get(searchPath("Generalization Cached"));
    expect(again.body.source).toBe("uspto");
    expect(officeSearches().length).toBe(asked);
  });

  it("the office fails (500): the local index answers, with the fallback notice and the office's error", async () => {
    replay.fail({ status: 500 });
    const res = await visitor().get(searchPath("out-of-distribution generalization"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: "local",
      fallback: true,
      office: { state: "error", message: "USPTO API error: 500 - Internal Server Error" },
    });
    expect(res.body.results.map((r: { number: string }) => r.number)).toEqual([LOCAL.number]);
    expect(res.body.results[0].source).toBe("local");
    // Logged as a warning with the failure's kind and status, never the key.
    expect(log.text()).toContain("patent office search failed; the local index answered");
    expect(log.text()).toContain('"status":500');
    expect(log.text()).not.toContain(SERVER_KEY);
  });

  it("a failure is not cached: the same search asks the office again once it is back", async () => {
    replay.fail({ status: 503 });
    const failed = await visitor().get(searchPath("generalization recovery"));
    expect(failed.body).toMatchObject({ fallback: true, office: { state: "error" } });
    replay.reset();
    const asked = officeSearches().length;
    const back = await visitor().get(searchPath("generalization recovery"));
    expect(back.body).toMatchObject({ source: "uspto", fallback: false, office: { state: "connected" } });
    expect(officeSearches().length).toBe(asked + 1);
  });

  it("each office status gives the spec's sentence: 401 invalid key, 429 rate limit", async () => {
    replay.fail({ status: 401 });
    expect((await visitor().get(searchPath("generalization one"))).body.office).toEqual({
      state: "error",
      message: "USPTO API key is invalid or expired",
    });
    replay.fail({ status: 429, retryAfter: "12" });
    expect((await visitor().get(searchPath("generalization two"))).body.office).toEqual({
      state: "error",
      message: "USPTO API rate limit exceeded. Please try again later.",
    });
  });

  it("the office finds nothing: the local index answers, with the notice and the office still connected", async () => {
    const res = await visitor().get(searchPath(`${REPLAY_NO_MATCH} generalization`));
    expect(res.body).toMatchObject({
      source: "local",
      fallback: true,
      office: { state: "connected", message: "The USPTO Open Data Portal found no matching records." },
    });
    expect(res.body.results.map((r: { number: string }) => r.number)).toEqual([LOCAL.number]);
  });

  it("the detail: a patent of the index from the index; another from the office; neither is 404", async () => {
    const local = await visitor().get(`/api/patents/${LOCAL.number}`);
    expect(local.body.patent).toMatchObject({ number: LOCAL.number, source: "local" });

    const office = await visitor().get(`/api/patents/${REPLAY_APPLICATION}`);
    expect(office.status).toBe(200);
    expect(office.body.patent).toMatchObject({ number: `US${REPLAY_PATENT}`, source: "uspto" });

    // An office result is asked for by its application number (its own number is a publication number).
    const searched = await visitor().get(`/api/patents/${REPLAY_SEARCH_APPLICATION}`);
    expect(searched.body.patent).toMatchObject({ number: OFFICE_NUMBER, applicationNumber: REPLAY_SEARCH_APPLICATION });

    const missing = await visitor().get("/api/patents/US99999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "Patent not found" });
  });

  it("bad input (empty, 10,000 characters, unknown mode) is 400: the office is not asked, the key not logged", async () => {
    const asked = replay.requests.length;
    for (const params of [{ q: "" }, { q: "x".repeat(10_000) }, { q: "lamp", mode: "title" }] as Record<
      string,
      string
    >[]) {
      const res = await visitor().get(`/api/patents/search?${new URLSearchParams(params)}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(replay.requests.length).toBe(asked);
    expect(log.text()).not.toContain(SERVER_KEY);
  });

  it("the detail when the office fails: 502 with the office's sentence", async () => {
    replay.fail({ status: 500 });
    const res = await visitor().get("/api/patents/US88888888");
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, error: "USPTO API error: 500 - Internal Server Error" });
  });
});

describe("with a user's own key and no server key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it("signed out, or signed in without a key: the local index, the office not tried", async () => {
    const asked = replay.requests.length;
    const res = await new Client(t.app, freshIp()).get(searchPath("generalization"));
    expect(res.body).toMatchObject({ source: "local", fallback: false, office: { state: "none", message: null } });
    expect(res.body.results[0].number).toBe(LOCAL.number);
    const plain = await signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
    expect((await plain.get(searchPath("generalization"))).body.office.state).toBe("none");
    expect(replay.requests.length).toBe(asked);
  });

  it("signed in with a saved key: the office answers with that key; another user's search does not use it", async () => {
    const owner = await signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
    await owner.request("PUT", "/api/patent-office/key", { key: USER_KEY });
    const res = await owner.get(searchPath("generalization mine"));
    expect(res.body).toMatchObject({ source: "uspto", office: { state: "connected" } });
    expect(officeSearches().at(-1)?.apiKey).toBe(USER_KEY);

    const other = await signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
    expect((await other.get(searchPath("generalization mine"))).body.source).toBe("local");
  });
});
