import { DeleteAccountRequest, OkReply, UserReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.js";
import { accountDeletedMail } from "../mail/templates.js";
import { type UserRow, usersRepository } from "../users/users.repository.js";
import { MSG } from "./auth.messages.js";
import { confirmPassword, deliver, errorReplies, publicUserOf } from "./auth.service.js";

/** The signed-in user's own account: read it, delete it. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/user/:email",
    {
      onRequest: [app.requireUser],
      schema: {
        params: z.object({ email: z.string().trim().toLowerCase().max(254) }),
        response: { 200: UserReply, ...errorReplies(401, 403, 404) },
      },
    },
    async (request) => {
      const me = request.user as NonNullable<typeof request.user>;
      const { email } = request.params;
      const self = email === me.email.toLowerCase();
      // Someone else's record only for admins; others learn nothing, not even whether it exists.
      if (!self && !me.isAdminEffective) throw forbidden();
      const user = self ? me : await usersRepository.findByEmail(app.db, email);
      if (!user) throw notFound(MSG.userNotFound);
      return { success: true as const, user: await publicUserOf(app, user) };
    },
  );

  app.delete(
    "/delete-account",
    {
      onRequest: [app.requireUser],
      schema: { body: DeleteAccountRequest, response: { 200: OkReply, ...errorReplies(400, 401, 403, 409, 429) } },
    },
    async (request, reply) => {
      const me = request.user as UserRow;
      const { email, password } = request.body;
      if (email !== me.email.toLowerCase()) throw badRequest(MSG.deleteEmailMismatch);
      await confirmPassword(app, request, me, password);
      if (me.isSuperUser && !me.isDemo && (await usersRepository.countSuperUsers(app.db)) <= 1) {
        throw conflict(MSG.lastSuperUser);
      }
      await usersRepository.delete(app.db, me.id);
      await app.sessions.end(request, reply);
      await app.audit(request, {
        action: "auth.delete",
        outcome: "ok",
        target: me.email,
        actor: { id: me.id, email: me.email },
      });
      try {
        await deliver(app, request, { to: me.email, ...accountDeletedMail(me.firstName) });
      } catch {
        // The account is gone already; a failed farewell must not report the deletion as failed.
      }
      return { success: true as const, message: MSG.accountDeleted };
    },
  );
}
