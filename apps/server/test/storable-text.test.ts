import { UNSTORABLE_TEXT } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, analyticsEvents } from "../src/db/schema.js";
import { type Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, QUESTION, rowCount, snapshot } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
let superUser: Client;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await seedUser(t.app, { isAdmin: true, isSuperUser: true });
  email = user.email;
  superUser = await signedIn(t.app, user, PASSWORD, freshIp());
});
afterAll(() => t.close());

const NUL = "a\u0000b";
const SURROGATE = "a\ud800b";
/** A lone surrogate has no UTF-8 form; in a URL it arrives as the bytes a careless encoder writes for it. */
const inUrl = (bad: string) => (bad === SURROGATE ? "a%ED%A0%80b" : encodeURIComponent(bad));

/** Everything a request could have stored: row counts of every table. */
const state = async () => ({
  ...(await snapshot(t.app)),
  analyses: await rowCount(t.app, analyses),
  events: await rowCount(t.app, analyticsEvents),
});

const results = {
  conclusionType: "Explicit",
  keyFlaw: "none",
  counterpoint: "",
  methodOfReasoning: "",
  assumptionsCount: 0,
  originalArgument: "x",
  improvedArgument: "",
  argumentStructure: { premise: [], conclusion: "", unstatedAssumptions: [] },
  components: { necessaryAssumptions: 0, flaws: 0, sufficientAssumptions: 0, quantifiers: 0 },
  breakdownItems: [],
};
const newUser = (bad: string) => ({
  firstName: `Ann${bad}`,
  lastName: "Lee",
  email: "new-user@example.com",
  password: "a long enough passphrase",
  securityQuestion: QUESTION,
  securityAnswer: "x",
});

/** The requests the probe found answering 500, each with `bad` where the probe put it. */
const FOUND: Array<(bad: string) => [string, string, unknown?]> = [
  (bad) => ["POST", "/api/events", { name: "page_view", page: bad }],
  (bad) => ["POST", "/api/events", { name: "page_view", props: { [bad]: 1 } }],
  (bad) => ["POST", "/api/events", { name: "page_view", props: { k: bad } }],
  (bad) => ["POST", "/api/analysis/save", { originalArgument: bad, processedAnalysis: results }],
  (bad) => ["POST", "/api/analysis/save", { originalArgument: "x", processedAnalysis: { ...results, keyFlaw: bad } }],
  (bad) => [
    "POST",
    "/api/auth/register",
    {
      email: "fresh@example.com",
      password: PASSWORD,
      firstName: `Ann${bad}`,
      lastName: "B",
      securityQuestion: QUESTION,
      securityAnswer: "x",
    },
  ],
  (bad) => ["POST", "/api/admin/create-user", newUser(bad)],
  (bad) => ["POST", "/api/admin/create-super-user", { ...newUser(bad), currentUserEmail: email }],
  (bad) => ["GET", `/api/auth/user/${inUrl(bad)}%40example.com`],
  (bad) => ["GET", `/api/admin/users?q=${inUrl(bad)}`],
  (bad) => ["GET", `/api/admin/audit?actor=${inUrl(bad)}`],
  (bad) => ["GET", `/api/admin/audit?action=${inUrl(bad)}`],
  (bad) => ["GET", `/api/admin/audit?target=${inUrl(bad)}`],
];

describe("text PostgreSQL cannot store is refused at the edge", () => {
  for (const [label, bad] of [
    ["a NUL character", NUL],
    ["a lone surrogate", SURROGATE],
  ] as const) {
    it(`${label} anywhere in a request answers 400 with a clear message, stores nothing and spends no quota`, async () => {
      const before = await state();
      const mails = t.mail.messages.length;
      for (const make of FOUND) {
        const [method, url, body] = make(bad);
        const res = await superUser.request(method, url, body);
        const label = `${method} ${url} ${JSON.stringify(body)}`;
        if (bad === SURROGATE && method === "GET") {
          // A lone surrogate has no UTF-8 form, so it cannot arrive in a URL: its bytes are refused (path) or
          // read as U+FFFD (query). Either way, no 5xx.
          expect(res.status, label).toBeLessThan(500);
          continue;
        }
        expect(res.status, label).toBe(400);
        expect(res.body).toEqual({ success: false, error: expect.stringContaining(UNSTORABLE_TEXT) });
      }
      expect(await state()).toEqual(before);
      expect(t.mail.messages.length).toBe(mails);
    });
  }

  it("names the field that holds it", async () => {
    const res = await superUser.post("/api/events", { name: "page_view", page: NUL });
    expect(res.body.error).toBe(`page: ${UNSTORABLE_TEXT}`);
    const query = await superUser.get("/api/admin/users?q=%00");
    expect(query.body.error).toBe(`query.q: ${UNSTORABLE_TEXT}`);
  });

  it("keeps well-formed text outside the Basic Multilingual Plane", async () => {
    const res = await superUser.post("/api/events", { name: "page_view", page: "/emoji-😀-𝔘" });
    expect(res.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The whole route table, from the OpenAPI document every route is registered in.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A body shaped like the schema whose every string is `bad` (so each one would reach the handler). */
function sample(schema: JsonSchema | undefined, bad: string): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], bad);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, bad)]);
    if (typeof schema.additionalProperties === "object")
      entries.push(["extra", sample(schema.additionalProperties, bad)]);
    return Object.fromEntries(entries);
  }
  if (type === "array") return [sample(schema.items, bad)];
  if (type === "string") return schema.format === "email" ? `${bad}@example.com` : bad;
  if (type === "number" || type === "integer") return 1;
  if (type === "boolean") return true;
  return bad;
}

describe("the whole route table answers no 5xx to unstorable text", () => {
  for (const [label, bad] of [
    ["a NUL character", NUL],
    ["a lone surrogate", SURROGATE],
  ] as const) {
    it(`every route with ${label} in each of its parameters and body strings`, async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const before = await state();
      let sent = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const params = op.parameters ?? [];
          const url = path.replace(/\{[^}]+\}/g, inUrl(bad));
          const query = params
            .filter((p) => p.in === "query")
            .map((p) => `${p.name}=${inUrl(bad)}`)
            .join("&");
          const body = sample(op.requestBody?.content?.["application/json"]?.schema, bad);
          const carries =
            url !== path || query !== "" || JSON.stringify(body ?? "").includes(JSON.stringify(bad).slice(1, -1));
          if (!carries) continue;
          const res = await superUser.request(method.toUpperCase(), query ? `${url}?${query}` : url, body);
          sent += 1;
          expect(res.status, `${method.toUpperCase()} ${path}`).toBe(400);
        }
      }
      expect(sent).toBeGreaterThan(20);
      expect(await state()).toEqual(before);
    });
  }
});
