import "server-only";
import type { Endpoint } from "@souq/contract/endpoint";
import { cacheLife, cacheTag } from "next/cache";
import { unavailableTag } from "../cache/unavailable-tag.mjs";
import { callEndpoint } from "./api-client.server.ts";
import { type ApiResult, type SharedResult, shareable } from "./api-result.ts";
import type { EndpointCall, EndpointInput, SuccessBody } from "./endpoint-request.ts";

/** The tag every catalog read carries: revalidating it refreshes every cached catalog page. */
export const catalogTag = "catalog";

/**
 * The cache tag of one product's reads (its page and quick view), so that the storefront's own
 * writes show at once: a new review refreshes its rating, an order placed or cancelled its stock.
 */
export function productTag(id: number): string {
  return `product-${id}`;
}

/**
 * The first call inside a `"use cache"` catalog read: it lives by the `catalog` profile of
 * next.config.ts (fresh for a minute, then refreshed in the background) and carries the catalog
 * tag and the given ones, so that `updateTag`/`revalidateTag` can refresh it and the pages that
 * used it.
 */
export function catalogCache(...tags: string[]): void {
  cacheLife("catalog");
  cacheTag(catalogTag, ...tags);
}

/** An endpoint whose answer can be shared: one that does not need the shopper's session. */
type ShareableEndpoint = Endpoint & { session: "none" | "optional" };

/**
 * A catalog read every shopper shares, made inside a `"use cache"` function (no token, no client
 * address), reduced to what the cache may keep of it (see `keepable`).
 */
export async function readCatalog<E extends ShareableEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<SharedResult<SuccessBody<E>>> {
  // A generic E leaves its session rule unresolved; ShareableEndpoint is what makes `shared` valid.
  const call = { ...input, shared: true } as unknown as EndpointCall<E>;
  return keepable(await callEndpoint(endpoint, call), endpoint);
}

/**
 * What a cached catalog read keeps: the answer, a 404 (an unknown id is a page of its own) or a
 * 400 (the reader answers the not-found page: `notFoundHereOnBadRequest`). Any other
 * failure (the API down or answering off contract) is thrown, so that nothing keeps it: the
 * request fails, and the next one asks the API again instead of serving a cached error page.
 */
function keepable<T>(result: ApiResult<T>, endpoint: Endpoint): SharedResult<T> {
  return result.ok ? shareable(result) : keepableFailure(result, endpoint);
}

type Failure = Exclude<ApiResult<never>, { ok: true }>;

/** The failure half of `keepable`, for reads that shape their own answer. */
export function keepableFailure(result: Failure, endpoint: Endpoint): Failure {
  if (result.status === 404 || result.status === 400) return result;
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new Error(`The catalog read ${call} failed with ${result.status}; nothing was cached.`);
}

/**
 * A catalog read a page can show without (the shop frame's categories), made inside a `"use
 * cache"` function like `readCatalog`, except that a failure other than 404 or 400 (the API down,
 * past its deadline, or off contract) is answered as a 503 instead of thrown. Next.js answers a
 * page 500 when a cached function threw, even if the page caught it; this way the frame goes
 * without the part instead. That answer is tagged `unavailableTag`, which the cache never keeps
 * (an older answer stays to be served: use-cache-handler.mjs), and it lowers the life of the page
 * showing it to the `outage` profile (next.config.ts), so the part is back soon after the API.
 */
export async function readCatalogOrUnavailable<E extends ShareableEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<SharedResult<SuccessBody<E>>> {
  const call = { ...input, shared: true } as unknown as EndpointCall<E>;
  const result = await callEndpoint(endpoint, call);
  if (result.ok) return shareable(result);
  if (result.status === 404 || result.status === 400) return result;
  cacheLife("outage");
  cacheTag(unavailableTag);
  return { ok: false, status: 503, message: null };
}

/** For a page that cannot do without the read: its answer, or the 503 thrown as `readCatalog` does. */
export function availableOrThrow<T>(result: SharedResult<T>, endpoint: Endpoint): SharedResult<T> {
  return result.ok ? result : keepableFailure(result, endpoint);
}
