import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/health",
    { config: { session: false }, schema: { response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({
      status: "ok" as const,
    }),
  );

  /** Ready when the database answers and every migration has been applied. */
  app.get("/ready", { config: { session: false } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1 from users limit 1`);
      return { status: "ready", database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
