import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers (CSP, HSTS, Referrer-Policy, …) on every reply. With a fixed configuration (no nonces)
 * they are the same for every request, so helmet runs once at start against a recording response and one hook
 * copies the result. @fastify/helmet built helmet's middleware again on every request (parsing the CSP each time):
 * about 40% of the cost of a small reply such as /api/health.
 */
export default fp<HelmetOptions>(async function securityHeaders(app, options) {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
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
