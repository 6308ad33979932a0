import { API_KEY_INVALID, API_KEY_TEST_BLANK, PatentSearchQuery } from "@app/contracts";
import { type OdpReplay, REPLAY_APPLICATION, REPLAY_NO_MATCH, REPLAY_PATENT, startOdpReplay } from "@app/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { patentOfficeKeys } from "../src/db/schema.js";
import { PatentOfficeError } from "../src/modules/patent-office/patent-office.errors.js";
import { createPatentOfficeService } from "../src/modules/patent-office/patent-office.service.js";
import { searchRequest, UsptoOdpClient } from "../src/modules/patent-office/uspto-odp.client.js";
import { rankSimilarity } from "../src/modules/patent-office/uspto-odp.normalise.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

const GOOD_KEY = "odpKeyGood0123456789abcdWXYZ";
const OTHER_KEY = "odpKeyOther987654321zyxwQRST";
const SERVER_KEY = "odpServerKey555555555555SRVK";

let replay: OdpReplay;
beforeAll(async () => {
  replay = await startOdpReplay({ validKeys: [GOOD_KEY, OTHER_KEY, SERVER_KEY] });
});
afterAll(() => replay.close());
afterEach(() => replay.reset());

/** The service the routes use, on the test app's database and settings (the routes' decorator is scoped to /api). */
const keys = (t: TestApp) => createPatentOfficeService(t.app.db, t.app.config);
const query = (q: Partial<PatentSearchQuery> & { q: string }) => PatentSearchQuery.parse(q);
/** The error a call rejected with (fails the test when it resolved). */
async function failure(call: Promise<unknown>): Promise<PatentOfficeError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PatentOfficeError);
  return err as PatentOfficeError;
}

