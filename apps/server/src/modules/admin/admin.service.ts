import type { CreateSuperUserRequest, CreateUserRequest } from "@app/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { conflict, forbidden, notFound } from "../../lib/http-error.js";
import { hashSecret, normalizeAnswer } from "../../lib/passwords.js";
import type { SessionUser } from "../../plugins/session.plugin.js";
import { sessionsRepository } from "../sessions/sessions.repository.js";
import { type UserRow, usersRepository } from "../users/users.repository.js";
import { adminPasswordResetNotice } from "./admin.mails.js";

type Action = "block" | "delete" | "demote";
const REFUSALS: Record<Action, { self: string; last: string }> = {
  block: { self: "You cannot block your own account.", last: "The last super user cannot be blocked." },
  delete: { self: "You cannot delete your own account here.", last: "The last super user cannot be deleted." },
  demote: { self: "You cannot remove your own admin rights.", last: "The last super user cannot be demoted." },
};

/** Locks the super users so two concurrent requests cannot both remove "the other" last one. */
async function lockSuperUsers(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperUser, true), isNull(users.blockedAt)))
    .for("update");
  return rows.length;
}

export function adminService(app: FastifyInstance) {
  const adminEmails = app.config.ADMIN_EMAILS;

  async function target(tx: Tx, userId: string): Promise<UserRow> {
    const user = await usersRepository.findById(tx, userId);
    if (!user) throw notFound("User not found");
    return user;
  }

  /** SECURITY.md 15: nobody acts on themself, only super users act on super users, the last super user stays. */
  async function guard(tx: Tx, actor: SessionUser, user: UserRow, action: Action) {
    if (actor.id === user.id) throw forbidden(REFUSALS[action].self);
    if (user.isSuperUser && !actor.isSuperUser) throw forbidden("Only a super user can change a super user.");
    if (user.isSuperUser && user.blockedAt === null && (await lockSuperUsers(tx)) <= 1)
      throw conflict(REFUSALS[action].last);
  }

  return {
    async setBlocked(request: FastifyRequest, userId: string, blocked: boolean): Promise<UserRow> {
      const actor = request.user as SessionUser;
      return app.db.transaction(async (tx) => {
        const user = await target(tx, userId);
        if (blocked) await guard(tx, actor, user, "block");
        const updated = await usersRepository.update(tx, userId, { blockedAt: blocked ? new Date() : null });
        // Blocking ends the user's live sessions at once (SECURITY.md 6).
        if (blocked) await sessionsRepository.deleteForUser(tx, userId);
        await app.audit(
          request,
          { action: blocked ? "admin.user.block" : "admin.user.unblock", outcome: "ok", target: user.email },
          tx,
        );
        return updated as UserRow;
      });
    },

    async setAdmin(request: FastifyRequest, userId: string, isAdmin: boolean): Promise<UserRow> {
      const actor = request.user as SessionUser;
      return app.db.transaction(async (tx) => {
        const user = await target(tx, userId);
        if (!isAdmin) {
          await guard(tx, actor, user, "demote");
          if (adminEmails.includes(user.email.toLowerCase()))
            throw conflict("This user is an admin through the ADMIN_EMAILS setting; remove the address there.");
        }
        const updated = await usersRepository.update(
          tx,
          userId,
          isAdmin ? { isAdmin: true } : { isAdmin: false, isSuperUser: false },
        );
        await app.audit(
          request,
          { action: isAdmin ? "admin.user.promote" : "admin.user.demote", outcome: "ok", target: user.email },
          tx,
        );
        return updated as UserRow;
      });
    },

    async deleteUser(request: FastifyRequest, userId: string): Promise<void> {
      const actor = request.user as SessionUser;
      await app.db.transaction(async (tx) => {
        const user = await target(tx, userId);
        await guard(tx, actor, user, "delete");
        // Sessions go with the user (ON DELETE CASCADE), so they end at once.
        await usersRepository.delete(tx, userId);
        await app.audit(request, { action: "admin.user.delete", outcome: "ok", target: user.email }, tx);
      });
    },

    async verify(request: FastifyRequest, email: string): Promise<UserRow> {
      return app.db.transaction(async (tx) => {
        const user = await usersRepository.findByEmail(tx, email);
        if (!user) throw notFound("User not found");
        const updated = await usersRepository.update(tx, user.id, { verifiedAt: user.verifiedAt ?? new Date() });
        await app.audit(request, { action: "admin.user.verify", outcome: "ok", target: user.email }, tx);
        return updated as UserRow;
      });
    },

    async resetPassword(request: FastifyRequest, userId: string, newPassword: string): Promise<UserRow> {
      const passwordHash = await hashSecret(newPassword);
      const user = await app.db.transaction(async (tx) => {
        const user = await target(tx, userId);
        if (user.isSuperUser && !(request.user as SessionUser).isSuperUser)
          throw forbidden("Only a super user can change a super user.");
        await usersRepository.update(tx, userId, { passwordHash });
        await sessionsRepository.deleteForUser(tx, userId);
        await app.audit(request, { action: "admin.user.reset_password", outcome: "ok", target: user.email }, tx);
        return user;
      });
      await app.mailer.send({
        to: user.email,
        ...adminPasswordResetNotice(user.firstName, `${app.config.appUrl}/login`),
      });
      return user;
    },

    async createUser(request: FastifyRequest, body: CreateUserRequest & { password: string }): Promise<UserRow> {
      return create(
        request,
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash: await hashSecret(body.password),
          securityQuestion: body.securityQuestion ?? null,
          securityAnswerHash: await hashSecret(normalizeAnswer(body.securityAnswer)),
          isAdmin: body.isAdmin ?? false,
          verifiedAt: new Date(),
        },
        "admin.user.create",
      );
    },

    async createSuperUser(request: FastifyRequest, body: CreateSuperUserRequest): Promise<UserRow> {
      const actor = request.user as SessionUser;
      // Only a super user creates super users (SECURITY.md 15); currentUserEmail must be that super user.
      if (!actor.isSuperUser || actor.email.toLowerCase() !== body.currentUserEmail.toLowerCase()) {
        await app.audit(request, { action: "admin.user.create_super", outcome: "denied", target: body.email });
        throw forbidden("Only a super user can create super users.");
      }
      return create(
        request,
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash: await hashSecret(body.password),
          isAdmin: true,
          isSuperUser: true,
          verifiedAt: new Date(),
        },
        "admin.user.create_super",
      );
    },
  };

  async function create(request: FastifyRequest, values: Parameters<typeof usersRepository.insert>[1], action: string) {
    return app.db.transaction(async (tx) => {
      if (await usersRepository.findByEmail(tx, values.email))
        throw conflict("An account with this email already exists.");
      const user = await usersRepository.insert(tx, values);
      await app.audit(request, { action, outcome: "ok", target: user.email }, tx);
      return user;
    });
  }
}
