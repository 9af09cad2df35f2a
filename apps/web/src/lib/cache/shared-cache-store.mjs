// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.
import { createMemoryStore, readCacheMaxBytes } from "./memory-cache-store.mjs";

/** The store these settings ask for: this process's memory, bounded by CACHE_MAX_MB. */
export function createCacheStore(env = process.env) {
  return createMemoryStore({ maxBytes: readCacheMaxBytes(env) });
}

// Next.js makes a handler for every request, and the proxy's bundle carries a copy of these
// modules: the store is kept on the process, so there is one and it outlives them.
const storeKey = Symbol.for("souq.cache-store");

/** This process's one store, behind both of Next.js's caches (pages and "use cache" functions). */
export function sharedCacheStore() {
  globalThis[storeKey] ??= createCacheStore();
  return globalThis[storeKey];
}
