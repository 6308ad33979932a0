import { findUnstorableText, UNSTORABLE_TEXT } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http-error.js";

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused once, here, for every route: path parameters,
 * query and body, keys and values of every JSON object (jsonb columns included). It runs before validation and
 * before any handler, so nothing is stored and no limit or mail allowance is spent.
 */
export default fp(async function storableTextPlugin(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const found =
      findUnstorableText(request.params, "params") ??
      findUnstorableText(request.query, "query") ??
      findUnstorableText(request.body);
    // Named like validation errors: `firstName: …`, `query.q: …`.
    if (found !== null) throw badRequest(found ? `${found}: ${UNSTORABLE_TEXT}` : UNSTORABLE_TEXT);
  });
});