describe("the Open Data Portal client, against recorded replies", () => {
  const client = () => new UsptoOdpClient({ baseUrl: replay.url, timeoutMs: 500 });

  it("searches with the key in X-API-KEY and normalises the office's record into a PatentResult", async () => {
    const results = await client().search(query({ q: "artificialIntelligence" }), GOOD_KEY);
    expect(results).toEqual([
      {
        number: "US20240362478",
        kind: "A1",
        title: "CERTIFIABLE OUT-OF-DISTRIBUTION GENERALIZATION METHOD, MEDIUM, AND ELECTRONIC DEVICE",
        abstract: "",
        inventors: expect.arrayContaining(["Nanyang YE", "Qinying GU", "Lin ZHU"]),
        assignee: "SHANGHAI ARTIFICIALINTELLIGENCE INNOVATION CENTER",
        filingDate: "2024-03-06",
        publicationDate: "2024-10-31",
        status: "Published",
        type: "utility",
        claims: 0,
        citations: 0,
        similarity: 1,
        cpc: [{ code: "G06N3/08", title: "" }],
        source: "uspto",
        applicationNumber: expect.stringMatching(/^\d+$/),
      },
    ]);
    const sent = replay.requests.at(-1);
    expect(sent).toMatchObject({ method: "POST", path: "/api/v1/patent/applications/search", apiKey: GOOD_KEY });
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({
      q: "artificialIntelligence",
      filters: [],
      rangeFilters: [],
      pagination: { offset: 0, limit: 50 },
    });
  });

  it("names CPC codes with the titles it is given", async () => {
    const titled = new UsptoOdpClient({ baseUrl: replay.url, cpcTitle: (c) => `title of ${c}` });
    const [first] = await titled.search(query({ q: "ai" }), GOOD_KEY);
    expect(first?.cpc).toEqual([{ code: "G06N3/08", title: "title of G06N3/08" }]);
  });

  it("a search that matches nothing (the office's 404) is an empty list", async () => {
    expect(await client().search(query({ q: REPLAY_NO_MATCH }), GOOD_KEY)).toEqual([]);
  });

  it("builds the office query for each mode and filter: fields, type code, granted, date range from January 1", () => {
    const now = new Date("2026-06-15T00:00:00Z");
    expect(searchRequest(query({ q: "Ada Lovelace", mode: "inventor" }), now).q).toBe(
      'applicationMetaData.inventorBag.inventorNameText:"Ada Lovelace"',
    );
    expect(searchRequest(query({ q: 'Acme "Labs"', mode: "assignee" }), now).q).toBe(
      'applicationMetaData.firstApplicantName:"Acme \\"Labs\\"" OR assignmentBag.assigneeBag.assigneeNameText:"Acme \\"Labs\\""',
    );
    // Spec 001 §5: a patent-number search strips all non-digits.
    expect(searchRequest(query({ q: "US 11,646,472 B2", mode: "number" }), now).q).toBe(
      "applicationMetaData.patentNumber:116464722 OR applicationNumberText:116464722",
    );
    const filtered = searchRequest(
      query({ q: "battery", dateRange: "5years", patentType: "design", status: "granted" }),
      now,
    );
    expect(filtered.filters).toEqual([
      { name: "applicationMetaData.applicationTypeCode", value: ["DES"] },
      { name: "applicationMetaData.applicationStatusDescriptionText", value: ["Patented Case"] },
    ]);
    expect(filtered.rangeFilters).toEqual([
      { field: "applicationMetaData.filingDate", valueFrom: "2021-01-01", valueTo: "2026-12-31" },
    ]);
  });

  it("similarity follows the office's order: 1.0 for the first, 0.5 for the last, linear between", () => {
    expect([0, 1, 2, 3, 4].map((i) => rankSimilarity(i, 5))).toEqual([1, 0.88, 0.75, 0.63, 0.5]);
    expect(rankSimilarity(0, 1)).toBe(1);
  });

  it("reads one application by its application number", async () => {
    const patent = await client().detail(REPLAY_APPLICATION, GOOD_KEY);
    expect(patent).toMatchObject({
      number: `US${REPLAY_PATENT}`,
      title: "MAKING LITHIUM METAL - SEAWATER BATTERY CELLS HAVING PROTECTED LITHIUM ELECTRODES",
      status: "Granted",
      applicationNumber: REPLAY_APPLICATION,
      grantDate: "2023-05-09",
      filingDate: "2021-01-05",
      assignee: "PolyPlus Battery Company",
      similarity: 1,
      source: "uspto",
    });
    expect(patent.inventors).toContain("Steven J. Visco");
    expect(replay.requests.at(-1)?.path).toBe(`/api/v1/patent/applications/${REPLAY_APPLICATION}`);
  });

  it("reads a granted patent by its patent number (through the search) and says 'Patent not found' for neither", async () => {
    expect((await client().detail("US 11,646,472", GOOD_KEY)).applicationNumber).toBe(REPLAY_APPLICATION);
    const err = await failure(client().detail("99999999", GOOD_KEY));
    expect(err.message).toBe("Patent not found");
  });

  it("reads an application's enriched citations (the references examiners cited)", async () => {
    const citations = await client().citations(REPLAY_APPLICATION, GOOD_KEY);
    expect(citations).toHaveLength(3);
    expect(citations[0]).toEqual({
      applicationNumber: "15061308",
      citedDocument: "US 2013/0341529 A1",
      publicationNumber: "20130341529",
      kind: "A1",
      country: "US",
      inventor: "Bergeron; Noah P.",
      category: "Y",
      officeActionDate: "2017-03-13",
      examinerCited: true,
      nonPatentLiterature: false,
    });
    const sent = replay.requests.at(-1);
    expect(sent?.path).toBe("/api/v1/patent/oa/enriched_cited_reference_metadata/v3/records");
    expect(new URLSearchParams(sent?.body).get("criteria")).toBe(`patentApplicationNumber:${REPLAY_APPLICATION}`);
  });

  it("testKey makes one call: an accepted key resolves, a refused one says 'USPTO API key is invalid or expired'", async () => {
    await expect(client().testKey(GOOD_KEY)).resolves.toBeUndefined();
    expect(replay.requests.at(-1)?.path).toBe("/api/v1/patent/status-codes?limit=1");
    expect((await failure(client().testKey("not-a-real-key"))).message).toBe("USPTO API key is invalid or expired");
  });

  it.each([
    [401, "USPTO API key is invalid or expired"],
    [403, "USPTO API key is invalid or expired"],
    [500, "USPTO API error: 500 - Internal Server Error"],
    [503, "USPTO API error: 503 - Service Unavailable"],
  ] as const)("an office %i is reported as '%s'", async (status, message) => {
    replay.fail({ status });
    const err = await failure(client().search(query({ q: "ai" }), GOOD_KEY));
    expect(err.message).toBe(message);
    expect(err.status).toBe(status);
  });

  it("a 429 says 'USPTO API rate limit exceeded. Please try again later.' and carries Retry-After", async () => {
    replay.fail({ status: 429, retryAfter: "120" });
    const err = await failure(client().testKey(GOOD_KEY));
    expect(err.message).toBe("USPTO API rate limit exceeded. Please try again later.");
    expect(err.retryAfterSeconds).toBe(120);
  });

  it("a 404 on the detail call says 'Patent not found'", async () => {
    replay.fail({ status: 404 });
    expect((await failure(client().detail(REPLAY_APPLICATION, GOOD_KEY))).message).toBe("Patent not found");
  });

  it("an office that never answers is given up after the timeout, with a clear message", async () => {
    replay.fail("hang");
    const err = await failure(client().testKey(GOOD_KEY));
    expect(err.failure).toBe("timeout");
    expect(err.message).toBe("The USPTO API did not answer within 1 second. Please try again later.");
  });

  it("an office that cannot be reached says so", async () => {
    const closed = await startOdpReplay();
    const url = closed.url;
    await closed.close();
    const err = await failure(new UsptoOdpClient({ baseUrl: url }).testKey(GOOD_KEY));
    expect(err.message).toBe("Could not reach the USPTO API. Please try again later.");
  });

  it("no key: 'USPTO API key not configured', and no call is made", async () => {
    const before = replay.requests.length;
    expect((await failure(client().search(query({ q: "ai" }), "  "))).message).toBe("USPTO API key not configured");
    expect(replay.requests.length).toBe(before);
  });
});

