/** What a call gives back: the parsed body, or a failure the page can translate or act on. */
export type ApiResult<T> =
  | { ok: true; data: T; status: number; headers: Headers }
  | {
      ok: false;
      status: number;
      message: string | null;
      errors?: Record<string, string[]>;
      /** From `Retry-After` (a 429 or 503): seconds before the API takes this call again. */
      retryAfterSeconds?: number;
    };

/** A result without its response headers, so that a cache can keep it. */
export type SharedResult<T> =
  | { ok: true; data: T; status: number }
  | Exclude<ApiResult<T>, { ok: true }>;

/** Drops the response headers (not serialisable) from a result kept by a "use cache" function. */
export function shareable<T>(result: ApiResult<T>): SharedResult<T> {
  if (!result.ok) return result;
  return { ok: true, data: result.data, status: result.status };
}
