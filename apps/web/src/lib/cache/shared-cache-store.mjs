// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.
import { cacheNamespace } from "./cache-namespace.mjs";
import { createMemoryStore, readCacheMaxBytes } from "./memory-cache-store.mjs";
import { createRedisStore } from "./redis-cache-store.mjs";
import { readRedisUrl } from "./redis-url.mjs";

/**
 * The store these settings ask for: Redis, shared by every storefront process, when REDIS_URL is
 * set; otherwise this process's memory, bounded by CACHE_MAX_MB.
 */
export function createCacheStore(env = process.env, log = console) {
  const url = readRedisUrl(env);
  const inMemory = () => createMemoryStore({ maxBytes: readCacheMaxBytes(env) });
  if (url === undefined) return inMemory();
  let namespace;
  try {
    namespace = cacheNamespace({ env });
  } catch (error) {
    log.warn(`Shared cache: ${error.message} Caching in this process's memory instead.`);
    return inMemory();
  }
  return createRedisStore({ url, namespace, log });
}

// Next.js makes a handler for every request, and the proxy's and instrumentation's bundles carry
// copies of these modules: the store is kept on the process, so there is one and it outlives them.
const storeKey = Symbol.for("souq.cache-store");

/** This process's one store, behind both of Next.js's caches (pages and "use cache" functions). */
export function sharedCacheStore() {
  globalThis[storeKey] ??= createCacheStore();
  return globalThis[storeKey];
}
