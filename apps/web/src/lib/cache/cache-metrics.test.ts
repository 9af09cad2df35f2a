import { describe, expect, it } from "vitest";
import CacheHandler from "./cache-handler.mjs";
import { cacheLookupCounts } from "./cache-metrics.mjs";
import { cachedResult, testClock } from "./cache-test-support.ts";
import { createMemoryStore } from "./memory-cache-store.mjs";
import { createUseCacheHandler } from "./use-cache-handler.mjs";

/** How many lookups of `cache` ended in `outcome` so far in this process. */
function counted(cache: string, outcome: string): number {
  return (
    cacheLookupCounts().find((count) => count.cache === cache && count.outcome === outcome)
      ?.count ?? 0
  );
}

/** The change of every count while `work` runs. */
async function countsDuring(cache: string, work: () => Promise<unknown>) {
  const before = ["hit", "stale", "miss"].map((outcome) => counted(cache, outcome));
  await work();
  const after = ["hit", "stale", "miss"].map((outcome) => counted(cache, outcome));
  const [hit, stale, miss] = after.map((value, index) => value - (before[index] ?? 0));
  return { hit, stale, miss };
}

const page = {
  kind: "APP_PAGE",
  html: "<p>page</p>",
  headers: { "x-next-cache-tags": "catalog" },
  status: 200,
};

describe("the storefront's cache lookups, counted by cache and outcome", () => {
  it("counts a page's miss, its hit, and a stale read once its revalidate has passed", async () => {
    const { clock, now } = testClock(1_700_000_000_000);
    const handler = new CacheHandler(
      {},
      { store: createMemoryStore({ maxBytes: 1 << 20, now }), now },
    );
    const context = { kind: "APP_PAGE", cacheControl: { revalidate: 60, expire: 3600 } };
    const counts = await countsDuring("page", async () => {
      expect(await handler.get("/en", context)).toBeNull();
      await handler.set("/en", page, context);
      expect(await handler.get("/en", context)).not.toBeNull();
      clock.time += 61_000;
      expect(await handler.get("/en", context)).not.toBeNull();
    });
    expect(counts).toEqual({ hit: 1, stale: 1, miss: 1 });
  });

  it('counts "use cache" values apart from pages', async () => {
    const { clock, now } = testClock(1_700_000_000_000);
    const handler = createUseCacheHandler({
      store: createMemoryStore({ maxBytes: 1 << 20, now }),
      now,
    });
    const pages = counted("page", "hit") + counted("page", "miss") + counted("page", "stale");
    const counts = await countsDuring("use-cache", async () => {
      expect(await handler.get("categories", [])).toBeUndefined();
      await handler.set("categories", cachedResult("[]", clock.time));
      expect(await handler.get("categories", [])).toBeDefined();
      expect(await handler.get("categories", [])).toBeDefined();
      clock.time += 61_000;
      expect(await handler.get("categories", [])).toBeDefined();
      // Past its expiry (a day) it is gone.
      clock.time += 24 * 60 * 60 * 1000;
      expect(await handler.get("categories", [])).toBeUndefined();
    });
    expect(counts).toEqual({ hit: 2, stale: 1, miss: 2 });
    expect(counted("page", "hit") + counted("page", "miss") + counted("page", "stale")).toBe(pages);
  });
});
