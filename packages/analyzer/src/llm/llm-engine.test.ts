import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer.js";
import { createLlmEngine, LLM_UNAVAILABLE_NOTE } from "./llm-engine.js";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

interface Loopback {
  baseUrl: string;
  requests: { headers: IncomingMessage["headers"]; body: Record<string, unknown>; url: string }[];
}

let server: Server | null = null;

/** An OpenAI-compatible endpoint on 127.0.0.1 that replays what each test scripts. */
async function loopback(handlers: Handler[]): Promise<Loopback> {
  const requests: Loopback["requests"] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: JSON.parse(body), url: req.url ?? "" });
      const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)];
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

function reply(content: string): Handler {
  return (_req, _body, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  };
}

const ARGUMENT = "The library should open on Sundays because students need a quiet place to study.";

const JSON_REPLY = {
  conclusion: { text: "The library should open on Sundays.", type: "Policy Recommendation" },
  premiseSets: { explicit: ["Students need a quiet place to study."], implicit: ["Students are free on Sundays."] },
  ifThenStructure: "If students need a quiet place, then the library should open on Sundays.",
  necessaryAssumption: "Students lack other quiet places on Sundays.",
  sufficientAssumption: "Any need for study space obliges the library to open.",
  unstatedRule: "Public services should meet students' needs.",
  methodOfReasoning: "Practical reasoning",
  logicalFlaws: [],
  quantifiers: [],
  unstatedAssumptions: ["Opening costs are affordable.", "Students would come."],
  possibleCounter: "Students could study at home.",
  improvedVersion: "Because many students lack a quiet place on Sundays, the library should try Sunday opening.",
};

