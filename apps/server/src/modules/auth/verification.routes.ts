import { ErrorReply, OkReply, ResendVerificationRequest, TokenRequest } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, HttpError } from "../../lib/http-error.js";
import { verificationMail } from "../mail/templates.js";
import { consumeToken, issueToken } from "../tokens/tokens.service.js";
import { usersRepository } from "../users/users.repository.js";
import { MSG } from "./auth.messages.js";
import { consumeMailAllowance, deliver, errorReplies, refuseInvalidBody, tokenLink } from "./auth.service.js";

/** E-mail verification: the page /verify?token=… POSTs the token here; resending voids the older link. */
export default async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // SECURITY.md 8: no GET changes state, and a link scanner following the mailed URL must not verify anything.
  app.get("/verify", { schema: { response: { 405: ErrorReply } } }, async () => {
    throw new HttpError(405, MSG.verifyByPost, {}, { allow: "POST" });
  });

  app.post(
    "/verify",
    { attachValidation: true, schema: { body: TokenRequest, response: { 200: OkReply, ...errorReplies(400) } } },
    async (request) => {
      refuseInvalidBody(request, MSG.invalidVerifyLink);
      const row = await consumeToken(app.db, "verify_email", request.body.token);
      const user = row?.userId ? await usersRepository.findById(app.db, row.userId) : undefined;
      if (!user) throw badRequest(MSG.invalidVerifyLink);
      if (!user.verifiedAt) await usersRepository.update(app.db, user.id, { verifiedAt: new Date() });
      await app.audit(request, {
        action: "auth.verify",
        outcome: "ok",
        target: user.email,
        actor: { id: user.id, email: user.email },
      });
      return { success: true as const, message: MSG.verified };
    },
  );

  app.post(
    "/resend-verification",
    { schema: { body: ResendVerificationRequest, response: { 200: OkReply, ...errorReplies(400, 429) } } },
    async (request) => {
      const { email } = request.body;
      // Counted for every address, known or not, so neither the reply nor the limit tells which exist.
      await consumeMailAllowance(app, request, email);
      const user = await usersRepository.findByEmail(app.db, email);
      if (user && !user.verifiedAt && !user.isDemo) {
        const token = await issueToken(app.db, "verify_email", user.id);
        await deliver(app, request, {
          to: user.email,
          ...verificationMail(user.firstName, tokenLink(app, "/verify", token)),
        });
      }
      return { success: true as const, message: MSG.verificationSent };
    },
  );
}
