import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/http-error.js";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * SECURITY.md 8: a state-changing request must carry an Origin that is ours: APP_URL's, or the
 * origin of the Host it was sent to (a browser always sends Origin on cross-site and same-site POSTs).
 */
export default fp(async function csrfPlugin(app: FastifyInstance) {
  const allowed = new URL(app.config.appUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) throw forbidden("Missing Origin header");
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== sameHost) {
      await app.audit(request, {
        action: "csrf.refused",
        outcome: "denied",
        target: request.url.split("?")[0],
        detail: { origin },
      });
      throw forbidden("Cross-site request refused");
    }
  });
});
