import type { FastifyInstance } from "fastify";
import adminRoutes from "./admin/admin.routes.js";
import analysisRoutes from "./analysis/analysis.routes.js";
import applicationsRoutes from "./applications/applications.routes.js";
import auditUploadsRoutes from "./applications/audit-uploads.routes.js";
import auditsRoutes from "./applications/audits.routes.js";
import exportsRoutes from "./applications/exports.routes.js";
import imagesRoutes from "./applications/images.routes.js";
import authRoutes from "./auth/auth.routes.js";
import eventsRoutes from "./events/events.routes.js";
import healthRoutes from "./health/health.routes.js";
import patentOfficePlugin from "./patent-office/patent-office.plugin.js";
import patentOfficeRoutes from "./patent-office/patent-office.routes.js";
import patentAnalysisRoutes from "./patents/patent-analysis.routes.js";
import patentCitationsRoutes from "./patents/patent-citations.routes.js";
import patentLandscapeRoutes from "./patents/patent-landscape.routes.js";
import patentsRoutes from "./patents/patents.routes.js";
import sessionDebugRoutes from "./sessions/session-debug.routes.js";
import setupRoutes from "./setup/setup.routes.js";
import siteRoutes from "./site/site.routes.js";

/** Every feature's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(eventsRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(setupRoutes);
  await app.register(sessionDebugRoutes);
  await app.register(adminRoutes, { prefix: "/admin" });
  await app.register(analysisRoutes, { prefix: "/analysis" });
  await app.register(applicationsRoutes, { prefix: "/patent-applications" });
  await app.register(imagesRoutes, { prefix: "/patent-applications" });
  await app.register(auditsRoutes);
  await app.register(exportsRoutes);
  await app.register(auditUploadsRoutes);
  await app.register(patentOfficePlugin);
  await app.register(patentOfficeRoutes, { prefix: "/patent-office" });
  await app.register(patentsRoutes, { prefix: "/patents" });
  await app.register(patentAnalysisRoutes, { prefix: "/patents" });
  await app.register(patentCitationsRoutes, { prefix: "/patents" });
  await app.register(patentLandscapeRoutes, { prefix: "/patents" });
}
