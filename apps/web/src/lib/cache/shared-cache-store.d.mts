import type { CacheStore } from "./memory-cache-store.mjs";

export function createCacheStore(env?: Record<string, string | undefined>): CacheStore;

export function sharedCacheStore(): CacheStore;
