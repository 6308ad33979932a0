import type { FastifyInstance } from "fastify";
import accountRoutes from "./account.routes.js";
import demoRoutes from "./demo.routes.js";
import { scheduleDemoPurge } from "./demo.service.js";
import emailRoutes from "./email.routes.js";
import recoveryRoutes from "./recovery.routes.js";
import registerLoginRoutes from "./register-login.routes.js";
import verificationRoutes from "./verification.routes.js";

/** Every account flow, mounted at /api/auth. */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(registerLoginRoutes);
  await app.register(verificationRoutes);
  await app.register(recoveryRoutes);
  await app.register(emailRoutes);
  await app.register(accountRoutes);
  if (app.config.DEMO_MODE) await app.register(demoRoutes);
  scheduleDemoPurge(app);
}
