import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { mailOutbox } from "../db/schema.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void>; mode: "smtp" | "outbox" };
  }
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox: stored, printed to the log, listed at /dev/mailbox. */
export default fp(async function mailerPlugin(app: FastifyInstance) {
  const { SMTP_URL, MAIL_FROM } = app.config;
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    app.addHook("onClose", async () => transport.close());
    app.decorate("mailer", {
      mode: "smtp" as const,
      async send(mail: Mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
      },
    });
    return;
  }
  app.decorate("mailer", {
    mode: "outbox" as const,
    async send(mail: Mail) {
      await app.db.insert(mailOutbox).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      // The outbox exists for development only; printing its links is the point of it.
      app.log.info({ mailTo: mail.to, subject: mail.subject, links }, "dev outbox: mail stored (no SMTP_URL set)");
    },
  });
});
