import { ErrorReply, SetupRequest, SetupStatusReply, UserReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, conflict } from "../../lib/http-error.js";
import { hashSecret, normalizeAnswer } from "../../lib/passwords.js";
import { MSG } from "../auth/auth.messages.js";
import { publicUserOf, refuseInvalidBody, startFreshSession } from "../auth/auth.service.js";
import { consumeToken } from "../tokens/tokens.service.js";
import { usersRepository } from "../users/users.repository.js";
import { setupNeeded } from "./setup.service.js";

/** The first super user, from the one-time link printed at start; there are no default credentials. */
export default async function setupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/setup/status", { schema: { response: { 200: SetupStatusReply } } }, async () => ({
    needed: await setupNeeded(app.db),
  }));

  app.post(
    "/setup",
    {
      attachValidation: true,
      schema: { body: SetupRequest, response: { 201: UserReply, 400: ErrorReply, 409: ErrorReply } },
    },
    async (request, reply) => {
      refuseInvalidBody(request, MSG.invalidSetupLink);
      if (!(await setupNeeded(app.db))) throw conflict(MSG.setupComplete);
      const { token, email, password, firstName, lastName, securityQuestion, securityAnswer } = request.body;
      const [passwordHash, securityAnswerHash] = await Promise.all([
        hashSecret(password),
        hashSecret(normalizeAnswer(securityAnswer)),
      ]);
      // One transaction: a refusal after the token was taken (address in use) gives the token back.
      const user = await app.db.transaction(async (tx) => {
        if (!(await consumeToken(tx, "setup", token))) throw badRequest(MSG.invalidSetupLink);
        if (!(await setupNeeded(tx))) throw conflict(MSG.setupComplete);
        if (await usersRepository.findByEmail(tx, email)) throw conflict(MSG.emailTaken);
        return usersRepository.insert(tx, {
          email,
          firstName,
          lastName,
          passwordHash,
          securityQuestion,
          securityAnswerHash,
          verifiedAt: new Date(),
          // The setup link signs the new super user in: that is their first sign-in.
          lastLoginAt: new Date(),
          isAdmin: true,
          isSuperUser: true,
        });
      });
      await startFreshSession(app, request, reply, user);
      await app.audit(request, {
        action: "setup.complete",
        outcome: "ok",
        target: email,
        actor: { id: user.id, email },
      });
      return reply.status(201).send({ success: true, user: await publicUserOf(app, user) });
    },
  );
}
