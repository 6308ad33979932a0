import { LoginReply, LoginRequest, OkReply, RegisterReply, RegisterRequest, SessionReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, forbidden, HttpError, unauthorized } from "../../lib/http-error.js";
import { dummyVerify, hashSecret, needsRehash, normalizeAnswer, verifySecret } from "../../lib/passwords.js";
import { verificationMail } from "../mail/templates.js";
import { issueToken } from "../tokens/tokens.service.js";
import { toPublicUser } from "../users/public-user.js";
import { type NewUser, type UserRow, usersRepository } from "../users/users.repository.js";
import { limits } from "./auth.limits.js";
import { MSG } from "./auth.messages.js";
import {
  consumeMailAllowance,
  deliver,
  errorReplies,
  isUniqueViolation,
  publicUserOf,
  startFreshSession,
  tokenLink,
} from "./auth.service.js";

/** Who am I, registration, sign-in and sign-out. */
export default async function registerLoginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/session", { schema: { response: { 200: SessionReply } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = request.user;
    return { user: user ? toPublicUser(user, app.config.ADMIN_EMAILS, user.pendingEmail) : null };
  });

  app.post(
    "/register",
    {
      schema: {
        body: RegisterRequest,
        response: { 201: RegisterReply, 409: RegisterReply, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName, securityQuestion, securityAnswer } = request.body;
      await app.limiter.consume(limits.register(request.ip));
      const taken = async () => {
        await app.audit(request, {
          action: "auth.register",
          outcome: "failed",
          target: email,
          detail: { reason: "email_taken" },
        });
        return conflict(MSG.emailTaken, { canReset: true });
      };
      if (await usersRepository.findByEmail(app.db, email)) throw await taken();
      await consumeMailAllowance(app, request, email);

      const [passwordHash, securityAnswerHash] = await Promise.all([
        hashSecret(password),
        hashSecret(normalizeAnswer(securityAnswer)),
      ]);
      let user: UserRow;
      try {
        user = await usersRepository.insert(app.db, {
          email,
          firstName,
          lastName,
          passwordHash,
          securityQuestion,
          securityAnswerHash,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw await taken();
        throw err;
      }
      const token = await issueToken(app.db, "verify_email", user.id);
      await app.audit(request, {
        action: "auth.register",
        outcome: "ok",
        target: email,
        actor: { id: user.id, email },
      });
      try {
        await deliver(app, request, { to: email, ...verificationMail(firstName, tokenLink(app, "/verify", token)) });
      } catch {
        // The account exists either way; the verify-email page offers to send the link again.
      }
      return reply.status(201).send({ success: true, message: MSG.registered });
    },
  );

  app.post(
    "/login",
    { schema: { body: LoginRequest, response: { 200: LoginReply, 403: LoginReply, ...errorReplies(400, 401, 429) } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // A slot is taken before the password is checked and given back only if it was right.
      const attempt = await app.limiter.reserve(limits.loginFailures(request.ip, email));

      const user = await usersRepository.findByEmail(app.db, email);
      // An unknown address costs one hash check too, so its reply cannot be told apart by time.
      let passwordOk = false;
      if (user) passwordOk = await verifySecret(user.passwordHash, password);
      else await dummyVerify(password);
      if (!user || !passwordOk) {
        await app.audit(request, {
          action: "auth.login",
          outcome: "failed",
          target: email,
          detail: { reason: "bad_credentials" },
        });
        throw unauthorized(MSG.invalidCredentials);
      }
      await attempt.release();
      const actor = { id: user.id, email: user.email };
      if (user.blockedAt) {
        await app.audit(request, {
          action: "auth.login",
          outcome: "denied",
          target: email,
          actor,
          detail: { reason: "blocked" },
        });
        throw forbidden(MSG.blocked);
      }
      if (!user.verifiedAt) {
        await app.audit(request, {
          action: "auth.login",
          outcome: "denied",
          target: email,
          actor,
          detail: { reason: "unverified" },
        });
        throw new HttpError(403, MSG.needsVerification, { needsVerification: true, email: user.email });
      }

      const changes: Partial<NewUser> = { lastLoginAt: new Date() };
      if (needsRehash(user.passwordHash)) changes.passwordHash = await hashSecret(password);
      const updated = (await usersRepository.update(app.db, user.id, changes)) ?? user;
      await startFreshSession(app, request, reply, updated);
      await app.audit(request, {
        action: "auth.login",
        outcome: "ok",
        target: email,
        actor,
        detail: changes.passwordHash ? { rehashed: true } : undefined,
      });
      return { success: true, user: await publicUserOf(app, updated) };
    },
  );

  app.post("/logout", { schema: { response: { 200: OkReply } } }, async (request, reply) => {
    if (request.user) await app.audit(request, { action: "auth.logout", outcome: "ok", target: request.user.email });
    await app.sessions.end(request, reply);
    return { success: true as const };
  });
}
