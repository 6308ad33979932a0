import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPatentOfficeService, type PatentOfficeService } from "./patent-office.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The patent-office key store and client; the patent search uses `keyFor` and `office`. */
    patentOffice: PatentOfficeService;
  }
}

export default fp(async function patentOfficePlugin(app: FastifyInstance) {
  app.decorate("patentOffice", createPatentOfficeService(app.db, app.config));
});
