import { ErrorReply, type PublicUser } from "@app/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { badRequest, forbidden } from "../../lib/http-error.js";
import { verifySecret } from "../../lib/passwords.js";
import type { Mail } from "../../plugins/mailer.plugin.js";
import { sessionsRepository } from "../sessions/sessions.repository.js";
import { tokensRepository } from "../tokens/tokens.repository.js";
import { toPublicUser } from "../users/public-user.js";
import type { UserRow } from "../users/users.repository.js";
import { limits } from "./auth.limits.js";

/** The user as the browser sees it, with the address of a pending e-mail change. */
export async function publicUserOf(app: FastifyInstance, user: UserRow): Promise<PublicUser> {
  const pending = await tokensRepository.pendingEmailChange(app.db, user.id, new Date());
  return toPublicUser(user, app.config.ADMIN_EMAILS, pending);
}

/** A page of the web app that takes a one-time token (the SPA reads it and POSTs it back). */
export { tokenLink } from "../tokens/tokens.service.js";

/**
 * SECURITY.md 12: refuses before any work when one more mail to `address` or from this IP would pass its limit,
 * then counts the mail. Counted even when nothing is sent (unknown address), so the limit reveals nothing.
 */
export async function consumeMailAllowance(
  app: FastifyInstance,
  request: FastifyRequest,
  address: string,
): Promise<void> {
  await app.limiter.consume(limits.mailTo(address), limits.mailFromIp(request.ip));
}

/** Sends one mail; a delivery failure is logged without the message (it may hold a token) and rethrown. */
export async function deliver(app: FastifyInstance, request: FastifyRequest, mail: Mail): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (err) {
    request.log.error(
      { mailTo: mail.to, subject: mail.subject, reason: (err as Error).message },
      "mail delivery failed",
    );
    throw err;
  }
}

/**
 * SECURITY.md 7: changing the e-mail or deleting the account re-asks the password. Failures count like failed
 * sign-ins, so a stolen session cannot guess the password faster than the sign-in form allows.
 */
export async function confirmPassword(app: FastifyInstance, request: FastifyRequest, user: UserRow, password: string) {
  const attempt = await app.limiter.reserve(limits.loginFailures(request.ip, user.email.toLowerCase()));
  if (!(await verifySecret(user.passwordHash, password))) throw forbidden("Incorrect password.");
  await attempt.release();
}

/**
 * For routes declared with `attachValidation`: a token of the wrong shape is just an invalid link to the user,
 * so it gets the route's own message; any other invalid body gets the usual validation reply.
 */
export function refuseInvalidBody(request: FastifyRequest, invalidTokenMessage: string): void {
  const err = request.validationError as (Error & { validation?: Array<{ instancePath?: string }> }) | undefined;
  if (!err) return;
  const body = request.body as { token?: unknown } | undefined;
  const onlyToken = typeof body?.token === "string" && (err.validation ?? []).every((v) => v.instancePath === "/token");
  if (onlyToken) throw badRequest(invalidTokenMessage);
  throw err;
}

/** The error replies a route documents in OpenAPI, all in the one `{success:false, error}` shape. */
export function errorReplies<const C extends number>(...codes: C[]): Record<C, typeof ErrorReply> {
  return Object.fromEntries(codes.map((c) => [c, ErrorReply])) as Record<C, typeof ErrorReply>;
}

/** True for PostgreSQL's unique_violation (23505), however the driver wraps it: two requests raced for one address. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** Signs in: a fresh session id every time, replacing any session this browser had (SECURITY.md 4). */
export async function startFreshSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  if (request.sessionTokenHash) await sessionsRepository.delete(app.db, request.sessionTokenHash);
  await app.sessions.start(request, reply, user);
}
