import {
  AdminResetPasswordRequest,
  AdminUserReply,
  AdminUsersQuery,
  AdminUsersReply,
  CreateSuperUserRequest,
  CreateUserRequest,
  OkReply,
  PublicUser,
  RequestResetForUserRequest,
  ToggleAdminRequest,
  ToggleStatusRequest,
  UserIdBody,
  VerifyUserRequest,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.js";
import { toPublicUser } from "../users/public-user.js";
import { type UserRow, usersRepository } from "../users/users.repository.js";
import { adminRepository } from "./admin.repository.js";
import { adminService } from "./admin.service.js";
import { sendResetLink } from "./admin-reset-link.js";

/** Every route here is behind requireAdmin (registered by the parent with an onRequest hook). */
export default async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = adminService(app);
  const adminEmails = app.config.ADMIN_EMAILS;
  const pub = (u: UserRow) => toPublicUser(u, adminEmails);
  const reply = (message: string, user?: UserRow) => ({
    success: true as const,
    message,
    ...(user ? { user: pub(user) } : {}),
  });

  app.get(
    "/users",
    { schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersReply } } },
    async (request) => {
      const { q, filter, page, pageSize } = request.query;
      const [{ rows, total }, stats] = await Promise.all([
        adminRepository.listUsers(app.db, { q, filter, page, pageSize, adminEmails }),
        adminRepository.stats(app.db, adminEmails),
      ]);
      return { success: true as const, users: rows.map(pub), total, page, pageSize, stats };
    },
  );

  app.get(
    "/users/:id",
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ success: z.literal(true), user: PublicUser }) },
      },
    },
    async (request) => {
      const user = await usersRepository.findById(app.db, request.params.id);
      if (!user) throw notFound("User not found");
      return { success: true as const, user: pub(user) };
    },
  );

  app.post(
    "/toggle-status",
    { schema: { body: ToggleStatusRequest, response: { 200: AdminUserReply } } },
    async (request) => {
      const user = await service.setBlocked(request, request.body.userId, request.body.blocked);
      return reply(`User ${request.body.blocked ? "blocked" : "unblocked"} successfully`, user);
    },
  );

  app.post(
    "/toggle-admin",
    { schema: { body: ToggleAdminRequest, response: { 200: AdminUserReply } } },
    async (request) => {
      const user = await service.setAdmin(request, request.body.userId, request.body.isAdmin);
      return reply(`User ${request.body.isAdmin ? "elevated to" : "demoted from"} admin successfully`, user);
    },
  );

  app.post(
    "/verify-user",
    { schema: { body: VerifyUserRequest, response: { 200: AdminUserReply } } },
    async (request) => reply("User verified successfully", await service.verify(request, request.body.email)),
  );

  app.delete("/delete-user", { schema: { body: UserIdBody, response: { 200: AdminUserReply } } }, async (request) => {
    await service.deleteUser(request, request.body.userId);
    return reply("User deleted successfully");
  });

  app.post(
    "/reset-password",
    { schema: { body: AdminResetPasswordRequest, response: { 200: AdminUserReply } } },
    async (request) =>
      reply(
        "Password reset successfully",
        await service.resetPassword(request, request.body.userId, request.body.newPassword),
      ),
  );

  app.post(
    "/create-user",
    { schema: { body: CreateUserRequest, response: { 201: AdminUserReply } } },
    async (request, res) => {
      const user = await service.createUser(request, request.body);
      return res.status(201).send(reply("User created successfully", user));
    },
  );

  app.post(
    "/create-super-user",
    { schema: { body: CreateSuperUserRequest, response: { 201: AdminUserReply } } },
    async (request, res) => {
      const user = await service.createSuperUser(request, request.body);
      return res.status(201).send(reply("Super user created successfully", user));
    },
  );

  app.post(
    "/request-reset-for-user",
    { schema: { body: RequestResetForUserRequest, response: { 200: OkReply } } },
    async (request) => {
      await sendResetLink(app, request, request.body.email);
      return { success: true as const, message: "Password reset link sent successfully" };
    },
  );
}
