import { EventRequest, OkReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsEvents } from "../../db/schema.js";
import { hmac } from "../../lib/crypto.js";

/** Per IP: 120 events a minute is far above any real browsing. */
const EVENTS_PER_MINUTE = 120;

export default async function eventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post("/events", { schema: { body: EventRequest, response: { 200: OkReply } } }, async (request) => {
    await app.limiter.consume({ key: `events:ip:${request.ip}`, max: EVENTS_PER_MINUTE, windowSeconds: 60 });
    const { name, page, props } = request.body;
    await app.db.insert(analyticsEvents).values({
      name,
      page: page ?? null,
      props: props ?? {},
      userId: request.user?.id ?? null,
      // A keyed hash of the IP counts visitors without storing the address.
      visitor: hmac(app.config.sessionSecret, request.ip).slice(0, 16),
    });
    return { success: true as const };
  });
}
