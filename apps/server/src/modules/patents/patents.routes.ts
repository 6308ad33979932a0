import { PatentDetailReply, type PatentResult, PatentSearchQuery, PatentSearchReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createCache } from "../../lib/cache.js";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { localPatentSource } from "./patent-source.js";

export const PATENT_NOT_FOUND = "Patent not found";
/** Per IP: a search a second on average for a minute is far above anyone reading results. */
const PATENT_CALLS_PER_MINUTE = 60;
const CACHE_TTL_MS = 5 * 60_000;

const NumberParams = z.strictObject({ number: z.string().min(1).max(40) });

/** Spec 001 §2 "Search": public (patent pages need no account), rate-limited per IP like the other public calls. */
export default async function patentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const source = localPatentSource(app.db);
  // The index changes only when patents are imported; five minutes of staleness after an import is accepted.
  const cache = createCache<PatentResult[]>({ ttlMs: CACHE_TTL_MS, max: 1_000 });
  cache.setEnabled(true);

  // After validation, so a refused request spends nothing (as the other limited routes do).
  app.addHook("preHandler", async (request) => {
    await app.limiter.consume({ key: `patents:ip:${request.ip}`, max: PATENT_CALLS_PER_MINUTE, windowSeconds: 60 });
  });

  app.get(
    "/search",
    { schema: { querystring: PatentSearchQuery, response: { 200: PatentSearchReply, ...errorReplies(400, 429) } } },
    async (request) => {
      const { q, mode, dateRange, patentType, status } = request.query;
      const key = JSON.stringify([q.toLowerCase(), mode, dateRange, patentType, status]);
      let results = cache.get(key);
      if (!results) {
        const readAt = cache.epoch();
        results = await source.search(request.query);
        cache.set(key, results, "search", readAt);
      }
      return { success: true as const, results, source: source.name, fallback: false };
    },
  );

  app.get(
    "/:number",
    { schema: { params: NumberParams, response: { 200: PatentDetailReply, ...errorReplies(404, 429) } } },
    async (request) => {
      const number = request.params.number.toUpperCase().replace(/[^A-Z0-9/]/g, "");
      const patent = await source.get(number);
      if (!patent) throw notFound(PATENT_NOT_FOUND);
      return { success: true as const, patent };
    },
  );
}
