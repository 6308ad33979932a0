import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import { loggerOptions, logRequests, quietRequests } from "./logger.js";
import mailboxRoutes from "./modules/dev/mailbox.routes.js";
import { registerModules } from "./modules/index.js";
import researchRoutes from "./modules/research/research.routes.js";
import auditPlugin from "./plugins/audit.plugin.js";
import changesPlugin from "./plugins/changes.plugin.js";
import csrfPlugin from "./plugins/csrf.plugin.js";
import errorsPlugin from "./plugins/errors.plugin.js";
import limiterPlugin from "./plugins/limiter.plugin.js";
import mailerPlugin from "./plugins/mailer.plugin.js";
import securityHeaders from "./plugins/security-headers.plugin.js";
import sessionPlugin from "./plugins/session.plugin.js";
import storableTextPlugin from "./plugins/storable-text.plugin.js";
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

const refuseBadUrl = (err: FastifyError, _request: unknown, reply: FastifyReply) => {
  reply.status(400).send({
    success: false,
    error: err.code === "FST_ERR_BAD_URL" ? "The address is not valid." : "Invalid request",
  });
};

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logger),
    logController: quietRequests(),
    bodyLimit: 256 * 1024,
    // Room for any e-mail address in a path parameter, so an over-long one reaches validation (400), with or without the SPA.
    routerOptions: { maxParamLength: 1000 },
    // Only configured proxies may name the client (X-Forwarded-For): otherwise any client could pick its own IP.
    // A hop count trusts that many proxies whatever their address (Fastify 5 fails closed on a bare number).
    trustProxy:
      typeof config.TRUST_PROXY === "number"
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    // A path that is not valid percent-encoded UTF-8 never reaches a route: refused in the one reply shape.
    frameworkErrors: refuseBadUrl,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only (SECURITY.md 8): any other body type is refused with 415.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  logRequests(app);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);

  // External plugins.
  await app.register(securityHeaders, {
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
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Our own plugins.
  await app.register(errorsPlugin);
  await app.register(auditPlugin);
  await app.register(limiterPlugin);
  await app.register(mailerPlugin);
  await app.register(changesPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(storableTextPlugin);

  await app.register(registerModules, { prefix: "/api" });
  await app.register(mailboxRoutes);
  await app.register(researchRoutes);
  await registerSpa(app, config.WEB_DIST ? resolve(config.WEB_DIST) : defaultWebDist);
  return app;
}
