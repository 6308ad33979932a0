import {
  APPLICATION_NOT_FOUND,
  ApplicationIdParams,
  IMAGE_LIMIT,
  IMAGE_LIMIT_REACHED,
  IMAGE_MAX_BYTES,
  IMAGE_NOT_FOUND,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_REFUSED,
  ImagesUploadedReply,
} from "@app/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { applicationsRepository } from "./applications.repository.js";
import { validId } from "./applications.service.js";
import { sniffImageType } from "./image-type.js";
import { imagesRepository } from "./images.repository.js";
import { safeFileName, storage, storeUploads, type Upload } from "./images.service.js";

const ImageIdParams = z.object({ imageId: z.string().max(64) });

/**
 * Reads every file of the request before anything is stored, so a batch is refused whole: one file too large,
 * too many files, or one that is not an image by its bytes (whatever its name and declared type).
 */
async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  const uploads: Upload[] = [];
  let refused = false;
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      const contentType = sniffImageType(bytes);
      // Keep reading to the end of the request; refuse once it is read.
      if (!contentType) refused = true;
      else uploads.push({ filename: part.filename, bytes, contentType });
    }
  } catch (err) {
    if (err instanceof RequestFileTooLargeError) throw new HttpError(413, IMAGE_TOO_LARGE);
    if (err instanceof FilesLimitError) throw conflict(IMAGE_LIMIT_REACHED);
    throw err;
  }
  if (refused) throw new HttpError(415, IMAGE_TYPE_REFUSED);
  return uploads;
}

/** Figures of patent applications (spec 001 §3): upload, owner only, and serving. Multipart is accepted only here. */
export default async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_LIMIT, fields: 10, fieldSize: 1_000, parts: IMAGE_LIMIT + 10 },
  });
  app.addHook("onRequest", app.requireUser);
  const userOf = (request: { user: { id: string } | null }) => request.user?.id as string;

  app.post(
    "/:id/images",
    {
      schema: {
        params: ApplicationIdParams,
        consumes: ["multipart/form-data"],
        response: { 201: ImagesUploadedReply, ...errorReplies(400, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const { id } = request.params;
      // `draft`: a wizard that has not been saved yet.
      const draft = id === "draft";
      if (!draft && !(validId(id) && (await applicationsRepository.find(app.db, userId, id))))
        throw notFound(APPLICATION_NOT_FOUND);
      if (!request.isMultipart()) throw new HttpError(415, "Content-Type must be multipart/form-data");
      const uploads = await readUploads(request);
      if (uploads.length === 0) throw badRequest("Choose at least one image to upload.");
      const images = await storeUploads(app.db, userId, draft ? null : id, uploads);
      if (!images) throw conflict(IMAGE_LIMIT_REACHED);
      return reply.status(201).send({ success: true as const, images });
    },
  );

  app.get("/images/:imageId", { schema: { params: ImageIdParams } }, async (request, reply) => {
    const { imageId } = request.params;
    const row = validId(imageId) ? await imagesRepository.find(app.db, userOf(request), imageId) : undefined;
    const bytes = row && (await storage.get(app.db, row.storageKey));
    if (!(row && bytes)) throw notFound(IMAGE_NOT_FOUND);
    return reply
      .headers({
        "content-type": row.contentType,
        "x-content-type-options": "nosniff",
        "cache-control": "private, max-age=3600",
        "content-disposition": `inline; filename="${safeFileName(row.name)}"`,
      })
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
