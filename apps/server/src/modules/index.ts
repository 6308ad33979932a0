import type { FastifyInstance } from "fastify";
import eventsRoutes from "./events/events.routes.js";
import healthRoutes from "./health/health.routes.js";
import siteRoutes from "./site/site.routes.js";

/** Every feature's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(eventsRoutes);
  await app.register(siteRoutes);
}
