/** One cached answer as a store keeps it. */
export interface StoredEntry {
  /** What Next.js asked to keep (fetched data, a page, a route's answer, a "use cache" value). */
  value: unknown;
  /** When it was written (ms since the epoch). */
  lastModified: number;
  tags: string[];
  cacheControl?: unknown;
  /** When the store may forget it (ms since the epoch); never when undefined. */
  expiresAt?: number;
}

/** A tag's last revalidation: since when its entries are stale, and when they expire (ms). */
export interface TagRevalidation {
  stale?: number;
  expired?: number;
}

/** Where the cache handlers keep entries: this process's memory, or Redis shared by every process. */
export interface CacheStore {
  readonly kind: "memory" | "redis";
  /** A larger entry is not stored. */
  readonly maxEntryBytes: number;
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
  delete(key: string): Promise<void>;
  revalidateTags(tags: string[], revalidation: TagRevalidation): Promise<void>;
  /** One record (or undefined) a tag, in order; undefined when the store could not be read. */
  tagRevalidations(tags: string[]): Promise<(TagRevalidation | undefined)[] | undefined>;
  /** Redis only: whether the server answers a PING within the cache's bound. */
  answers?(): Promise<boolean>;
}

export const defaultCacheMaxMb: number;

export function readCacheMaxBytes(env?: Record<string, string | undefined>): number;

export function storefrontHeapMb(env?: Record<string, string | undefined>): number;

export function byteSizeOf(value: unknown): number;

export function createMemoryStore(options: {
  maxBytes: number;
  now?: () => number;
}): CacheStore & { bytesUsed(): number };
