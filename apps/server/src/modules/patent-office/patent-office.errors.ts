import { STATUS_CODES } from "node:http";
import { HttpError } from "../../lib/http-error.js";

/** Spec 001 §8 "Patent-office source": the sentences the user reads for each way a call can fail. */
export const OFFICE_MESSAGES = {
  noKey: "USPTO API key not configured",
  unauthorized: "USPTO API key is invalid or expired",
  rateLimited: "USPTO API rate limit exceeded. Please try again later.",
  notFound: "Patent not found",
  unreachable: "Could not reach the USPTO API. Please try again later.",
  timeout: (seconds: number) =>
    `The USPTO API did not answer within ${seconds} second${seconds === 1 ? "" : "s"}. Please try again later.`,
  http: (status: number, text: string) => `USPTO API error: ${status} - ${text}`,
} as const;

export type OfficeFailure =
  | "no-key"
  | "unauthorized"
  | "rate-limited"
  | "not-found"
  | "http"
  | "unreachable"
  | "timeout";

/**
 * A failed patent-office call. `message` is safe to show (it never holds the key or the office's reply body);
 * `retryAfterSeconds` carries the office's Retry-After on a 429.
 */
export class PatentOfficeError extends Error {
  constructor(
    readonly failure: OfficeFailure,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "PatentOfficeError";
  }
}

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error for a non-2xx reply; `detail` says whether a 404 means "no such patent" for this call. */
export function errorForStatus(res: Response, { notFoundIsPatent }: { notFoundIsPatent: boolean }): PatentOfficeError {
  const { status } = res;
  if (status === 401 || status === 403)
    return new PatentOfficeError("unauthorized", OFFICE_MESSAGES.unauthorized, status);
  if (status === 429)
    return new PatentOfficeError(
      "rate-limited",
      OFFICE_MESSAGES.rateLimited,
      status,
      retryAfterSeconds(res.headers.get("retry-after")),
    );
  if (status === 404 && notFoundIsPatent) return new PatentOfficeError("not-found", OFFICE_MESSAGES.notFound, status);
  // The reason phrase only: the body may be long, HTML, or echo the request.
  const text = res.statusText || STATUS_CODES[status] || "Unknown error";
  return new PatentOfficeError("http", OFFICE_MESSAGES.http(status, text), status);
}

/**
 * The HTTP status our API answers with when the office call behind it failed: the key was refused (422, not 401:
 * our own session is fine), the office's rate limit (429, its Retry-After passed on), no such patent (404), no key
 * (400), the office down or erring (502) or too slow (504).
 */
export function httpStatusFor(err: PatentOfficeError): number {
  switch (err.failure) {
    case "no-key":
      return 400;
    case "unauthorized":
      return 422;
    case "rate-limited":
      return 429;
    case "not-found":
      return 404;
    case "timeout":
      return 504;
    default:
      return 502;
  }
}

/** A failed office call as our one error reply, with the office's Retry-After when it sent one. */
export function toHttpError(err: PatentOfficeError): HttpError {
  const headers: Record<string, string> =
    err.retryAfterSeconds !== undefined ? { "retry-after": String(err.retryAfterSeconds) } : {};
  return new HttpError(httpStatusFor(err), err.message, {}, headers);
}
