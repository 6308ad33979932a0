import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses } from "../src/db/schema.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { seedUser, signedIn } from "./helpers/users.js";

const ARGUMENT =
  "Every city that added protected bike lanes saw cycling injuries fall. Our city has no protected bike lanes. Therefore our city should build protected bike lanes.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const analysisCount = async () => (await t.app.db.select({ n: count() }).from(analyses))[0]?.n ?? 0;

async function analyzeAndSave(c: Client) {
  const analyzed = await c.post("/api/analysis/analyze", { argument: ARGUMENT });
  expect(analyzed.status).toBe(200);
  const saved = await c.post("/api/analysis/save", {
    originalArgument: ARGUMENT,
    processedAnalysis: analyzed.body.analysisResults,
  });
  expect(saved.status).toBe(201);
  return saved.body.id as string;
}

describe("analysis", () => {
  it("analyzes an argument on the server with the embedded engine", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const res = await c.post("/api/analysis/analyze", { argument: ARGUMENT });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("embedded");
    const r = res.body.analysisResults;
    expect(r.originalArgument).toBe(ARGUMENT);
    expect(r.argumentStructure.conclusion.toLowerCase()).toContain("bike lanes");
    expect(r.argumentStructure.premise.length).toBeGreaterThanOrEqual(1);
    expect(r.breakdownItems.length).toBeGreaterThan(0);
  });

  it("requires a signed-in user for every analysis route", async () => {
    const c = new Client(t.app);
    expect((await c.post("/api/analysis/analyze", { argument: ARGUMENT })).status).toBe(401);
    expect((await c.get("/api/analysis/history")).status).toBe(401);
    expect((await c.post("/api/analysis/save", {})).status).toBe(401);
    expect((await c.delete("/api/analysis/delete", { analysisId: crypto.randomUUID() })).status).toBe(401);
    expect((await c.get(`/api/analysis/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it("refuses empty, oversized and malformed input with 400 and stores nothing", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const before = await analysisCount();
    const empty = await c.post("/api/analysis/analyze", { argument: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please enter an argument to analyze.");
    expect((await c.post("/api/analysis/analyze", { argument: "x ".repeat(10_001) })).body.error).toMatch(/too long/);
    expect((await c.post("/api/analysis/analyze", { argument: ARGUMENT, extra: 1 })).status).toBe(400);
    expect((await c.post("/api/analysis/analyze", { argument: 42 })).status).toBe(400);
    expect((await c.post("/api/analysis/save", { originalArgument: ARGUMENT })).status).toBe(400);
    expect(
      (await c.post("/api/analysis/save", { originalArgument: ARGUMENT, processedAnalysis: { keyFlaw: 1 } })).status,
    ).toBe(400);
    expect((await c.delete("/api/analysis/delete", { analysisId: "nope" })).status).toBe(400);
    expect(await analysisCount()).toBe(before);
  });

  it("saves to history, lists newest first with the entry fields, opens and deletes", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const first = await analyzeAndSave(c);
    const second = await analyzeAndSave(c);
    const history = await c.get("/api/analysis/history");
    expect(history.body.history.map((e: { id: string }) => e.id)).toEqual([second, first]);
    expect(Object.keys(history.body.history[0]).sort()).toEqual(["analysisResults", "argumentText", "id", "timestamp"]);
    const one = await c.get(`/api/analysis/${first}`);
    expect(one.body.analysis).toMatchObject({ id: first, argumentText: ARGUMENT });
    expect((await c.delete("/api/analysis/delete", { analysisId: first })).body).toEqual({ success: true });
    expect((await c.get(`/api/analysis/${first}`)).status).toBe(404);
  });

  it("another user's analysis answers 404 to every method", async () => {
    const owner = await signedIn(t.app, await seedUser(t.app));
    const id = await analyzeAndSave(owner);
    const other = await signedIn(t.app, await seedUser(t.app));
    const get = await other.get(`/api/analysis/${id}`);
    expect(get.status).toBe(404);
    expect(get.body.error).toBe("Analysis not found");
    expect((await other.delete("/api/analysis/delete", { analysisId: id })).status).toBe(404);
    expect((await other.get("/api/analysis/history")).body.history).toEqual([]);
    expect((await other.get("/api/analysis/not-a-uuid")).status).toBe(404);
    expect((await owner.get(`/api/analysis/${id}`)).status).toBe(200);
  });

  it("limits analyses per user with 429", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await c.post("/api/analysis/analyze", { argument: "Cats are mammals. So cats are animals." })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("analysis with an OpenAI-compatible model", () => {
  let llm: Server;
  let seenAuth: string | undefined;
  let llmApp: TestApp;
  beforeAll(async () => {
    llm = createServer((req, res) => {
      seenAuth = req.headers.authorization;
      req.resume();
      req.on("end", () => {
        const content = JSON.stringify({
          ifThenStructure: "If a city adds protected bike lanes, injuries fall.",
          necessaryAssumption: "Our city is like the cities that added lanes.",
          sufficientAssumption: "Whatever lowers injuries should be built.",
          conclusion: { text: "Our city should build protected bike lanes.", type: "Policy Recommendation" },
          unstatedRule: "Cities should adopt measures that reduce injuries.",
          methodOfReasoning: "Generalisation from other cities",
          logicalFlaws: ["Hasty generalization: other cities may differ."],
          quantifiers: ["every"],
          premiseSets: {
            explicit: ["Every city that added protected bike lanes saw cycling injuries fall."],
            implicit: ["Injuries matter."],
          },
          possibleCounter: "Our traffic patterns differ.",
          unstatedAssumptions: ["Costs are acceptable."],
          improvedVersion: "Cities like ours that added lanes saw injuries fall, so we should consider them.",
        });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((r) => llm.listen(0, "127.0.0.1", r));
    const port = (llm.address() as AddressInfo).port;
    llmApp = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: "sk-test-secret",
      LLM_MODEL: "test-model",
    });
  });
  afterAll(async () => {
    await llmApp.close();
    llm.close();
  });

  it("uses the model, sends the key only to the model, and never to the browser", async () => {
    const c = await signedIn(llmApp.app, await seedUser(llmApp.app));
    const res = await c.post("/api/analysis/analyze", { argument: ARGUMENT });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("llm");
    expect(res.body.analysisResults.conclusionType).toBe("Policy Recommendation");
    expect(res.body.analysisResults.keyFlaw).toContain("Hasty generalization");
    expect(seenAuth).toBe("Bearer sk-test-secret");
    expect(JSON.stringify(res.body)).not.toContain("sk-test-secret");
    expect(JSON.stringify((await c.get("/api/site")).body)).not.toContain("sk-test-secret");
  });
});
