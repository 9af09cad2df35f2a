import type { CacheNamespace } from "./cache-namespace.mjs";
import type { CacheStore } from "./memory-cache-store.mjs";
import type { Logger, RedisConnection } from "./redis-connection.mjs";

export const redisMaxEntryBytes: number;
export const redisMaxEntryTtlMs: number;

export function createRedisStore(options: {
  url: string;
  namespace: CacheNamespace;
  now?: () => number;
  log?: Logger;
  maxEntryBytes?: number;
  maxEntryTtlMs?: number;
  connection?: RedisConnection;
}): CacheStore & { ready(): Promise<boolean>; close(): Promise<void> };
