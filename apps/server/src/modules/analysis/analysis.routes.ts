import type { Analyzer } from "@app/analyzer";
import {
  AnalysisReply,
  AnalyzeReply,
  AnalyzeRequest,
  DeleteAnalysisRequest,
  HISTORY_LIMIT,
  HistoryReply,
  OkReply,
  SaveAnalysisReply,
  SaveAnalysisRequest,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createCache } from "../../lib/cache.js";
import { notFound } from "../../lib/http-error.js";
import { analysisRepository, toHistoryEntry } from "./analysis.repository.js";

/** Per user: generous for a person, a wall for a script. */
const ANALYSES_PER_MINUTE = 20;
const NOT_FOUND = "Analysis not found";

export default async function analysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.config;
  // The analyzer and its language model (~100 ms and ~35 MiB) load on the first analysis, not at start.
  let analyzer: Promise<Analyzer> | undefined;
  const loadAnalyzer = () =>
    (analyzer ??= import("@app/analyzer").then(({ createAnalyzer }) =>
      createAnalyzer(
        LLM_BASE_URL && LLM_MODEL
          ? { engine: "llm", baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL }
          : { engine: "embedded" },
      ),
    ));
  // Everything here belongs to the signed-in user.
  app.addHook("onRequest", app.requireUser);

  app.post("/analyze", { schema: { body: AnalyzeRequest, response: { 200: AnalyzeReply } } }, async (request) => {
    const userId = request.user?.id as string;
    await app.limiter.consume({ key: `analyze:user:${userId}`, max: ANALYSES_PER_MINUTE, windowSeconds: 60 });
    const started = performance.now();
    const outcome = await (await loadAnalyzer()).analyze(request.body.argument);
    return {
      success: true as const,
      analysisResults: outcome.processed,
      engine: outcome.engine,
      model: outcome.model,
      responseTimeMs: Math.round(performance.now() - started),
    };
  });

  app.post(
    "/save",
    { schema: { body: SaveAnalysisRequest, response: { 201: SaveAnalysisReply } } },
    async (request, reply) => {
      const { originalArgument, processedAnalysis } = request.body;
      const row = await analysisRepository.insert(app.db, {
        userId: request.user?.id as string,
        argumentText: originalArgument,
        processed: processedAnalysis,
        engine: processedAnalysis.engine ?? "embedded",
      });
      return reply.status(201).send({ success: true as const, id: row.id, entry: toHistoryEntry(row) });
    },
  );

  // A user's history, ready to send, for a minute at most: a save or delete, here or on another server, drops it.
  // It is checked against its schema once, when it is read, rather than at every request.
  const histories = createCache<string>({ ttlMs: 60_000, max: 10_000 });
  app.changes.subscribe((change) => {
    if (change.kind === "all") histories.clear();
    else if (change.kind !== "session") histories.drop(change.id);
  }, histories.setEnabled);

  app.get("/history", { schema: { response: { 200: HistoryReply } } }, async (request, reply) => {
    const userId = request.user?.id as string;
    let body = histories.get(userId);
    if (!body) {
      const readAt = histories.epoch();
      const history = (await analysisRepository.history(app.db, userId, HISTORY_LIMIT)).map(toHistoryEntry);
      body = JSON.stringify(HistoryReply.parse({ success: true, history }));
      histories.set(userId, body, userId, readAt);
    }
    // A string with a JSON type is sent as it is.
    return reply.type("application/json; charset=utf-8").send(body as unknown as HistoryReply);
  });

  app.delete("/delete", { schema: { body: DeleteAnalysisRequest, response: { 200: OkReply } } }, async (request) => {
    const deleted = await analysisRepository.deleteOwned(app.db, request.user?.id as string, request.body.analysisId);
    if (!deleted) throw notFound(NOT_FOUND);
    return { success: true as const };
  });

  app.get(
    "/:id",
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: AnalysisReply } } },
    async (request) => {
      const id = request.params.id;
      // A malformed id is just another analysis that is not yours: 404, never 400 or 500.
      const row = z.uuid().safeParse(id).success
        ? await analysisRepository.findOwned(app.db, request.user?.id as string, id)
        : undefined;
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, analysis: toHistoryEntry(row) };
    },
  );
}
