import type { CacheStore } from "./memory-cache-store.mjs";

/** What Next.js passes to get and set (only the fields the handler reads). */
export interface CacheContext {
  kind?: string;
  fetchCache?: boolean;
  tags?: string[];
  softTags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export interface CachedValue {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
}

export default class CacheHandler {
  constructor(options?: unknown, dependencies?: { store?: CacheStore; now?: () => number });
  get(key: string, context?: CacheContext): Promise<CachedValue | null>;
  set(key: string, data: unknown, context?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
