import type { FastifyInstance } from "fastify";
import { renderMailbox } from "./mailbox.page.js";
import { mailboxRepository } from "./mailbox.repository.js";

const SHOWN = 200;

/**
 * GET /dev/mailbox: the dev outbox as a page, so registration works on a fresh machine with no mail server.
 * Registered only outside production and only when mail goes to the outbox: in production the path does not exist.
 */
export default async function mailboxRoutes(app: FastifyInstance) {
  if (app.config.isProduction || app.mailer.mode !== "outbox") return;
  app.get("/dev/mailbox", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mailboxRepository.latest(app.db, SHOWN);
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(renderMailbox(mails));
  });
}
