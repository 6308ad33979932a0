import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../lib/http-error.js";
import { passwordResetMail } from "../mail/templates.js";
import { issueToken, tokenLink } from "../tokens/tokens.service.js";
import { usersRepository } from "../users/users.repository.js";

/** An admin asks the server to e-mail a user a reset link; the admin never sees the link. */
export async function sendResetLink(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  const user = await usersRepository.findByEmail(app.db, email);
  if (!user) throw notFound("User not found");
  const token = await issueToken(app.db, "reset_password", user.id);
  await app.mailer.send({
    to: user.email,
    ...passwordResetMail(user.firstName, tokenLink(app, "/reset-password", token)),
  });
  await app.audit(request, { action: "admin.user.reset_link_sent", outcome: "ok", target: user.email });
}
