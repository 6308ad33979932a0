import {
  APPLICATION_CHANGED_ELSEWHERE,
  APPLICATION_LIMIT_REACHED,
  APPLICATION_NOT_FOUND,
  ApplicationCountReply,
  ApplicationCreatedReply,
  ApplicationFields,
  ApplicationIdParams,
  ApplicationReply,
  ApplicationsReply,
  ApplicationUpdate,
  OkReply,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../lib/http-error.js";
import { errorReplies } from "../auth/auth.service.js";
import { applicationsRepository as repo, toApplication } from "./applications.repository.js";
import { createApplication, updateApplication, validId } from "./applications.service.js";

/** The patent-application calls of spec 000 §7, on the signed-in session, owner only. */
export default async function applicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);
  const userOf = (request: { user: { id: string } | null }) => request.user?.id as string;

  app.get("/count", { schema: { response: { 200: ApplicationCountReply } } }, async (request) => ({
    success: true as const,
    count: await repo.count(app.db, userOf(request)),
  }));

  app.get("/", { schema: { response: { 200: ApplicationsReply } } }, async (request) => ({
    success: true as const,
    applications: await repo.list(app.db, userOf(request)),
  }));

  app.post(
    "/save",
    { schema: { body: ApplicationFields, response: { 201: ApplicationCreatedReply, ...errorReplies(400, 409) } } },
    async (request, reply) => {
      const row = await createApplication(app.db, userOf(request), request.body);
      if (!row) throw conflict(APPLICATION_LIMIT_REACHED);
      const application = toApplication(row);
      return reply.status(201).send({ success: true as const, data: application, application });
    },
  );

  app.get(
    "/:id",
    { schema: { params: ApplicationIdParams, response: { 200: ApplicationReply, ...errorReplies(404) } } },
    async (request) => {
      const row = validId(request.params.id) ? await repo.find(app.db, userOf(request), request.params.id) : undefined;
      if (!row) throw notFound(APPLICATION_NOT_FOUND);
      return { success: true as const, application: toApplication(row) };
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        params: ApplicationIdParams,
        body: ApplicationUpdate,
        response: { 200: ApplicationReply, ...errorReplies(400, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const { id } = request.params;
      const { version, ...fields } = request.body;
      const row = validId(id) ? await updateApplication(app.db, userId, id, version, fields) : undefined;
      if (row) return { success: true as const, application: toApplication(row) };
      // Not applied: either the application is not this user's, or another window saved it first.
      if (validId(id) && (await repo.find(app.db, userId, id))) throw conflict(APPLICATION_CHANGED_ELSEWHERE);
      throw notFound(APPLICATION_NOT_FOUND);
    },
  );

  app.delete(
    "/:id",
    { schema: { params: ApplicationIdParams, response: { 200: OkReply, ...errorReplies(404) } } },
    async (request) => {
      const { id } = request.params;
      if (!(validId(id) && (await repo.delete(app.db, userOf(request), id)))) throw notFound(APPLICATION_NOT_FOUND);
      return { success: true as const };
    },
  );
}
