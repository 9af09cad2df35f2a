// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.
import { deserialize, serialize } from "node:v8";
import { connectRedis } from "./redis-connection.mjs";

/** A single entry larger than this is not stored: one page must not push out hundreds. */
export const redisMaxEntryBytes = 4 * 1024 * 1024;
/** The longest an entry is kept, even one Next.js would keep for good. */
export const redisMaxEntryTtlMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The cache's store in Redis, shared by every storefront process that names the same server and
 * namespace: the same calls as the memory store. Entries are written whole (v8 serialisation keeps
 * Buffers and Maps), each with a time to live; tag revalidations are a hash a tag ({ stale,
 * expired }), read on every cache read so that one process's revalidation is seen by the others
 * at once. Total memory is bounded by the server's maxmemory and its LRU policy, not here.
 * Whatever Redis does not answer in time is a miss, and a write it does not take is dropped.
 */
export function createRedisStore({
  url,
  namespace,
  now = Date.now,
  log = console,
  maxEntryBytes = redisMaxEntryBytes,
  maxEntryTtlMs = redisMaxEntryTtlMs,
  connection = connectRedis({ url, log }),
}) {
  const entryKey = (key) => `${namespace.entries}${key}`;
  const tagKey = (tag) => `${namespace.tags}${tag}`;
  let unserialisableLogged = false;

  function serialised(entry) {
    try {
      return serialize(entry);
    } catch (error) {
      if (!unserialisableLogged) {
        unserialisableLogged = true;
        log.warn(
          `Shared cache: an entry could not be serialised and is not stored (${error.message}).`,
        );
      }
      return undefined;
    }
  }

  // Written by another Node.js version, or damaged: a miss, and the next write replaces it.
  function deserialised(bytes) {
    try {
      return deserialize(bytes);
    } catch {
      return undefined;
    }
  }

  async function remove(key) {
    await connection.call((client) => client.del(entryKey(key)), undefined);
  }

  return {
    kind: "redis",
    maxEntryBytes,
    async get(key) {
      const bytes = await connection.call((_, binary) => binary.get(entryKey(key)), null);
      if (!bytes) return undefined;
      const entry = deserialised(bytes);
      return entry?.expiresAt !== undefined && entry.expiresAt <= now() ? undefined : entry;
    },
    async set(key, entry) {
      const ttlMs = Math.min(
        entry.expiresAt === undefined ? maxEntryTtlMs : entry.expiresAt - now(),
        maxEntryTtlMs,
      );
      const bytes = ttlMs > 0 ? serialised(entry) : undefined;
      // Too large or already expired: not stored, and no older copy of it is left to be read.
      if (bytes === undefined || bytes.byteLength > maxEntryBytes) return remove(key);
      await connection.call(
        (client) =>
          client.set(entryKey(key), bytes, { expiration: { type: "PX", value: Math.ceil(ttlMs) } }),
        undefined,
      );
    },
    delete: remove,
    async revalidateTags(tags, revalidation) {
      if (tags.length === 0) return;
      // Kept as long as an entry written before it may live, plus the wait before it expires.
      const ttlMs = Math.ceil(maxEntryTtlMs + Math.max(0, (revalidation.expired ?? 0) - now()));
      const fields = Object.fromEntries(
        Object.entries(revalidation).map(([field, time]) => [field, String(time)]),
      );
      await connection.call((client) => {
        const batch = client.multi();
        for (const tag of new Set(tags))
          batch.hSet(tagKey(tag), fields).pExpire(tagKey(tag), ttlMs);
        return batch.execAsPipeline();
      }, undefined);
    },
    /** One record (or undefined) a tag; undefined as a whole when Redis did not answer. */
    async tagRevalidations(tags) {
      if (tags.length === 0) return [];
      const replies = await connection.call((client) => {
        const batch = client.multi();
        for (const tag of tags) batch.hmGet(tagKey(tag), ["stale", "expired"]);
        return batch.execAsPipeline();
      }, undefined);
      return replies?.map(([stale, expired]) =>
        stale === null && expired === null
          ? undefined
          : {
              ...(stale !== null && { stale: Number(stale) }),
              ...(expired !== null && { expired: Number(expired) }),
            },
      );
    },
    /** Resolves when the first connection succeeds (true) or fails (false). */
    ready: () => connection.ready(),
    /**
     * Whether Redis answers a PING within the cache's bound (the storefront's /ready asks), once
     * the first connection was made or failed.
     */
    answers: async () => {
      await connection.ready();
      return (await connection.call((client) => client.ping(), undefined)) === "PONG";
    },
    close: () => connection.close(),
  };
}
