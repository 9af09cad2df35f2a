// Plain JavaScript: Next.js loads its cache handler (next.config.ts, cacheHandler) at run time.
import { countCacheLookup, isPastRevalidate } from "./cache-metrics.mjs";
import { sharedCacheStore } from "./shared-cache-store.mjs";
import { judgeByTags, tagRevalidationAt } from "./tag-revalidation.mjs";

// Pages and route answers carry their tags in this header; fetched data has them in the context.
const tagsHeader = "x-next-cache-tags";
// Next.js stores "keep forever" as a year.
const oneYearSeconds = 365 * 24 * 60 * 60;

function tagsOf(data, context) {
  if (context?.fetchCache) return context.tags ?? [];
  const header = data?.headers?.[tagsHeader];
  return typeof header === "string" ? header.split(",").filter(Boolean) : [];
}

/** Seconds after which the answer must be fetched again; undefined when it never has to be. */
function revalidateSecondsOf(data, context) {
  const seconds = context?.fetchCache ? data?.revalidate : context?.cacheControl?.revalidate;
  return typeof seconds === "number" && seconds > 0 && seconds < oneYearSeconds
    ? seconds
    : undefined;
}

/**
 * Seconds after which Next.js no longer serves a page even stale (its `expire`, the shortest of
 * the cache lives it read); undefined for fetched data, or when it has none short of a year.
 */
function expireSecondsOf(context) {
  const seconds = context?.fetchCache ? undefined : context?.cacheControl?.expire;
  return typeof seconds === "number" && seconds > 0 && seconds < oneYearSeconds
    ? seconds
    : undefined;
}

/**
 * Next.js's data and response cache for the storefront (pages and route answers), bounded instead
 * of growing on disk with every distinct keyword: in this process's memory (CACHE_MAX_MB), or in
 * the Redis that every process shares when REDIS_URL is set (shared-cache-store.mjs). An entry
 * leaves when it is least recently used and the store is full, one revalidate period after it went
 * stale, or when one of its tags is revalidated.
 */
export default class CacheHandler {
  constructor(_options, { store = sharedCacheStore(), now = Date.now } = {}) {
    this.store = store;
    this.now = now;
  }

  async get(key, context) {
    const entry = await this.lookUp(key, context);
    const stale =
      entry && isPastRevalidate(entry.lastModified, entry.cacheControl?.revalidate, this.now());
    countCacheLookup("page", !entry ? "miss" : stale ? "stale" : "hit");
    return entry;
  }

  async lookUp(key, context) {
    const entry = await this.store.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(context?.tags ?? []), ...(context?.softTags ?? [])];
    if (tags.length > 0) {
      const revalidations = await this.store.tagRevalidations(tags);
      // Tags that could not be read are a miss, the entry left for when they can.
      if (!revalidations) return null;
      // Stale or expired alike: the entry goes and the next read renders or fetches afresh.
      if (judgeByTags(revalidations, entry.lastModified, this.now()) !== "fresh") {
        await this.store.delete(key);
        return null;
      }
    }
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, data, context) {
    const lastModified = this.now();
    const revalidate = revalidateSecondsOf(data, context);
    const expire = expireSecondsOf(context);
    await this.store.set(key, {
      value: data,
      lastModified,
      tags: tagsOf(data, context),
      cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
      // A page is kept until its `expire`: past `revalidate` Next.js answers it and renders it
      // again in the background, and a render that fails (the API down) leaves it to be answered.
      // Fetched data is kept one more revalidate period, to be answered while it is refreshed.
      expiresAt:
        revalidate === undefined ? undefined : lastModified + (expire ?? 2 * revalidate) * 1000,
    });
  }

  /** Both revalidateTag and updateTag drop the tag's entries: the next read fetches afresh. */
  async revalidateTag(tags, durations) {
    await this.store.revalidateTags([tags].flat(), tagRevalidationAt(this.now(), durations));
  }

  resetRequestCache() {}
}
