import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers (CSP, HSTS, Referrer-Policy, …) on every page. With a fixed configuration (no nonces)
 * they are the same for every request, so helmet runs once at start against a recording response and one hook
 * copies the result. @fastify/helmet built helmet's middleware again on every request (parsing the CSP each time):
 * about 40% of the cost of a small reply such as /api/health.
 *
 * JSON replies of the API get the set OWASP's REST Security Cheat Sheet names instead: a CSP that allows nothing
 * (`default-src 'none'`, stricter than the pages'), nosniff, no framing, no referrer, same-origin resources, and HSTS
 * where the pages have it. The page-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download and XSS
 * switches, Flash's cross-domain policy) do nothing on JSON: they only made every reply ~600 bytes longer.
 */
export default fp<HelmetOptions>(async function securityHeaders(app, options) {
  const pages = helmetHeaders(options);
  const api: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
    ...(pages["strict-transport-security"] ? { "strict-transport-security": pages["strict-transport-security"] } : {}),
  };
  app.addHook("onRequest", (request, reply, done) => {
    // The OpenAPI page under /api/docs is a page.
    const isApi = request.url.startsWith("/api/") && !request.url.startsWith("/api/docs");
    reply.headers(isApi ? api : pages);
    done();
  });
});

/** The headers helmet sets for these options (it also removes X-Powered-By, which Fastify never sends). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
