import "server-only";
import { errorBody } from "@souq/contract/errors";
import type { Locale } from "@souq/contract/locale";
import type { z } from "zod";
import { runtimeConfig } from "../config/runtime-config.server.ts";

/** What a call gives back: the parsed body, or a failure the page can translate or act on. */
export type ApiResult<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; message: string | null };

export interface ApiRequest<T> {
  /** The path after `/{company}/api/marketplace/`, e.g. `home-page`. */
  path: string;
  schema: z.ZodType<T>;
  locale: Locale;
  /** Seconds the answer may be reused by the server; catalog reads only. */
  revalidate?: number;
  tags?: string[];
}

/** Reads a marketplace call of the configured company and checks the answer against the contract. */
export async function marketplaceGet<T>(request: ApiRequest<T>): Promise<ApiResult<T>> {
  const { apiUrl, companyId } = runtimeConfig();
  const url = `${apiUrl}/${companyId}/api/marketplace/${request.path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json", "Accept-Language": request.locale },
      ...(request.revalidate === undefined
        ? { cache: "no-store" as const }
        : { next: { revalidate: request.revalidate, tags: request.tags ?? [] } }),
    });
  } catch (error) {
    console.error(`API unreachable at ${url}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsedError = errorBody.safeParse(body);
    return {
      ok: false,
      status: response.status,
      message: parsedError.success ? parsedError.data.message : null,
    };
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    console.error(
      `The answer of ${url} does not match the contract:`,
      parsed.error.issues.slice(0, 3),
    );
    return { ok: false, status: 502, message: null };
  }
  return { ok: true, data: parsed.data, headers: response.headers };
}
