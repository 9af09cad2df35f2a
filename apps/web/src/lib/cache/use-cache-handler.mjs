// Plain JavaScript: Next.js loads its cache handlers (next.config.ts, cacheHandlers) at run time.
import { countCacheLookup, isPastRevalidate } from "./cache-metrics.mjs";
import { sharedCacheStore } from "./shared-cache-store.mjs";
import { judgeByTags, latestExpiry, tagRevalidationAt } from "./tag-revalidation.mjs";
import { unavailableTag } from "./unavailable-tag.mjs";

// Its entries share the store with the page cache's, whose keys are paths and hashes.
const keyPrefix = "use-cache:";

/** The whole stream in one Buffer; undefined when it grows past `maxBytes`, "failed" when it fails. */
async function readWhole(stream, maxBytes) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks, size);
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    // A value that failed half-way is not kept: the next read makes it again.
    return "failed";
  }
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/**
 * The handler of `"use cache"` functions (Next.js's `cacheHandlers`, kinds `default` and `remote`)
 * over the same store as the page cache: one bound (CACHE_MAX_MB) or one Redis for both. An entry
 * is kept until its `expire`; past `revalidate` Next.js serves it once more and refreshes it in the
 * background. A tag revalidated with `updateTag` makes its entries misses; with `revalidateTag(tag,
 * profile)` they are served stale once and refreshed. Soft tags (the page's path tags) count too.
 */
export function createUseCacheHandler({ store, now = Date.now } = {}) {
  const currentStore = () => {
    store ??= sharedCacheStore();
    return store;
  };
  /** Writes still under way in this process: a read of the same key waits for them. */
  const pendingSets = new Map();

  /** The entry as Next.js takes it, undefined on a miss. */
  async function lookUp(cacheKey, softTags) {
    await pendingSets.get(cacheKey);
    const entries = currentStore();
    const stored = await entries.get(keyPrefix + cacheKey);
    if (!stored) return undefined;
    const revalidations = await entries.tagRevalidations([...stored.tags, ...softTags]);
    // Tags that could not be read are a miss: better fetched again than shown out of date.
    if (!revalidations) return undefined;
    const verdict = judgeByTags(revalidations, stored.lastModified, now());
    if (verdict === "expired") return undefined;
    const { stale, revalidate, expire } = stored.cacheControl;
    return {
      value: streamOf(stored.value),
      tags: stored.tags,
      stale,
      timestamp: stored.lastModified,
      expire,
      // A negative revalidate makes Next.js serve it this once and make it again.
      revalidate: verdict === "stale" ? -1 : revalidate,
    };
  }

  return {
    async get(cacheKey, softTags = []) {
      const entry = await lookUp(cacheKey, softTags);
      const stale =
        entry &&
        (entry.revalidate < 0 || isPastRevalidate(entry.timestamp, entry.revalidate, now()));
      countCacheLookup("use-cache", !entry ? "miss" : stale ? "stale" : "hit");
      return entry;
    },

    async set(cacheKey, pendingEntry) {
      let finish = () => {};
      const pending = new Promise((resolve) => {
        finish = resolve;
      });
      pendingSets.set(cacheKey, pending);
      try {
        const entry = await pendingEntry;
        // `expire: 0` is a value made anew on every read (Next.js never serves it from a cache);
        // one tagged unavailable (the API down) leaves the older value, if any, to be served.
        if (entry.expire <= 0 || entry.tags.includes(unavailableTag)) {
          await entry.value.cancel();
          return;
        }
        const entries = currentStore();
        const bytes = await readWhole(entry.value, entries.maxEntryBytes);
        // A function that failed (the API down) is not stored, and the older value, if any, is
        // left to be served until its own `expire`. One too large to keep is not stored either,
        // and no older copy of it is left to be served.
        if (bytes === "failed") return;
        if (!bytes) return await entries.delete(keyPrefix + cacheKey);
        await entries.set(keyPrefix + cacheKey, {
          value: bytes,
          lastModified: entry.timestamp,
          tags: entry.tags,
          cacheControl: { stale: entry.stale, revalidate: entry.revalidate, expire: entry.expire },
          expiresAt: entry.timestamp + entry.expire * 1000,
        });
      } catch {
        // A function that failed is not cached: the next call runs it again.
      } finally {
        finish();
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey);
      }
    },

    /** Nothing to sync: every read asks the store for its tags' revalidations. */
    async refreshTags() {},

    /** When the page's soft tags last expired; Infinity (check them in `get`) when unknown. */
    async getExpiration(tags) {
      const revalidations = await currentStore().tagRevalidations(tags);
      return revalidations ? latestExpiry(revalidations, now()) : Number.POSITIVE_INFINITY;
    },

    async updateTags(tags, durations) {
      await currentStore().revalidateTags(tags, tagRevalidationAt(now(), durations));
    },
  };
}

// Next.js takes the module's default export as the handler itself (one a process).
export default createUseCacheHandler();
