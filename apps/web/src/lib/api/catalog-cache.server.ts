import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { ApiResult, SharedResult } from "./api-client.server.ts";
import { shareable } from "./api-client.server.ts";

/** The tag every catalog read carries: revalidating it refreshes every cached catalog page. */
export const catalogTag = "catalog";

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

/**
 * What a cached catalog read keeps: the answer, a 404 (an unknown id is a page of its own) or a
 * 400 (the caller sends the shopper to the not-found page). Any other failure (the API down or
 * answering off contract) is thrown, so that nothing keeps it: the request fails, and the next one
 * asks the API again instead of serving a cached error page.
 */
export function keepable<T>(result: ApiResult<T>, what: string): SharedResult<T> {
  return result.ok ? shareable(result) : keepableFailure(result, what);
}

type Failure = Exclude<ApiResult<never>, { ok: true }>;

/** The failure half of `keepable`, for reads that shape their own answer. */
export function keepableFailure(result: Failure, what: string): Failure {
  if (result.status === 404 || result.status === 400) return result;
  throw new Error(`The catalog read ${what} failed with ${result.status}; nothing was cached.`);
}
