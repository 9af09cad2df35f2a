import type { RequestInput } from "@souq/contract/build-request";
import { fillPath, searchOf } from "@souq/contract/request-url";
import type { StorefrontCall, StorefrontOk } from "./storefront-endpoint.ts";

/** A storefront call's answer: its 200 body as declared, or the status it failed with. */
export type StorefrontResult<E extends StorefrontCall> =
  | { ok: true; data: StorefrontOk<E> }
  | { ok: false; status: number };

/**
 * The browser's side of a storefront call: the address is built from the declared path and the
 * input typed by the declaration (`requestStorefront<typeof compareEndpoint>(storefrontPaths.compare,
 * …)`), and the answer is typed by it. Only types come from the declaration, so no schema (and no
 * zod) reaches the browser: the handler is the one that validates. A network failure rejects.
 */
export async function requestStorefront<E extends StorefrontCall>(
  path: E["path"],
  input: RequestInput<E>,
  init: RequestInit = {},
): Promise<StorefrontResult<E>> {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  const url = fillPath(path, params ?? {}) + searchOf(query ?? {});
  const response = await fetch(url, {
    ...init,
    headers: { Accept: "application/json", ...(init.headers as Record<string, string>) },
  });
  if (!response.ok) return { ok: false, status: response.status };
  // The one place the browser takes a storefront answer at its declared word.
  return { ok: true, data: (await response.json()) as StorefrontOk<E> };
}
