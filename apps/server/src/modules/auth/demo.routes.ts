import { DemoLoginRequest, Email, LoginReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newToken } from "../../lib/crypto.js";
import { badRequest, conflict, forbidden } from "../../lib/http-error.js";
import { hashSecret } from "../../lib/passwords.js";
import { type UserRow, usersRepository } from "../users/users.repository.js";
import { limits } from "./auth.limits.js";
import { MSG } from "./auth.messages.js";
import { errorReplies, isUniqueViolation, publicUserOf, startFreshSession } from "./auth.service.js";

/**
 * The spec's demo sign-in: no password check, so it is registered only when DEMO_MODE is on (SECURITY.md 17);
 * otherwise the path does not exist at all (404).
 */
export default async function demoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/demo-login",
    { schema: { body: DemoLoginRequest, response: { 200: LoginReply, ...errorReplies(400, 403, 409, 429) } } },
    async (request, reply) => {
      if (!request.body.email || !request.body.password) throw badRequest(MSG.demoFieldsRequired);
      const parsed = Email.safeParse(request.body.email);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      const email = parsed.data;

      let user = await usersRepository.findByEmail(app.db, email);
      // Without a password check, the demo door must never open a real account.
      if (user && !user.isDemo) throw conflict(MSG.emailTaken);
      if (user?.blockedAt) throw forbidden(MSG.blocked);
      if (!user) {
        await app.limiter.consume(limits.register(request.ip));
        user = await createDemoUser(app, email);
      }
      const updated = (await usersRepository.update(app.db, user.id, { lastLoginAt: new Date() })) ?? user;
      await startFreshSession(app, request, reply, updated);
      await app.audit(request, {
        action: "auth.demo_login",
        outcome: "ok",
        target: email,
        actor: { id: user.id, email },
      });
      return { success: true, user: await publicUserOf(app, updated) };
    },
  );
}

async function createDemoUser(app: FastifyInstance, email: string): Promise<UserRow> {
  try {
    return await usersRepository.insert(app.db, {
      email,
      firstName: email.split("@")[0] ?? email,
      lastName: "Demo",
      // A hash of a random secret nobody knows: a demo account cannot be entered through the password form.
      passwordHash: await hashSecret(newToken()),
      verifiedAt: new Date(),
      isDemo: true,
    });
  } catch (err) {
    const existing = isUniqueViolation(err) ? await usersRepository.findByEmail(app.db, email) : undefined;
    if (existing?.isDemo) return existing;
    throw isUniqueViolation(err) ? conflict(MSG.emailTaken) : err;
  }
}
