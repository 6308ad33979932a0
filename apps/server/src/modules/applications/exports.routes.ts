import { APPLICATION_NOT_FOUND, ApplicationIdParams, AUDIT_NOT_FOUND, AuditIdParams } from "@app/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { applicationsRepository, toApplication } from "./applications.repository.js";
import { validId } from "./applications.service.js";
import { CONTENT_TYPES, type ExportFormat, reportFile, specificationFile } from "./exports.service.js";

/**
 * Per user: a file is typeset from scratch (up to 20 figures of 5 MB each), and a person downloads a handful at a
 * time; a script looping on it is stopped.
 */
const EXPORTS_PER_MINUTE = 20;
const FORMATS: ExportFormat[] = ["docx", "pdf"];

/** Sends a file to save, never to show: the browser downloads it under its safe name and sniffs nothing. */
const download = (reply: FastifyReply, format: ExportFormat, file: { bytes: Buffer; name: string }) =>
  reply
    .headers({
      "content-type": CONTENT_TYPES[format],
      "content-disposition": `attachment; filename="${file.name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    })
    .send(file.bytes);

/**
 * The export (issue 12, docs/decisions/0025): an application's specification laid out for filing, and a saved
 * audit's report, each as DOCX or PDF. Owner only (404 otherwise), signed in (401), rate limited (429).
 */
export default async function exportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);
  const userOf = (request: { user: { id: string } | null }) => request.user?.id as string;
  const limited = async (request: FastifyRequest) => {
    await app.limiter.consume({ key: `export:user:${userOf(request)}`, max: EXPORTS_PER_MINUTE, windowSeconds: 60 });
  };
  const applicationOf = async (userId: string, id: string) => {
    const row = validId(id) ? await applicationsRepository.find(app.db, userId, id) : undefined;
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return toApplication(row);
  };

  for (const format of FORMATS) {
    app.get(
      `/patent-applications/:id/export.${format}`,
      { preHandler: limited, schema: { params: ApplicationIdParams, response: errorReplies(404, 429) } },
      async (request, reply) => {
        const userId = userOf(request);
        const application = await applicationOf(userId, request.params.id);
        return download(reply, format, await specificationFile(app.db, userId, application, format));
      },
    );

    app.get(
      `/patent-applications/:id/audits/:auditId/report.${format}`,
      { preHandler: limited, schema: { params: AuditIdParams, response: errorReplies(404, 429) } },
      async (request, reply) => {
        const userId = userOf(request);
        const application = await applicationOf(userId, request.params.id);
        const { auditId } = request.params;
        const file = validId(auditId) ? await reportFile(app.db, userId, application, auditId, format) : undefined;
        if (!file) throw notFound(AUDIT_NOT_FOUND);
        return download(reply, format, file);
      },
    );
  }
}
