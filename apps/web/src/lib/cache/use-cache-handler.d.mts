import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";
import type { CacheStore } from "./memory-cache-store.mjs";

export function createUseCacheHandler(dependencies?: {
  store?: CacheStore;
  now?: () => number;
}): CacheHandler;

declare const handler: CacheHandler;
export default handler;
