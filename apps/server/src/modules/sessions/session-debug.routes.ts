import { OkReply, SessionStatusReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionsRepository } from "./sessions.repository.js";

/** The admin dashboard's 'Token Debug' card, on the cookie session: status and rotation. */
export default async function sessionDebugRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/auth/session/status", { schema: { response: { 200: SessionStatusReply } } }, async (request) => {
    const session = request.sessionTokenHash
      ? await sessionsRepository.find(app.db, request.sessionTokenHash)
      : undefined;
    if (!session || !request.user)
      return { valid: false, user: null, createdAt: null, expiresAt: null, lastSeenAt: null };
    return {
      valid: true,
      user: request.user.email,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    };
  });

  app.post(
    "/auth/session/refresh",
    { onRequest: app.requireUser, schema: { response: { 200: OkReply } } },
    async (request, reply) => {
      await app.sessions.rotate(request, reply);
      await app.audit(request, { action: "session.rotate", outcome: "ok", target: request.user?.email });
      return { success: true as const, message: "Session refreshed successfully" };
    },
  );
}
