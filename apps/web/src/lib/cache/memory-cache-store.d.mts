/** One cached answer as a store keeps it. */
export interface StoredEntry {
  /** What Next.js asked to keep (fetched data, a page or a route's answer), as it gave it. */
  value: unknown;
  /** When it was written (ms since the epoch). */
  lastModified: number;
  tags: string[];
  cacheControl?: unknown;
  /** When the store may forget it (ms since the epoch); never when undefined. */
  expiresAt?: number;
}

/** Where the cache handler keeps entries: this process's memory now, a shared store later. */
export interface CacheStore {
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
  delete(key: string): Promise<void>;
  revalidateTags(tags: string[], at: number): Promise<void>;
  /** The latest time any of the tags was revalidated (ms), 0 when none was. */
  lastRevalidation(tags: string[]): Promise<number>;
}

export const defaultCacheMaxMb: number;

export function readCacheMaxBytes(env?: Record<string, string | undefined>): number;

export function byteSizeOf(value: unknown): number;

export function createMemoryStore(options: {
  maxBytes: number;
  now?: () => number;
}): CacheStore & { bytesUsed(): number };