describe("the user's key: /api/patent-office/key", () => {
  let t: TestApp;
  const log = logSink();
  beforeAll(async () => {
    t = await createTestApp({ USPTO_API_URL: replay.url }, { logger: { level: "trace", stream: log.stream } });
  });
  afterAll(() => t.close());
  const user = async () => {
    const row = await seedUser(t.app);
    return { row, client: await signedIn(t.app, row, PASSWORD, freshIp()) };
  };

  it("signed out, every call answers 401", async () => {
    const c = new Client(t.app, freshIp());
    for (const [method, url, body] of [
      ["GET", "/api/patent-office/key", undefined],
      ["PUT", "/api/patent-office/key", { key: GOOD_KEY }],
      ["POST", "/api/patent-office/key/test", { key: GOOD_KEY }],
      ["DELETE", "/api/patent-office/key", undefined],
    ] as const) {
      const res = await c.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it("saves, shows only a masked key, tests the stored key and clears it", async () => {
    const { client } = await user();
    expect((await client.get("/api/patent-office/key")).body).toEqual({
      success: true,
      configured: false,
      masked: null,
      source: "none",
      userKey: false,
    });

    const saved = await client.request("PUT", "/api/patent-office/key", { key: ` ${GOOD_KEY} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      configured: true,
      masked: "••••••••WXYZ",
      source: "user",
      userKey: true,
    });
    expect(JSON.stringify((await client.get("/api/patent-office/key")).body)).not.toContain(GOOD_KEY);

    const tested = await client.post("/api/patent-office/key/test", {});
    expect(tested.status).toBe(200);
    expect(replay.requests.at(-1)?.apiKey).toBe(GOOD_KEY);

    const cleared = await client.request("DELETE", "/api/patent-office/key");
    expect(cleared.body).toMatchObject({ configured: false, masked: null, source: "none" });
    const again = await client.post("/api/patent-office/key/test", {});
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: "USPTO API key not configured" });
  });

  it("a blank key is refused with 'Please enter a valid API key'; testing a blank one with '... first'", async () => {
    const { client } = await user();
    for (const key of ["", "   ", "has space inside"]) {
      const res = await client.request("PUT", "/api/patent-office/key", { key });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: API_KEY_INVALID });
    }
    const res = await client.post("/api/patent-office/key/test", { key: " " });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: API_KEY_TEST_BLANK });
  });

  it("tests a given key: refused → 422 with the office's sentence; rate limited → 429 with Retry-After", async () => {
    const { client } = await user();
    const refused = await client.post("/api/patent-office/key/test", { key: "wrong-key-1234567" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ success: false, error: "USPTO API key is invalid or expired" });
    replay.fail({ status: 429, retryAfter: "42" });
    const limited = await client.post("/api/patent-office/key/test", { key: GOOD_KEY });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("42");
    expect(limited.body).toEqual({ success: false, error: "USPTO API rate limit exceeded. Please try again later." });
    replay.fail({ status: 500 });
    const broken = await client.post("/api/patent-office/key/test", { key: GOOD_KEY });
    expect(broken.status).toBe(502);
    expect(broken.body.error).toBe("USPTO API error: 500 - Internal Server Error");
  });

  it("the key is encrypted at rest: the row holds neither the key nor a readable part of it beyond the last four", async () => {
    const { row, client } = await user();
    await client.request("PUT", "/api/patent-office/key", { key: GOOD_KEY });
    const [stored] = await t.app.db.select().from(patentOfficeKeys).where(eq(patentOfficeKeys.userId, row.id));
    expect(stored).toBeDefined();
    const text = JSON.stringify(stored);
    expect(text).not.toContain(GOOD_KEY);
    expect(text).not.toContain(GOOD_KEY.slice(0, 12));
    expect(stored?.hint).toBe("WXYZ");
    expect(stored?.ciphertext).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    // Saving the same key again gives a different ciphertext (a fresh IV every time).
    await client.request("PUT", "/api/patent-office/key", { key: GOOD_KEY });
    const [again] = await t.app.db.select().from(patentOfficeKeys).where(eq(patentOfficeKeys.userId, row.id));
    expect(again?.ciphertext).not.toBe(stored?.ciphertext);
    // Bound to its owner: the same ciphertext moved to another user decrypts to nothing.
    const other = await seedUser(t.app);
    await t.app.db.insert(patentOfficeKeys).values({ userId: other.id, ciphertext: again?.ciphertext ?? "", hint: "" });
    expect(await keys(t).keyFor(other.id)).toBeNull();
    expect(await keys(t).keyFor(row.id)).toEqual({ key: GOOD_KEY, source: "user" });
  });

  it("a short key shows no characters at all", async () => {
    const { client } = await user();
    const res = await client.request("PUT", "/api/patent-office/key", { key: "abc123" });
    expect(res.body.masked).toBe("••••••••");
  });

  it("each user sees and uses only their own key", async () => {
    const a = await user();
    const b = await user();
    await a.client.request("PUT", "/api/patent-office/key", { key: GOOD_KEY });
    expect((await b.client.get("/api/patent-office/key")).body.source).toBe("none");
    await b.client.request("PUT", "/api/patent-office/key", { key: OTHER_KEY });
    expect(await keys(t).keyFor(a.row.id)).toEqual({ key: GOOD_KEY, source: "user" });
    expect(await keys(t).keyFor(b.row.id)).toEqual({ key: OTHER_KEY, source: "user" });
  });

  it("a state-changing call from another site is refused (403)", async () => {
    const { client } = await user();
    const res = await client.request(
      "PUT",
      "/api/patent-office/key",
      { key: GOOD_KEY },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("the key never reaches the log: not on save, not on a test the office refuses or fails", async () => {
    const { client } = await user();
    log.clear();
    await client.request("PUT", "/api/patent-office/key", { key: GOOD_KEY });
    await client.post("/api/patent-office/key/test", {});
    replay.fail({ status: 401 });
    await client.post("/api/patent-office/key/test", {});
    replay.fail({ status: 500 });
    await client.post("/api/patent-office/key/test", { key: OTHER_KEY });
    replay.reset();
    await client.request("PUT", "/api/patent-office/key", { key: `${GOOD_KEY} with space` });
    expect(log.lines().length).toBeGreaterThan(4);
    expect(log.text()).not.toContain(GOOD_KEY);
    expect(log.text()).not.toContain(OTHER_KEY);
    expect(log.text()).not.toContain(GOOD_KEY.slice(0, 12));
  });
});

describe("a server key from the environment (USPTO_API_KEY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ USPTO_API_URL: replay.url, USPTO_API_KEY: SERVER_KEY });
  });
  afterAll(() => t.close());

  it("takes precedence over the user's own key, and none of its characters are shown", async () => {
    const row = await seedUser(t.app);
    const client = await signedIn(t.app, row, PASSWORD, freshIp());
    expect((await client.get("/api/patent-office/key")).body).toEqual({
      success: true,
      configured: true,
      masked: "••••••••",
      source: "server",
      userKey: false,
    });
    const saved = await client.request("PUT", "/api/patent-office/key", { key: GOOD_KEY });
    expect(saved.body).toMatchObject({ source: "server", masked: "••••••••", userKey: true });
    expect(await keys(t).keyFor(row.id)).toEqual({ key: SERVER_KEY, source: "server" });
    expect(await keys(t).keyFor(null)).toEqual({ key: SERVER_KEY, source: "server" });
    // Test with no key given: the key searches use, the server's.
    expect((await client.post("/api/patent-office/key/test", {})).status).toBe(200);
    expect(replay.requests.at(-1)?.apiKey).toBe(SERVER_KEY);
  });
});

describe("SECRETS_KEY", () => {
  it("is required in production", async () => {
    const { loadConfig } = await import("../src/config.js");
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/clarity-nope" })).toThrow(
      /SECRETS_KEY: required in production/,
    );
  });
});
