import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Probes for load balancers and orchestrators, called every few seconds: they never read the session (they answer
 * while the database cannot), and a probe that succeeds is not worth a log line (`logLevel: warn`); failures and
 * errors still are.
 */
const probe = { config: { session: false }, logLevel: "warn" } as const;
const Health = z.object({ status: z.literal("ok") });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The reply never changes: sent as written rather than checked against its schema on every probe.
  const ok = JSON.stringify({ status: "ok" });
  app.get("/health", { ...probe, schema: { response: { 200: Health } } }, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(ok as unknown as z.infer<typeof Health>),
  );

  /** Ready when the database answers and every migration has been applied. */
  app.get("/ready", probe, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1 from users limit 1`);
      return { status: "ready", database: app.database.kind };
    } catch (err) {
      request.log.warn({ err }, "not ready: the database does not answer");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
