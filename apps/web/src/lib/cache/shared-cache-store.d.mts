import type { CacheStore } from "./memory-cache-store.mjs";
import type { Logger } from "./redis-connection.mjs";

export function createCacheStore(
  env?: Record<string, string | undefined>,
  log?: Logger,
): CacheStore;

export function sharedCacheStore(): CacheStore;
