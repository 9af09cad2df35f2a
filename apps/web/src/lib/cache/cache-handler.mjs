// Plain JavaScript: Next.js loads its cache handler (next.config.ts, cacheHandler) at run time.
import { createMemoryStore, readCacheMaxBytes } from "./memory-cache-store.mjs";

// Next.js makes a handler for every request, and the proxy's bundle carries a copy of this module:
// the store is kept on the process, so there is one and it outlives every request.
const storeKey = Symbol.for("souq.cache-store");
function sharedStore() {
  globalThis[storeKey] ??= createMemoryStore({ maxBytes: readCacheMaxBytes() });
  return globalThis[storeKey];
}

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
 * Next.js's data and response cache for the storefront, bounded in bytes by its store (CACHE_MAX_MB
 * in memory by default) instead of growing on disk with every distinct keyword. An entry leaves
 * when it is least recently used and the store is full, one revalidate period after it went stale,
 * or when one of its tags is revalidated; moving to a shared store means passing another `store`.
 */
export default class CacheHandler {
  constructor(_options, { store = sharedStore(), now = Date.now } = {}) {
    this.store = store;
    this.now = now;
  }

  async get(key, context) {
    const entry = await this.store.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(context?.tags ?? []), ...(context?.softTags ?? [])];
    if (tags.length > 0 && (await this.store.lastRevalidation(tags)) >= entry.lastModified) {
      await this.store.delete(key);
      return null;
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
    await this.store.set(key, {
      value: data,
      lastModified,
      tags: tagsOf(data, context),
      cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
      // Kept one more revalidate period: a read soon after it went stale is answered while Next.js refreshes it.
      expiresAt: revalidate === undefined ? undefined : lastModified + 2 * revalidate * 1000,
    });
  }

  /** Both revalidateTag and updateTag drop the tag's entries: the next read fetches afresh. */
  async revalidateTag(tags, _durations) {
    await this.store.revalidateTags([tags].flat(), this.now());
  }

  resetRequestCache() {}
}
