import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { logSink } from "./helpers/log.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
const sink = logSink();
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: "info", stream: sink.stream } });
});
afterAll(() => t.close());
beforeEach(() => {
  sink.clear();
});

const parsed = () => sink.lines().map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request log", () => {
  it("one request writes exactly one line, with method, redacted URL, status, time and request id", async () => {
    const client = await signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
    const cookieValue = (client.cookie ?? "").split("=").slice(1).join("=");
    expect(cookieValue.length).toBeGreaterThan(15);
    const token = "query-token-that-must-never-be-logged";
    sink.clear();

    const res = await client.get(`/api/auth/session?token=${token}`);

    expect(res.status).toBe(200);
    expect(sink.lines()).toHaveLength(1);
    const [line] = parsed();
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      method: "GET",
      url: "/api/auth/session?token=[redacted]",
      statusCode: 200,
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(line?.reqId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const log = sink.text();
    expect(log).not.toContain(token);
    expect(log).not.toContain(cookieValue);
    expect(log).not.toContain("incoming request");
  });

  it("a refused request is one line with its status, and its body (a password) is never logged", async () => {
    const secret = "never logged passphrase 4711";
    const res = await new Client(t.app, freshIp()).post("/api/auth/login", {
      email: "nobody@example.com",
      password: secret,
    });

    expect(res.status).toBe(401);
    expect(parsed()).toEqual([
      expect.objectContaining({ method: "POST", url: "/api/auth/login", statusCode: 401, msg: "request completed" }),
    ]);
    expect(sink.text()).not.toContain(secret);
  });

  it("an unknown API path is one line with 404", async () => {
    await new Client(t.app, freshIp()).get("/api/no-such-route");
    expect(parsed()).toEqual([expect.objectContaining({ url: "/api/no-such-route", statusCode: 404 })]);
  });

  it("health probes that succeed write nothing", async () => {
    const c = new Client(t.app, freshIp());
    expect((await c.get("/api/health")).status).toBe(200);
    expect((await c.get("/api/ready")).status).toBe(200);
    expect(sink.lines()).toEqual([]);
  });
});
