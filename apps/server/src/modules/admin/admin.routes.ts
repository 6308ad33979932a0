import type { FastifyInstance } from "fastify";
import adminInsightsRoutes from "./admin-insights.routes.js";
import adminUsersRoutes from "./admin-users.routes.js";

/** /api/admin/*: 401 without a session, 403 for a non-admin, on every route (SECURITY.md 14). */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.requireAdmin);
  await app.register(adminUsersRoutes);
  await app.register(adminInsightsRoutes);
}
