import { SiteConfigReply } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** What the browser needs from configuration: the contact address and whether demo sign-in exists. */
export default async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/site", { schema: { response: { 200: SiteConfigReply } } }, async () => ({
    contactEmail: app.config.CONTACT_EMAIL,
    demoMode: app.config.DEMO_MODE,
  }));
}
