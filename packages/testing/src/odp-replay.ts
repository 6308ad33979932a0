import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

const FIXTURES = join(import.meta.dirname, "../fixtures/uspto-odp");
const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");

/** What the replay answers instead of the recorded reply, until `reset()`. */
export type ReplayFailure =
  | { status: 401 | 403 | 404 | 500 | 503 }
  | { status: 429; retryAfter?: string }
  /** Accepts the request and never answers: the client's timeout must end it. */
  | "hang";

export interface ReplayedRequest {
  method: string;
  path: string;
  apiKey: string | null;
  body: string;
}

export interface OdpReplay {
  url: string;
  /** Every request received, oldest first. */
  requests: ReplayedRequest[];
  /** Keys the replay accepts (X-API-KEY); any other key, or none, gets the office's 403. */
  validKeys: Set<string>;
  fail(failure: ReplayFailure): void;
  reset(): void;
  close(): Promise<void>;
}

/** The application number and the patent number of the recorded get_patent reply. */
export const REPLAY_APPLICATION = "17248024";
export const REPLAY_PATENT = "11646472";
/** The application number of the one record of the recorded search reply (its number is a publication number). */
export const REPLAY_SEARCH_APPLICATION = "18597857";
/** A search term the replay answers with the office's 404 "No matching records found". */
export const REPLAY_NO_MATCH = "zzzznomatch";

const json = (res: ServerResponse, status: number, body: string | object, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};

const officeError = (status: number, error: string, errorDetails?: string) => ({
  code: status,
  error,
  ...(errorDetails ? { errorDetails } : {}),
  requestIdentifier: "00000000-0000-4000-8000-000000000000",
});

/**
 * A loopback HTTP server that answers like the USPTO Open Data Portal from recorded replies, so the client is
 * tested over real HTTP: search, one application, enriched citations and status codes; and, when told, 401, 403,
 * 404, 429 with Retry-After, 500, or no answer at all.
 */
export async function startOdpReplay(opts: { validKeys?: string[] } = {}): Promise<OdpReplay> {
  const requests: ReplayedRequest[] = [];
  const validKeys = new Set(opts.validKeys ?? []);
  const hanging = new Set<ServerResponse>();
  let failure: ReplayFailure | null = null;

  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? "/", "http://replay");
    const apiKey = (req.headers["x-api-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "", path: url.pathname + url.search, apiKey, body });

    if (failure === "hang") {
      hanging.add(res);
      res.once("close", () => hanging.delete(res));
      return;
    }
    if (failure) {
      const { status } = failure;
      if (status === 429)
        return json(res, 429, officeError(429, "Too Many Requests"), { "retry-after": failure.retryAfter ?? "30" });
      const texts: Record<number, string> = {
        401: "Unauthorized",
        403: "Forbidden",
        404: "Not Found",
        500: "Internal Server Error",
        503: "Service Unavailable",
      };
      return json(res, status, officeError(status, texts[status] ?? "Error"));
    }
    if (!apiKey || !validKeys.has(apiKey)) return json(res, 403, officeError(403, "Forbidden"));

    const path = url.pathname;
    if (path === "/api/v1/patent/status-codes") return json(res, 200, fixture("status-codes.json"));
    if (path === "/api/v1/patent/oa/enriched_cited_reference_metadata/v3/records") {
      const criteria = new URLSearchParams(body).get("criteria") ?? "";
      return criteria.includes(REPLAY_NO_MATCH)
        ? json(res, 404, "")
        : json(res, 200, fixture("enriched-citations.json"));
    }
    if (path === "/api/v1/patent/applications/search") {
      const q =
        req.method === "POST"
          ? String((JSON.parse(body || "{}") as { q?: string }).q ?? "")
          : (url.searchParams.get("q") ?? "");
      if (q.includes(REPLAY_NO_MATCH))
        return json(
          res,
          404,
          officeError(404, "Not Found", "No matching records found, refine your search criteria and try again"),
        );
      if (q.includes(REPLAY_PATENT) || q.includes(REPLAY_APPLICATION))
        return json(res, 200, fixture("get-patent.json"));
      if (/patentNumber:\d+/.test(q))
        return json(
          res,
          404,
          officeError(404, "Not Found", "No matching records found, refine your search criteria and try again"),
        );
      return json(res, 200, fixture("search-patents.json"));
    }
    const one = /^\/api\/v1\/patent\/applications\/([^/]+)$/.exec(path);
    if (one && req.method === "GET") {
      const n = decodeURIComponent(one[1] ?? "");
      if (n === REPLAY_APPLICATION) return json(res, 200, fixture("get-patent.json"));
      if (n === REPLAY_SEARCH_APPLICATION) return json(res, 200, fixture("search-patents.json"));
      return json(
        res,
        404,
        officeError(404, "Not Found", "No matching records found, refine your search criteria and try again"),
      );
    }
    return json(res, 404, officeError(404, "Not Found"));
  };

  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    validKeys,
    fail(f) {
      failure = f;
    },
    reset() {
      failure = null;
      for (const res of hanging) res.destroy();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
