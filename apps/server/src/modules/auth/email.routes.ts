import { ChangeEmailRequest, OkReply, TokenRequest, VerifyEmailChangeReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, conflict } from "../../lib/http-error.js";
import { emailChangeMail, emailChangeNoticeMail } from "../mail/templates.js";
import { consumeToken, issueToken } from "../tokens/tokens.service.js";
import { type UserRow, usersRepository } from "../users/users.repository.js";
import { MSG } from "./auth.messages.js";
import {
  confirmPassword,
  consumeMailAllowance,
  deliver,
  errorReplies,
  isUniqueViolation,
  publicUserOf,
  refuseInvalidBody,
  tokenLink,
} from "./auth.service.js";

/** SECURITY.md 9: the new address stays pending until its owner confirms it; the old address is told. */
export default async function emailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/change-email",
    {
      onRequest: [app.requireUser],
      schema: { body: ChangeEmailRequest, response: { 200: OkReply, ...errorReplies(400, 401, 403, 409, 429) } },
    },
    async (request) => {
      const me = request.user as UserRow;
      const { currentEmail, newEmail, password } = request.body;
      const current = me.email.toLowerCase();
      if (currentEmail !== current) throw badRequest(MSG.currentEmailMismatch);
      // The password comes before any look-up, so a borrowed session cannot probe which addresses exist.
      await confirmPassword(app, request, me, password);
      if (newEmail === current) throw badRequest(MSG.sameEmail);
      if (await usersRepository.findByEmail(app.db, newEmail)) throw conflict(MSG.emailTaken);

      await consumeMailAllowance(app, request, newEmail);
      const token = await issueToken(app.db, "change_email", me.id, { newEmail });
      await deliver(app, request, {
        to: newEmail,
        ...emailChangeMail(me.firstName, newEmail, tokenLink(app, "/verify-email-change", token)),
      });
      await deliver(app, request, { to: me.email, ...emailChangeNoticeMail(me.firstName, newEmail) });
      await app.audit(request, {
        action: "auth.email_change.request",
        outcome: "ok",
        target: me.email,
        detail: { newEmail },
      });
      return { success: true as const, message: MSG.changeEmailSent };
    },
  );

  app.post(
    "/verify-email-change",
    {
      attachValidation: true,
      schema: { body: TokenRequest, response: { 200: VerifyEmailChangeReply, ...errorReplies(400, 409) } },
    },
    async (request) => {
      refuseInvalidBody(request, MSG.invalidVerifyLink);
      const row = await consumeToken(app.db, "change_email", request.body.token);
      const user = row?.userId ? await usersRepository.findById(app.db, row.userId) : undefined;
      if (!user || !row?.newEmail) throw badRequest(MSG.invalidVerifyLink);
      const newEmail = row.newEmail;

      const holder = await usersRepository.findByEmail(app.db, newEmail);
      if (holder && holder.id !== user.id) throw conflict(MSG.emailTaken);
      let updated: UserRow | undefined;
      try {
        updated = await usersRepository.update(app.db, user.id, {
          email: newEmail,
          verifiedAt: user.verifiedAt ?? new Date(),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
        throw err;
      }
      if (!updated) throw badRequest(MSG.invalidVerifyLink);
      await app.audit(request, {
        action: "auth.email_change.done",
        outcome: "ok",
        target: newEmail,
        actor: { id: user.id, email: newEmail },
        detail: { previousEmail: user.email },
      });
      return { success: true, message: MSG.emailUpdated, user: await publicUserOf(app, updated) };
    },
  );
}
