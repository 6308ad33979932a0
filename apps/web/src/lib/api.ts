/** The one fetch wrapper: JSON in and out, the session cookie, `{success:false, error}` turned into an ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = "Network error. Please try again.";
export const TIMEOUT_ERROR = "Request timed out. Please try again.";

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function api<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const timeout = opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined;
  const signal = timeout && opts.signal ? AbortSignal.any([timeout, opts.signal]) : (timeout ?? opts.signal);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      // FormData (uploads) sets its own multipart content type.
      headers: body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (timeout?.aborted) throw new ApiError(0, TIMEOUT_ERROR);
    throw new ApiError(0, NETWORK_ERROR, { cause: String(err) });
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || data.success === false) {
    const message = typeof data.error === "string" ? data.error : `Request failed (${res.status})`;
    throw new ApiError(res.status, message, data);
  }
  return data as T;
}

export const get = <T>(path: string, opts?: RequestOptions) => api<T>("GET", path, undefined, opts);
export const post = <T>(path: string, body: unknown = {}, opts?: RequestOptions) => api<T>("POST", path, body, opts);
export const put = <T>(path: string, body: unknown, opts?: RequestOptions) => api<T>("PUT", path, body, opts);
export const del = <T>(path: string, body?: unknown, opts?: RequestOptions) => api<T>("DELETE", path, body, opts);

/** The message to show for a failed call: the server's, or the screen's fallback for network failures. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 0 ? err.message : err instanceof ApiError ? err.message : fallback;
