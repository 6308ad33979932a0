import { PatentAnalysisQuery, PatentAnalysisReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { createPatentAnalysis } from "./patent-analysis.service.js";
import { localPatentSource } from "./patent-source.js";
import { PATENT_NOT_FOUND } from "./patents.routes.js";

/** Per IP: an analysis costs more than a search (the language model reads the patent), so half as many. */
const ANALYSES_PER_MINUTE = 30;

const NumberParams = z.strictObject({ number: z.string().min(1).max(40) });

/**
 * GET /api/patents/:number/analysis?q=…: the modal's AI Patentability Analysis (spec 001 §2, §3) of one patent
 * against the user's description. Public like the other patent calls, rate-limited per IP; docs/patentability.md.
 */
export default async function patentAnalysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const source = localPatentSource(app.db);
  const analysePatent = createPatentAnalysis(app.db);

  // After validation, so a refused request spends nothing (as the other limited routes do).
  app.addHook("preHandler", async (request) => {
    await app.limiter.consume({
      key: `patent-analysis:ip:${request.ip}`,
      max: ANALYSES_PER_MINUTE,
      windowSeconds: 60,
    });
  });

  app.get(
    "/:number/analysis",
    {
      schema: {
        params: NumberParams,
        querystring: PatentAnalysisQuery,
        response: { 200: PatentAnalysisReply, ...errorReplies(400, 404, 429) },
      },
    },
    async (request) => {
      const number = request.params.number.toUpperCase().replace(/[^A-Z0-9/]/g, "");
      const patent = await source.get(number);
      if (!patent) throw notFound(PATENT_NOT_FOUND);
      return { success: true as const, analysis: await analysePatent(patent, request.query.q) };
    },
  );
}
