import {
  APPLICATION_NOT_FOUND,
  ApplicationIdParams,
  AUDIT_DRAFT_MAX,
  AUDIT_NOT_FOUND,
  AuditIdParams,
  AuditRequest,
  DraftAuditReply,
  DraftAuditRequest,
  SavedAuditDetailReply,
  SavedAuditReply,
  SavedAuditsReply,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { createPriorArtSearch, whenIndexed } from "../patents/prior-art-search.js";
import { applicationsRepository, toApplication } from "./applications.repository.js";
import { validId } from "./applications.service.js";
import { auditLimit } from "./audit-limit.js";
import { auditsRepository } from "./audits.repository.js";
import { auditApplication, auditDraft, savedAuditWithChanges } from "./audits.service.js";

/**
 * The patent audit (issue 12, docs/decisions/0023) on the signed-in session: run and save an audit of one of the
 * user's applications, list its saved audits newest first, read one with what changed since the run before, and
 * audit a pasted draft without saving it. Owner only: another user's application or audit is a 404.
 */
export default async function auditsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);
  const priorArt = createPriorArtSearch(app.db);
  const userOf = (request: { user: { id: string } | null }) => request.user?.id as string;
  const limited = auditLimit(app);
  const applicationOf = async (userId: string, id: string) => {
    const row = validId(id) ? await applicationsRepository.find(app.db, userId, id) : undefined;
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return toApplication(row);
  };

  app.post(
    "/patent-applications/:id/audits",
    {
      preHandler: limited,
      schema: {
        params: ApplicationIdParams,
        body: AuditRequest,
        response: { 201: SavedAuditReply, ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const application = await applicationOf(userId, request.params.id);
      const search = await whenIndexed(app.db, priorArt);
      const saved = await auditApplication(app.db, search, userId, application, request.body);
      return reply.status(201).send({ success: true as const, audit: saved });
    },
  );

  app.get(
    "/patent-applications/:id/audits",
    { schema: { params: ApplicationIdParams, response: { 200: SavedAuditsReply, ...errorReplies(404) } } },
    async (request) => {
      const userId = userOf(request);
      const { id } = await applicationOf(userId, request.params.id);
      return { success: true as const, audits: await auditsRepository.list(app.db, userId, id) };
    },
  );

  app.get(
    "/patent-applications/:id/audits/:auditId",
    { schema: { params: AuditIdParams, response: { 200: SavedAuditDetailReply, ...errorReplies(404) } } },
    async (request) => {
      const userId = userOf(request);
      const { id } = await applicationOf(userId, request.params.id);
      const { auditId } = request.params;
      const found = validId(auditId) ? await savedAuditWithChanges(app.db, userId, id, auditId) : undefined;
      if (!found) throw notFound(AUDIT_NOT_FOUND);
      return { success: true as const, ...found };
    },
  );

  app.post(
    "/audits/draft",
    {
      // Room for the longest draft in any script (up to 4 bytes a character), above the app's 256 KiB default.
      bodyLimit: AUDIT_DRAFT_MAX * 4 + 64 * 1024,
      preHandler: limited,
      schema: { body: DraftAuditRequest, response: { 200: DraftAuditReply, ...errorReplies(400, 429) } },
    },
    async (request) => ({
      success: true as const,
      ...(await auditDraft(await whenIndexed(app.db, priorArt), request.body.text, request.body)),
    }),
  );
}
