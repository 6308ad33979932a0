import { LandscapeQuery, LandscapeReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorReplies } from "../auth/auth.service.js";
import { analyseLandscape } from "./patent-landscape.service.js";

/** Per IP, as the citations: one landscape is one aggregate statement over the area's patents. */
const LANDSCAPE_CALLS_PER_MINUTE = 60;

/**
 * GET /api/patents/landscape?area=… (or cpc=…, or q=…): the Patent Landscape page (spec 001 §2, §9), computed from
 * the index. Public like the other patent calls, rate-limited per IP. docs/landscape.md.
 */
export default async function patentLandscapeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // After validation, so a refused request spends nothing (as the other limited routes do).
  app.addHook("preHandler", async (request) => {
    await app.limiter.consume({
      key: `patent-landscape:ip:${request.ip}`,
      max: LANDSCAPE_CALLS_PER_MINUTE,
      windowSeconds: 60,
    });
  });

  app.get(
    "/landscape",
    { schema: { querystring: LandscapeQuery, response: { 200: LandscapeReply, ...errorReplies(400, 429) } } },
    async (request) => ({ success: true as const, ...(await analyseLandscape(app.db, request.query)) }),
  );
}
