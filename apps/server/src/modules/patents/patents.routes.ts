import { PatentDetailReply, type PatentResult, PatentSearchQuery, PatentSearchReply } from "@app/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createCache } from "../../lib/cache.js";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { PatentOfficeError, toHttpError } from "../patent-office/patent-office.errors.js";
import { getFromSources, searchSources } from "./patent-search.service.js";
import { localPatentSource, officePatentSource, type PatentSource } from "./patent-source.js";

export const PATENT_NOT_FOUND = "Patent not found";
/** Per IP: a search a second on average for a minute is far above anyone reading results. */
const PATENT_CALLS_PER_MINUTE = 60;
const CACHE_TTL_MS = 5 * 60_000;

const NumberParams = z.strictObject({ number: z.string().min(1).max(40) });

/**
 * Spec 001 §2 "Search": public (patent pages need no account), rate-limited per IP like the other public calls.
 * With a USPTO key (the server's, else the signed-in user's) the office answers first and the local index is the
 * fallback (spec 001 §4); without one the local index answers.
 */
export default async function patentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const local = localPatentSource(app.db);
  // Per source, query and filters; the office's answers per key (a user whose key fails must see it fail). The index
  // changes only when patents are imported: five minutes of staleness after an import is accepted. Office failures
  // are not cached, so the next search asks the office again.
  const cache = createCache<PatentResult[]>({ ttlMs: CACHE_TTL_MS, max: 1_000 });
  cache.setEnabled(true);
  const cached = (source: PatentSource, scope: string): PatentSource => ({
    ...source,
    async search(query) {
      const { q, mode, dateRange, patentType, status } = query;
      const key = JSON.stringify([scope, q.toLowerCase(), mode, dateRange, patentType, status]);
      let results = cache.get(key);
      if (!results) {
        const readAt = cache.epoch();
        results = await source.search(query);
        cache.set(key, results, scope, readAt);
      }
      return results;
    },
  });
  const cachedLocal = cached(local, "local");
  const officeFor = async (request: FastifyRequest) => {
    const userId = request.user?.id ?? null;
    const key = await app.patentOffice.keyFor(userId);
    if (!key) return null;
    const source = officePatentSource(app.db, app.patentOffice.office, key.key);
    return cached(source, key.source === "server" ? "uspto:server" : `uspto:user:${userId}`);
  };

  // After validation, so a refused request spends nothing (as the other limited routes do).
  app.addHook("preHandler", async (request) => {
    await app.limiter.consume({ key: `patents:ip:${request.ip}`, max: PATENT_CALLS_PER_MINUTE, windowSeconds: 60 });
  });

  app.get(
    "/search",
    { schema: { querystring: PatentSearchQuery, response: { 200: PatentSearchReply, ...errorReplies(400, 429) } } },
    async (request) => {
      const office = await officeFor(request);
      const { officeError, ...outcome } = await searchSources(cachedLocal, office, request.query);
      // The failure's kind and status only: never the key, the query or the office's reply.
      if (officeError)
        request.log.warn(
          { office: { failure: officeError.failure, status: officeError.status } },
          "patent office search failed; the local index answered",
        );
      return { success: true as const, ...outcome };
    },
  );

  app.get(
    "/:number",
    {
      schema: { params: NumberParams, response: { 200: PatentDetailReply, ...errorReplies(404, 422, 429, 502, 504) } },
    },
    async (request) => {
      const number = request.params.number.toUpperCase().replace(/[^A-Z0-9/]/g, "");
      try {
        const patent = await getFromSources(local, await officeFor(request), number);
        if (!patent) throw notFound(PATENT_NOT_FOUND);
        return { success: true as const, patent };
      } catch (err) {
        if (err instanceof PatentOfficeError) throw toHttpError(err);
        throw err;
      }
    },
  );
}
