import {
  OkReply,
  RequestResetRequest,
  ResetPasswordRequest,
  SecurityQuestionReply,
  SecurityQuestionRequest,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { hashSecret, normalizeAnswer, verifySecret } from "../../lib/passwords.js";
import { passwordChangedMail, passwordResetMail } from "../mail/templates.js";
import { consumeToken, issueToken } from "../tokens/tokens.service.js";
import { usersRepository } from "../users/users.repository.js";
import { limits } from "./auth.limits.js";
import { MSG } from "./auth.messages.js";
import { consumeMailAllowance, deliver, errorReplies, refuseInvalidBody, tokenLink } from "./auth.service.js";

/**
 * Forgot password: question → answer → a mailed link → new password. A correct answer only ever sends the link
 * (SECURITY.md 13); the mailbox is the proof, the answer only a brake.
 */
export default async function recoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Demo accounts have no recovery: they are throw-away and purged daily.
  app.post(
    "/security-question",
    {
      schema: {
        body: SecurityQuestionRequest,
        response: { 200: SecurityQuestionReply, ...errorReplies(400, 404, 409, 429) },
      },
    },
    async (request) => {
      await app.limiter.consume(limits.lookup(request.ip));
      const user = await usersRepository.findByEmail(app.db, request.body.email);
      if (!user || user.isDemo) throw notFound(MSG.noAccount);
      if (!user.securityQuestion) throw conflict(MSG.noSecurityQuestion);
      return { success: true as const, securityQuestion: user.securityQuestion };
    },
  );

  app.post(
    "/request-reset",
    { schema: { body: RequestResetRequest, response: { 200: OkReply, ...errorReplies(400, 404, 429) } } },
    async (request) => {
      const { email, securityAnswer } = request.body;
      await app.limiter.consume(limits.lookup(request.ip));
      const user = await usersRepository.findByEmail(app.db, email);
      if (!user || user.isDemo) throw notFound(MSG.noAccount);

      if (securityAnswer !== undefined) {
        // Checked before the answer, so once locked even the right answer is refused.
        const attempt = await app.limiter.reserve(limits.wrongAnswers(user.id));
        const correct = user.securityAnswerHash
          ? await verifySecret(user.securityAnswerHash, normalizeAnswer(securityAnswer))
          : false;
        if (!correct) {
          await app.audit(request, { action: "auth.reset.answer", outcome: "failed", target: user.email });
          throw badRequest(MSG.wrongAnswer);
        }
        await attempt.release();
      }

      await consumeMailAllowance(app, request, user.email);
      const token = await issueToken(app.db, "reset_password", user.id);
      await deliver(app, request, {
        to: user.email,
        ...passwordResetMail(user.firstName, tokenLink(app, "/reset-password", token)),
      });
      await app.audit(request, {
        action: "auth.reset.request",
        outcome: "ok",
        target: user.email,
        detail: { via: securityAnswer === undefined ? "mailbox" : "security_answer" },
      });
      return { success: true as const, message: MSG.resetSent };
    },
  );

  app.post(
    "/reset-password",
    {
      attachValidation: true,
      schema: { body: ResetPasswordRequest, response: { 200: OkReply, ...errorReplies(400) } },
    },
    async (request) => {
      refuseInvalidBody(request, MSG.invalidResetLink);
      const { token, newPassword } = request.body;
      const row = await consumeToken(app.db, "reset_password", token);
      const user = row?.userId ? await usersRepository.findById(app.db, row.userId) : undefined;
      if (!user) throw badRequest(MSG.invalidResetLink);

      // The link came through the mailbox, which proves the address as well as a verification link would.
      await usersRepository.update(app.db, user.id, {
        passwordHash: await hashSecret(newPassword),
        verifiedAt: user.verifiedAt ?? new Date(),
      });
      await app.sessions.endAllFor(user.id);
      await app.audit(request, {
        action: "auth.reset.done",
        outcome: "ok",
        target: user.email,
        actor: { id: user.id, email: user.email },
      });
      try {
        await deliver(app, request, { to: user.email, ...passwordChangedMail(user.firstName) });
      } catch {
        // The password is changed already; the notice is a courtesy that must not turn success into an error.
      }
      return { success: true as const, message: MSG.resetDone };
    },
  );
}
