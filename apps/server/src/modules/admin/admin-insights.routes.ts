import { AnalyticsQuery, AnalyticsReply, AuditQuery, AuditReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { insightsRepository } from "./insights.repository.js";

/** The audit trail and the analytics chart of the admin dashboard. */
export default async function adminInsightsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/audit", { schema: { querystring: AuditQuery, response: { 200: AuditReply } } }, async (request) => {
    const { rows, total } = await insightsRepository.audit(app.db, request.query);
    return {
      success: true as const,
      total,
      rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  });

  app.get(
    "/analytics",
    { schema: { querystring: AnalyticsQuery, response: { 200: AnalyticsReply } } },
    async (request) => ({
      success: true as const,
      days: await insightsRepository.eventsPerDay(app.db, request.query.days, new Date()),
    }),
  );
}
