import type { FastifyInstance, FastifyRequest } from "fastify";

/** Per user: an audit runs every check and compares up to eight patents; plenty for a person editing and re-running. */
const AUDITS_PER_MINUTE = 10;

/**
 * The one rate limit every audit route shares (saved, pasted and uploaded), as a preHandler: after validation, so
 * a refused request spends nothing (as the other limited routes do).
 */
export const auditLimit = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const userId = (request.user as { id: string }).id;
  await app.limiter.consume({ key: `audit:user:${userId}`, max: AUDITS_PER_MINUTE, windowSeconds: 60 });
};
