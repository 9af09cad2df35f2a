import "server-only";
import { isIP } from "node:net";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import type { Locale } from "@souq/contract/locale";
import { headers as requestHeaders } from "next/headers";
import type { z } from "zod";
import { runtimeConfig } from "../config/runtime-config.server.ts";
import { showNotFound } from "../routing/show-not-found.ts";
import { retryAfterSeconds } from "./retry-after.ts";

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

export interface ApiCall<T> {
  /** Marketplace calls go to `{API_URL}/{company}/api/marketplace/{path}`; auth calls to `{AUTH_URL}{path}`. */
  host?: "marketplace" | "auth";
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  schema: z.ZodType<T>;
  locale: Locale;
  /** Sent as form data, as the spec's calls expect. */
  body?: Record<string, string | number | undefined>;
  /** The shopper's API token, from the httpOnly cookie; never reaches the browser. */
  token?: string | null;
  /**
   * A catalog read whose answer every shopper shares: made inside a `"use cache"` function (see
   * `catalogCache`), so it must not name the shopper (no address, no token). Other calls are the
   * shopper's own and carry the shopper's address, which the API's per-address limits count.
   */
  shared?: boolean;
}

/** The one way the storefront talks to the API: adds company, language and token, checks the answer. */
export async function callApi<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
  const { apiUrl, authUrl, companyId } = runtimeConfig();
  const url =
    (call.host ?? "marketplace") === "marketplace"
      ? `${apiUrl}/${companyId}/api/marketplace/${call.path}`
      : `${authUrl}${call.path}`;
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": call.locale,
  };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.shared && call.token) throw new Error("A shared catalog read cannot carry a token.");
  if (!call.shared) {
    // The API limits sign-ins, searches and more per address: tell it the shopper's, not this server's.
    const client = await clientAddress();
    if (client) headers["X-Forwarded-For"] = client;
  }
  let body: URLSearchParams | undefined;
  if (call.body) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(call.body))
      if (value !== undefined) body.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      // Shared reads are cached by the "use cache" function around them, the rest not at all.
      cache: "no-store",
    });
  } catch (error) {
    console.error(`API unreachable at ${url}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: null };
  }
  // A shared read runs inside a cache; the page applies the rule to its result (notFoundOnBadRequest).
  if (!call.shared && response.status === 400) notFoundOnBadRequest({ status: 400 }, call.locale);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
    const failure = {
      ok: false as const,
      status: response.status,
      ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
    };
    const withFields = validationErrorBody.safeParse(payload);
    if (withFields.success) return { ...failure, ...withFields.data };
    const plain = errorBody.safeParse(payload);
    return { ...failure, message: plain.success ? plain.data.message : null };
  }
  const parsed = call.schema.safeParse(payload);
  if (!parsed.success) {
    console.error(
      `The answer of ${url} does not match the contract:`,
      parsed.error.issues.slice(0, 3),
    );
    return { ok: false, status: 502, message: null };
  }
  return { ok: true, data: parsed.data, status: response.status, headers: response.headers };
}

/**
 * The spec's rule for every call: an answer of 400 (a request the API cannot make sense of, such as
 * an address edited by hand) sends the shopper to the not-found page. The one place it is applied:
 * here for the shopper's own calls, and by each cached catalog read's caller for shared ones.
 */
export function notFoundOnBadRequest<R extends { status: number }>(result: R, locale: Locale): R {
  if (result.status === 400) showNotFound(locale);
  return result;
}

/** A result without its response headers, so that a cache can keep it. */
export type SharedResult<T> =
  | { ok: true; data: T; status: number }
  | Exclude<ApiResult<T>, { ok: true }>;

/** Drops the response headers (not serialisable) from a result kept by a "use cache" function. */
export function shareable<T>(result: ApiResult<T>): SharedResult<T> {
  if (!result.ok) return result;
  return { ok: true, data: result.data, status: result.status };
}

/**
 * The address the shopper's request came from. The storefront's server (server.mjs) replaces any
 * X-Forwarded-For a client sends with the one address it worked out; anything else is not sent.
 */
async function clientAddress(): Promise<string | null> {
  const address = (await requestHeaders()).get("x-forwarded-for")?.trim();
  return address && isIP(address) ? address : null;
}
