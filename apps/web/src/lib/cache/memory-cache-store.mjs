// Plain JavaScript: Next.js loads the cache handler at run time, without compiling it.
import { LRUCache } from "lru-cache";

/** The storefront's cache may hold this many megabytes unless CACHE_MAX_MB says otherwise. */
export const defaultCacheMaxMb = 64;

/** CACHE_MAX_MB in bytes; a bad value throws a message that names the setting. */
export function readCacheMaxBytes(env = process.env) {
  const setting = (env.CACHE_MAX_MB ?? String(defaultCacheMaxMb)).trim();
  if (!/^[1-9][0-9]{0,5}$/.test(setting)) {
    throw new Error(
      "Invalid storefront configuration:\n  CACHE_MAX_MB: must be a whole number of megabytes, at least 1 (e.g. 64)",
    );
  }
  return Number(setting) * 1024 * 1024;
}

/** Room the storefront needs besides its cache: Next.js, React and the pages being rendered. */
const renderingHeapMb = 192;

/**
 * The heap limit the storefront runs with (`node --max-old-space-size=…`): its cache and room to
 * render. Without one, V8 lets a process on a large machine grow to gigabytes before collecting
 * in earnest, so a storefront held twice the memory it uses after a burst of visits.
 */
export function storefrontHeapMb(env = process.env) {
  return readCacheMaxBytes(env) / (1024 * 1024) + renderingHeapMb;
}

/** About how many bytes a cached value takes: its text, bytes and keys, walked through. */
export function byteSizeOf(value) {
  if (value === null || value === undefined) return 0;
  if (typeof value === "string") return Buffer.byteLength(value);
  if (typeof value !== "object") return 8;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength;
  let size = 0;
  if (value instanceof Map) {
    for (const [key, item] of value) size += byteSizeOf(key) + byteSizeOf(item);
    return size;
  }
  if (Array.isArray(value)) {
    for (const item of value) size += byteSizeOf(item);
    return size;
  }
  for (const [key, item] of Object.entries(value))
    size += Buffer.byteLength(key) + byteSizeOf(item);
  return size;
}

// What an entry's bookkeeping (times, the map's own nodes) costs besides its key and value.
const entryOverheadBytes = 64;

/**
 * The cache's store inside this process: once its entries pass `maxBytes` together, the least
 * recently used leave first, and an entry past its `expiresAt` is gone. The store that several
 * processes share (redis-cache-store.mjs) offers the same calls.
 */
export function createMemoryStore({ maxBytes, now = Date.now }) {
  const entries = new LRUCache({ maxSize: maxBytes });
  /** Each revalidated tag's last revalidation ({ stale, expired } in ms). */
  const tagRevalidations = new Map();
  return {
    kind: "memory",
    /** An entry larger than the whole cache is not kept at all. */
    maxEntryBytes: maxBytes,
    async get(key) {
      const entry = entries.get(key);
      if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    async set(key, entry) {
      const size =
        byteSizeOf(key) + byteSizeOf(entry.value) + byteSizeOf(entry.tags) + entryOverheadBytes;
      // An entry larger than the whole cache is not kept at all (and replaces no older copy).
      if (size > maxBytes) entries.delete(key);
      else entries.set(key, entry, { size });
    },
    async delete(key) {
      entries.delete(key);
    },
    async revalidateTags(tags, revalidation) {
      for (const tag of tags)
        tagRevalidations.set(tag, { ...tagRevalidations.get(tag), ...revalidation });
    },
    async tagRevalidations(tags) {
      return tags.map((tag) => tagRevalidations.get(tag));
    },
    /** Bytes the entries take now, as counted against `maxBytes`. */
    bytesUsed() {
      return entries.calculatedSize;
    },
  };
}