describe("LLM engine", () => {
  it("sends the model the text a browser would show, not pasted tags, scripts or styles", async () => {
    const lb = await loopback([reply(JSON.stringify(JSON_REPLY))]);
    const html = `<p>${ARGUMENT}</p><script>window.__xss=1</script><style>body{display:none}</style>`;
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze(html);
    const sent = JSON.stringify(lb.requests[0].body);
    expect(sent).toContain("The library should open on Sundays");
    expect(sent).not.toMatch(/__xss|display:none|<p>/);
    expect(out.processed.originalArgument).toBe(html);
  });

  it("sends an OpenAI-compatible request and reads a JSON reply", async () => {
    const lb = await loopback([reply(JSON.stringify(JSON_REPLY))]);
    const engine = createLlmEngine({ baseUrl: lb.baseUrl, apiKey: "sk-test-123", model: "tiny-model" });
    const out = await engine.analyze(ARGUMENT);

    expect(lb.requests).toHaveLength(1);
    const [req] = lb.requests;
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test-123");
    expect(req.body.model).toBe("tiny-model");
    expect(req.body.temperature).toBe(0);
    expect(req.body.response_format).toEqual({ type: "json_object" });
    const messages = req.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1].content).toBe(ARGUMENT);
    expect(JSON.stringify(req.body)).not.toContain("sk-test-123");

    expect(out.engine).toBe("llm");
    expect(out.model).toBe("tiny-model");
    expect(out.parsed.conclusion).toEqual({
      text: "The library should open on Sundays.",
      type: "Policy Recommendation",
    });
    expect(out.processed.assumptionsCount).toBe(3);
    expect(out.processed.keyFlaw).toBe("No major flaws detected");
    expect(out.processed.engine).toBe("llm");
    expect(out.processed.note).toBeUndefined();
  });

  it("parses a plain-text labelled reply when the model ignores JSON mode", async () => {
    const text = [
      "1. Conclusion: The library should open on Sundays.",
      "2. Conclusion Type: Policy Recommendation",
      "3. Logical Flaw: Hasty Generalization: it assumes all students need this.",
      "4. Explicit Premises:",
      "   1. Students need a quiet place to study.",
    ].join("\n");
    const lb = await loopback([reply(text)]);
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze(ARGUMENT);
    expect(out.engine).toBe("llm");
    expect(out.parsed.logicalFlaws).toEqual(["Hasty Generalization: it assumes all students need this."]);
    expect(out.processed.flaw.type).toBe("hasty_generalization");
    expect(out.processed.argumentStructure.premise).toEqual(["Students need a quiet place to study."]);
    expect(lb.requests[0].headers.authorization).toBeUndefined();
  });

  it("retries once after a 500, then falls back to the built-in engine with a note", async () => {
    const fail: Handler = (_req, _body, res) => {
      res.writeHead(500);
      res.end("boom");
    };
    const lb = await loopback([fail]);
    const errors: string[] = [];
    const out = await createLlmEngine({
      baseUrl: lb.baseUrl,
      apiKey: "k",
      model: "m",
      onError: (e) => errors.push(e),
    }).analyze(ARGUMENT);
    expect(lb.requests).toHaveLength(2);
    expect(errors).toEqual(["HTTP 500", "HTTP 500"]);
    expect(out.engine).toBe("embedded");
    expect(out.processed.engine).toBe("embedded");
    expect(out.processed.note).toBe(LLM_UNAVAILABLE_NOTE);
    expect(out.parsed.conclusion.text).toBe("The library should open on Sundays.");
  });

  it("succeeds on the retry when the first attempt fails", async () => {
    const fail: Handler = (_req, _body, res) => {
      res.writeHead(503);
      res.end();
    };
    const lb = await loopback([fail, reply(JSON.stringify(JSON_REPLY))]);
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze(ARGUMENT);
    expect(lb.requests).toHaveLength(2);
    expect(out.engine).toBe("llm");
  });

  it("gives up on a model that does not answer within the timeout", async () => {
    const hang: Handler = () => {};
    const lb = await loopback([hang]);
    const errors: string[] = [];
    const out = await createLlmEngine({
      baseUrl: lb.baseUrl,
      model: "m",
      timeoutMs: 100,
      onError: (e) => errors.push(e),
    }).analyze(ARGUMENT);
    expect(errors).toEqual(["timed out after 100 ms", "timed out after 100 ms"]);
    expect(out.engine).toBe("embedded");
    expect(out.processed.note).toBe(LLM_UNAVAILABLE_NOTE);
  });

  it("does not retry a request the server refuses as unauthorised", async () => {
    const refuse: Handler = (_req, _body, res) => {
      res.writeHead(401);
      res.end();
    };
    const lb = await loopback([refuse]);
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, apiKey: "wrong", model: "m" }).analyze(ARGUMENT);
    expect(lb.requests).toHaveLength(1);
    expect(out.processed.note).toBe(LLM_UNAVAILABLE_NOTE);
  });

  it("answers a text that is no argument without asking the model", async () => {
    const lb = await loopback([reply(JSON.stringify(JSON_REPLY))]);
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze("Good morning, everyone!");
    expect(lb.requests).toHaveLength(0);
    expect(out.engine).toBe("embedded");
    expect(out.processed.note).toMatch(/^This text has no argument to analyze: it is a greeting/);
    expect(out.parsed.conclusion.text).toBe("");
    expect(out.parsed.logicalFlaws).toEqual([]);
  });

  it("asks for the argument's own gap, flaws shown by the text, and an improvement that keeps its quantifiers", async () => {
    const lb = await loopback([reply(JSON.stringify(JSON_REPLY))]);
    await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze(ARGUMENT);
    const system = (lb.requests[0].body.messages as { content: string }[])[0].content;
    expect(system).toMatch(/denial/);
    expect(system).toMatch(/only when the text shows/);
    expect(system).toMatch(/quantifier/);
  });

  it("retries without response_format when a local server rejects it", async () => {
    const reject: Handler = (_req, _body, res) => {
      res.writeHead(400, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "response_format is not supported" }));
    };
    const lb = await loopback([reject, reply(JSON.stringify(JSON_REPLY))]);
    const out = await createLlmEngine({ baseUrl: lb.baseUrl, model: "m" }).analyze(ARGUMENT);
    expect(lb.requests[1].body.response_format).toBeUndefined();
    expect(out.engine).toBe("llm");
  });
});

describe("createAnalyzer", () => {
  it("uses the embedded engine by default", async () => {
    const out = await createAnalyzer().analyze(ARGUMENT);
    expect(out.engine).toBe("embedded");
    expect(out.model).toMatch(/^clarity-embedded/);
    expect(out.processed.note).toBeUndefined();
    expect(out.processed.originalArgument).toBe(ARGUMENT);
  });

  it("routes to the language model when configured", async () => {
    const lb = await loopback([reply(JSON.stringify(JSON_REPLY))]);
    const out = await createAnalyzer({ engine: "llm", baseUrl: lb.baseUrl, model: "m" }).analyze(ARGUMENT);
    expect(out.engine).toBe("llm");
  });
});
