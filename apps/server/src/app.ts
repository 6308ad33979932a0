import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import mailboxRoutes from "./modules/dev/mailbox.routes.js";
import { registerModules } from "./modules/index.js";
import researchRoutes from "./modules/research/research.routes.js";
import auditPlugin from "./plugins/audit.plugin.js";
import csrfPlugin from "./plugins/csrf.plugin.js";
import errorsPlugin from "./plugins/errors.plugin.js";
import limiterPlugin from "./plugins/limiter.plugin.js";
import mailerPlugin from "./plugins/mailer.plugin.js";
import sessionPlugin from "./plugins/session.plugin.js";
import { registerSpa } from "./spa.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, "../../web/dist");

/** Never log a secret: cookies, tokens in query strings, passwords and answers in bodies are not logged at all. */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, "$1[redacted]");

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // An object (tests pass a stream) is laid over the defaults, so the redacting serializers always apply.
    logger:
      typeof logger === "boolean"
        ? logger
        : {
            level: config.LOG_LEVEL,
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                id: req.id,
              }),
            },
            ...logger,
          },
    bodyLimit: 256 * 1024,
    // Room for any e-mail address in a path parameter, so an over-long one reaches validation (400), with or without the SPA.
    routerOptions: { maxParamLength: 1000 },
    trustProxy: config.isProduction,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only (SECURITY.md 8): any other body type is refused with 415.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    hsts: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: "Clarity API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Our own plugins.
  await app.register(errorsPlugin);
  await app.register(auditPlugin);
  await app.register(limiterPlugin);
  await app.register(mailerPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);

  await app.register(registerModules, { prefix: "/api" });
  await app.register(mailboxRoutes);
  await app.register(researchRoutes);
  await registerSpa(app, config.WEB_DIST ? resolve(config.WEB_DIST) : defaultWebDist);
  return app;
}
