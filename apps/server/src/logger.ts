import { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import pino from "pino";
import type { Config } from "./config.js";
import { safeError } from "./lib/safe-error.js";

/** Tokens travel in query strings of mailed links (/verify?token=…): the log keeps the path, never the token. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, "$1[redacted]");

/**
 * Pino options for the app: the configured level, and a request serializer that keeps only the method, the redacted
 * URL and the id (never headers, so never a cookie). An object (tests pass a stream) is laid over these defaults,
 * so the serializer always applies; `false` turns logging off.
 */
export function loggerOptions(config: Config, logger?: boolean | object): FastifyServerOptions["logger"] {
  if (typeof logger === "boolean") return logger;
  return {
    level: config.LOG_LEVEL,
    // Written asynchronously: while a write is under way the next lines wait in a buffer and go out together, so a
    // busy server makes a few large writes instead of one system call per request. Flushed when the process exits.
    stream: pino.destination({ dest: 1, sync: false }),
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        id: req.id,
      }),
      // Database errors carry the failed query's values (hashes, addresses): never logged.
      err: safeError,
    },
    ...logger,
  };
}

/**
 * Fastify's `disableRequestLogging` (through its LogController, the form Fastify 5 keeps): no "incoming request"
 * and "request completed" pair per request; logRequests writes the one line instead.
 */
export const quietRequests = () => new LogController({ disableRequestLogging: true });

/**
 * One line per request, written when the reply is sent: method, redacted URL, status and time, with the request id
 * (`reqId`) from the request's child logger. No headers and no bodies: nothing secret.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request completed",
    );
    done();
  });
}
