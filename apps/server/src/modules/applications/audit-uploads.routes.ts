import { formatOf } from "@app/audit";
import {
  AUDIT_DRAFT_MAX,
  AuditRequest,
  DRAFT_FILE_MAX_BYTES,
  DRAFT_FILE_TOO_LARGE,
  DraftAuditReply,
  NOVELTY_ARGUMENT_MAX,
  PLANNED_CLAIMS_MAX,
} from "@app/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, HttpError } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { createPriorArtSearch, whenIndexed } from "../patents/prior-art-search.js";
import { auditLimit } from "./audit-limit.js";
import { auditDraft } from "./audits.service.js";
import { draftFileText } from "./draft-file.js";

/** The file and the form's two optional fields, read whole before anything else is done. */
async function readForm(request: FastifyRequest) {
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        file = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if (err instanceof RequestFileTooLargeError) throw new HttpError(413, DRAFT_FILE_TOO_LARGE);
    if (err instanceof FilesLimitError) throw badRequest("Upload one file at a time.");
    if (err instanceof FieldsLimitError || err instanceof PartsLimitError) throw badRequest("Unexpected form fields.");
    throw err;
  }
  const options = AuditRequest.safeParse(fields);
  if (!options.success) throw badRequest(options.error.issues[0]?.message ?? "Invalid form");
  if (!file || file.length === 0) throw badRequest("Choose a file to upload.");
  return { file, options: options.data };
}

/**
 * Auditing an uploaded draft (issue 12): a .docx, a text PDF or a plain-text file, its type told by its first
 * bytes, audited and not saved, like a pasted one. Multipart is accepted only here (and on image uploads).
 */
export default async function auditUploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    // Field sizes in bytes: the longest planned claims in any script, up to 4 bytes a character.
    limits: { fileSize: DRAFT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 4 * PLANNED_CLAIMS_MAX, parts: 3 },
  });
  app.addHook("onRequest", app.requireUser);
  const priorArt = createPriorArtSearch(app.db);

  app.post(
    "/audits/draft/file",
    {
      bodyLimit: DRAFT_FILE_MAX_BYTES + 4 * (PLANNED_CLAIMS_MAX + NOVELTY_ARGUMENT_MAX) + 64 * 1024,
      preHandler: auditLimit(app),
      schema: {
        consumes: ["multipart/form-data"],
        response: { 200: DraftAuditReply, ...errorReplies(400, 413, 415, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, "Content-Type must be multipart/form-data");
      const { file, options } = await readForm(request);
      const text = await draftFileText(file);
      if (text.length > AUDIT_DRAFT_MAX)
        throw new HttpError(413, "The draft is longer than about 60 pages of text. Audit it in parts.");
      request.log.info({ format: formatOf(file), bytes: file.length }, "draft file read");
      return { success: true as const, ...(await auditDraft(await whenIndexed(app.db, priorArt), text, options)) };
    },
  );
}
