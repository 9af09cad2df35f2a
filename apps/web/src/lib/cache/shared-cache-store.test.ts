import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheNamespace, readBuildId } from "./cache-namespace.mjs";
import { memoryPolicyProblem } from "./redis-connection.mjs";
import { describeRedisAddress, readRedisUrl } from "./redis-url.mjs";
import { createCacheStore } from "./shared-cache-store.mjs";

const quiet = { warn: () => {}, info: () => {} };

describe("REDIS_URL", () => {
  it("is optional, and a redis:// or rediss:// address when set", () => {
    expect(readRedisUrl({})).toBeUndefined();
    expect(readRedisUrl({ REDIS_URL: "redis://127.0.0.1:6379" })).toBe("redis://127.0.0.1:6379");
    expect(readRedisUrl({ REDIS_URL: "rediss://cache:secret@cache.internal:6380/2" })).toBe(
      "rediss://cache:secret@cache.internal:6380/2",
    );
    for (const bad of ["", "127.0.0.1:6379", "http://cache:6379", "redis://", "not a url"]) {
      expect(() => readRedisUrl({ REDIS_URL: bad })).toThrow(
        /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ address/,
      );
    }
  });

  it("is logged without its password", () => {
    expect(describeRedisAddress("rediss://cache:secret@cache.internal:6380/2")).toBe(
      "rediss://cache.internal:6380/2",
    );
  });
});

describe("the store a process picks", () => {
  it("is its own memory, bounded by CACHE_MAX_MB, without REDIS_URL", () => {
    const store = createCacheStore({ CACHE_MAX_MB: "8" }, quiet);
    expect(store.kind).toBe("memory");
    expect(store.maxEntryBytes).toBe(8 * 1024 * 1024);
  });

  it("is Redis with REDIS_URL, in a namespace of the marketplace and the build", async () => {
    const store = createCacheStore({ REDIS_URL: "redis://127.0.0.1:1", NODE_ENV: "test" }, quiet);
    expect(store.kind).toBe("redis");
    await (store as unknown as { close(): Promise<void> }).close();
    expect(cacheNamespace({ env: { COMPANY_ID: "2" }, buildId: "b1" })).toEqual({
      entries: "souq:storefront:company-2:build-b1:",
      tags: "souq:storefront:company-2:tags:",
    });
  });

  it("reads the build id from the build's output in production", () => {
    const distDir = mkdtempSync(join(tmpdir(), "souq-dist-"));
    writeFileSync(join(distDir, "BUILD_ID"), "k3Xb9\n");
    expect(readBuildId({ NODE_ENV: "production", NEXT_DIST_DIR: distDir })).toBe("k3Xb9");
    expect(readBuildId({ NODE_ENV: "development", NEXT_DIST_DIR: distDir })).toBe("development");
    rmSync(distDir, { recursive: true });
  });

  it("falls back to memory, with a warning, when a production build id cannot be read", () => {
    const warnings: string[] = [];
    const store = createCacheStore(
      { REDIS_URL: "redis://127.0.0.1:6379", NODE_ENV: "production", NEXT_DIST_DIR: "no-such-dir" },
      { warn: (message) => warnings.push(message), info: () => {} },
    );
    expect(store.kind).toBe("memory");
    expect(warnings).toEqual([expect.stringMatching(/build id could not be read.*memory/)]);
  });
});

describe("the Redis server's memory policy", () => {
  it("must bound memory and evict by least recent (or least frequent) use", () => {
    expect(memoryPolicyProblem({ maxmemory: "0", policy: "allkeys-lru" })).toMatch(/no maxmemory/);
    expect(memoryPolicyProblem({ maxmemory: "1073741824", policy: "noeviction" })).toMatch(
      /evicts by "noeviction"/,
    );
    for (const policy of ["allkeys-lru", "volatile-lru", "allkeys-lfu", "volatile-lfu"]) {
      expect(memoryPolicyProblem({ maxmemory: "1073741824", policy })).toBeUndefined();
    }
  });
});
