import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/client.js";
import { HttpError } from "../lib/http-error.js";

const GENERIC = "An unexpected error occurred";
export const UNAVAILABLE = "Service temporarily unavailable. Please try again.";
/** Seconds a client should wait before retrying while the database is out of reach. */
const RETRY_AFTER = "5";

/** One reply shape for every failure: `{success:false, error}`; 4xx pass through, 5xx are masked and logged. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send({ success: false, error: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      const message = first?.message ?? "Invalid request";
      const generic = /^(Invalid input|Required|Unrecognized key)/i.test(message);
      return reply.status(400).send({ success: false, error: generic && field ? `${field}: ${message}` : message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const error =
        status === 413
          ? "Request body is too large"
          : status === 415
            ? "Content-Type must be application/json"
            : status === 400 && err.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
              ? "Request body is required"
              : status === 400
                ? "Invalid request body"
                : err.message;
      return reply.status(status).send({ success: false, error });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err, reqId: request.id }, "database unavailable");
      return reply.status(503).header("retry-after", RETRY_AFTER).send({ success: false, error: UNAVAILABLE });
    }
    request.log.error({ err, reqId: request.id }, "unhandled error");
    return reply.status(500).send({ success: false, error: GENERIC });
  });
});
