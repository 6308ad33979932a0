import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Tx } from "../db/client.js";
import { auditLog } from "../db/schema.js";

export interface AuditEntry {
  action: string;
  outcome: "ok" | "denied" | "failed";
  target?: string | null;
  /** Defaults to the signed-in user. */
  actor?: { id: string | null; email: string | null };
  detail?: Record<string, unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Appends one row to the append-only audit log (SECURITY.md 20). */
    audit(request: FastifyRequest | null, entry: AuditEntry, tx?: Tx): Promise<void>;
  }
}

export default fp(async function auditPlugin(app: FastifyInstance) {
  app.decorate("audit", async (request: FastifyRequest | null, entry: AuditEntry, tx?: Tx) => {
    const actor = entry.actor ?? { id: request?.user?.id ?? null, email: request?.user?.email ?? null };
    await (tx ?? app.db).insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      ip: request?.ip ?? null,
      action: entry.action,
      target: entry.target ?? null,
      outcome: entry.outcome,
      detail: entry.detail ?? null,
    });
  });
});
