import { ApiKeySave, ApiKeyStatus, ApiKeyTest, ApiKeyTestReply } from "@app/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Limit } from "../../plugins/limiter.plugin.js";
import { errorReplies } from "../auth/auth.service.js";
import { PatentOfficeError, toHttpError } from "./patent-office.errors.js";

/** Each test is a real call to the office on the user's behalf: a few a minute is plenty for a person. */
const testLimit = (userId: string): Limit => ({
  key: `patent-office:test:user:${userId}`,
  max: 10,
  windowSeconds: 60,
  message: "Too many key tests. Please wait a minute and try again.",
});

/**
 * The API config page's calls (spec 001 §2, §8): the signed-in user's own USPTO key, kept encrypted on the server
 * and never sent back whole. Paths under /api/patent-office/key.
 */
export default async function patentOfficeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);
  const userOf = (request: FastifyRequest) => request.user?.id as string;
  const service = app.patentOffice;

  app.get("/key", { schema: { response: { 200: ApiKeyStatus } } }, async (request) => service.status(userOf(request)));

  app.put(
    "/key",
    { schema: { body: ApiKeySave, response: { 200: ApiKeyStatus, ...errorReplies(400) } } },
    async (request) => {
      const userId = userOf(request);
      await service.save(userId, request.body.key);
      await app.audit(request, { action: "patent_office_key.saved", outcome: "ok", target: userId });
      return service.status(userId);
    },
  );

  app.post(
    "/key/test",
    { schema: { body: ApiKeyTest, response: { 200: ApiKeyTestReply, ...errorReplies(400, 404, 422, 429, 502, 504) } } },
    async (request) => {
      const userId = userOf(request);
      await app.limiter.consume(testLimit(userId));
      try {
        await service.test(userId, request.body.key);
      } catch (err) {
        if (err instanceof PatentOfficeError) throw toHttpError(err);
        throw err;
      }
      return { success: true as const, message: "API key is valid and working" };
    },
  );

  app.delete("/key", { schema: { response: { 200: ApiKeyStatus } } }, async (request) => {
    const userId = userOf(request);
    if (await service.clear(userId))
      await app.audit(request, { action: "patent_office_key.cleared", outcome: "ok", target: userId });
    return service.status(userId);
  });
}
