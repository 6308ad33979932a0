/**
 * What a logged error may show. Database errors carry the values of the failed query (Drizzle's `params` and
 * its message "Failed query: … params: …", PostgreSQL's `detail` "Key (x)=(…)"), which can hold password and
 * answer hashes, token hashes and e-mail addresses: those never reach a log line. The SQL text itself holds only
 * placeholders, so it stays.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  cause?: SafeError;
}

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: "[non-error value]", stack: "" };
  const e = err as Error & { code?: unknown; query?: unknown; cause?: unknown };
  const scrub = (s: string | undefined) => s?.replace(PARAMS, "\nparams: [redacted]");
  return {
    type: e.constructor?.name ?? "Error",
    message: scrub(e.message) ?? "",
    stack: scrub(e.stack) ?? "",
    ...(typeof e.code === "string" ? { code: e.code } : {}),
    ...(typeof e.query === "string" ? { query: e.query } : {}),
    ...(e.cause !== undefined && depth < 5 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}
