import { CitationAnalysisReply, PatentNumberParams } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { PatentOfficeError, toHttpError } from "../patent-office/patent-office.errors.js";
import { analyseCitations } from "./patent-citations.service.js";
import { PATENT_NOT_FOUND } from "./patents.routes.js";

/** Per IP, as the search: a citation analysis costs a few index look-ups (and one office call with a key). */
const CITATION_CALLS_PER_MINUTE = 60;

/**
 * GET /api/patents/:number/citations: the Citation Analysis page (spec 001 §2, §3, §9). Public like the other patent
 * calls, rate-limited per IP. With a key (the server's, else the signed-in user's) the office's enriched citations
 * join the index's; their failure falls back to the index alone (`fallback`, the yellow notice). docs/citations.md.
 */
export default async function patentCitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // After validation, so a refused request spends nothing (as the other limited routes do).
  app.addHook("preHandler", async (request) => {
    await app.limiter.consume({
      key: `patent-citations:ip:${request.ip}`,
      max: CITATION_CALLS_PER_MINUTE,
      windowSeconds: 60,
    });
  });

  app.get(
    "/:number/citations",
    {
      schema: {
        params: PatentNumberParams,
        response: { 200: CitationAnalysisReply, ...errorReplies(400, 404, 422, 429, 502, 504) },
      },
    },
    async (request) => {
      const key = await app.patentOffice.keyFor(request.user?.id ?? null);
      const access = key ? { office: app.patentOffice.office, key: key.key } : null;
      try {
        const analysis = await analyseCitations(app.db, request.params.number, access);
        if (!analysis) throw notFound(PATENT_NOT_FOUND);
        if (analysis.office.state === "error")
          request.log.warn(
            { office: { message: analysis.office.message } },
            "patent office citations failed; the index answered",
          );
        return { success: true as const, ...analysis };
      } catch (err) {
        // The patent is in neither source and the office could not say: its reason, with its status.
        if (err instanceof PatentOfficeError) throw toHttpError(err);
        throw err;
      }
    },
  );
}
