import type { CacheEntry } from "next/dist/server/lib/cache-handlers/types";
import { describe, expect, it } from "vitest";
import CacheHandler from "./cache-handler.mjs";
import { cachedResult, testClock, textOf } from "./cache-test-support.ts";
import { createMemoryStore } from "./memory-cache-store.mjs";
import { unavailableTag } from "./unavailable-tag.mjs";
import { createUseCacheHandler } from "./use-cache-handler.mjs";

/** A handler over a memory store of its own, on a clock the test moves. */
function setUp(maxBytes = 1024 * 1024) {
  const { clock, now } = testClock(1_700_000_000_000);
  const store = createMemoryStore({ maxBytes, now });
  return { handler: createUseCacheHandler({ store, now }), store, clock, now };
}

describe('the "use cache" handler in memory', () => {
  it("answers what was written, as a new stream on every read, with its life", async () => {
    const { handler, clock } = setUp();
    await handler.set("categories", cachedResult("categories", clock.time));
    const first = await handler.get("categories", []);
    expect(first).toMatchObject({
      tags: ["catalog"],
      stale: 30,
      revalidate: 60,
      timestamp: clock.time,
    });
    expect(await textOf(first)).toBe("categories");
    expect(await textOf(await handler.get("categories", []))).toBe("categories");
    expect(await handler.get("vendors", [])).toBeUndefined();
  });

  it("makes a read wait for a write of the same key still under way", async () => {
    const { handler, clock } = setUp();
    let deliver: (entry: CacheEntry) => void = () => {};
    const writing = handler.set("slow", new Promise((resolve) => (deliver = resolve)));
    const reading = handler.get("slow", []);
    deliver(await cachedResult("made slowly", clock.time));
    await writing;
    expect(await textOf(await reading)).toBe("made slowly");
  });

  it("keeps neither a value made anew on every read, nor one whose stream failed", async () => {
    const { handler, clock } = setUp();
    await handler.set("dynamic", cachedResult("now", clock.time, { expire: 0 }));
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("half"));
        controller.error(new Error("the API went away"));
      },
    });
    await handler.set("broken", cachedResult("", clock.time, { value: failing }));
    await handler.set("thrown", Promise.reject(new Error("the function threw")));
    await handler.set("unavailable", cachedResult("", clock.time, { tags: [unavailableTag] }));
    for (const key of ["dynamic", "broken", "thrown", "unavailable"]) {
      expect(await handler.get(key, [])).toBeUndefined();
    }
  });

  it("keeps serving the older value when its refresh fails (the API down), until its expire", async () => {
    const { handler, clock } = setUp();
    await handler.set("categories", cachedResult("categories", clock.time));
    // Stale after a minute: Next.js serves it and makes it again in the background, which fails
    // as a stream that errors (the function threw) or as an entry that never comes.
    clock.time += 90_000;
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error("The catalog read GET /categories failed with 503"));
      },
    });
    await handler.set("categories", cachedResult("", clock.time, { value: failing }));
    await handler.set("categories", Promise.reject(new Error("the function threw")));
    // Or as an answer the function marked unavailable (readCatalogOrUnavailable).
    await handler.set(
      "categories",
      cachedResult("unavailable", clock.time, { tags: ["catalog", unavailableTag] }),
    );
    expect(await textOf(await handler.get("categories", []))).toBe("categories");
    // Made again once the API is back, it replaces the older value.
    await handler.set("categories", cachedResult("categories again", clock.time));
    expect(await textOf(await handler.get("categories", []))).toBe("categories again");
    // Nothing is served past its expire, refreshed or not.
    clock.time += 24 * 60 * 60_000 + 1;
    expect(await handler.get("categories", [])).toBeUndefined();
  });

  it("misses after updateTag, serves once stale after revalidateTag with a profile, and honours soft tags", async () => {
    const { handler, clock } = setUp();
    const write = (key: string, tags: string[]) =>
      handler.set(key, cachedResult(key, clock.time, { tags }));
    await write("product-7", ["catalog", "product-7"]);
    await write("product-8", ["catalog", "product-8"]);
    clock.time += 1_000;

    await handler.updateTags(["product-7"]);
    expect(await handler.get("product-7", [])).toBeUndefined();
    expect(await handler.get("product-8", [])).toMatchObject({ revalidate: 60 });

    // Stale at once (Next.js serves it once more and makes it again), expired after `expire`.
    await handler.updateTags(["product-8"], { expire: 60 });
    expect(await handler.get("product-8", [])).toMatchObject({ revalidate: -1 });
    clock.time += 61_000;
    expect(await handler.get("product-8", [])).toBeUndefined();

    // The page's path tags, revalidated by revalidatePath, count as the entry's own.
    await write("listing", ["catalog"]);
    clock.time += 1_000;
    await handler.updateTags(["_N_T_/en/pages/shop"]);
    expect(await handler.getExpiration(["_N_T_/en/pages/shop", "_N_T_/layout"])).toBe(clock.time);
    expect(await handler.getExpiration(["_N_T_/ar/pages/shop"])).toBe(0);
    expect(await handler.get("listing", ["_N_T_/en/pages/shop"])).toBeUndefined();
    expect(await handler.get("listing", ["_N_T_/ar/pages/shop"])).not.toBeUndefined();
  });

  it("shares one bound with the page cache, and keeps nothing larger than it", async () => {
    const { handler, store, clock, now } = setUp(20_000);
    const pages = new CacheHandler({}, { store, now });
    for (let index = 0; index < 200; index += 1) {
      await handler.set(`read-${index}`, cachedResult("x".repeat(1_000), clock.time));
      await pages.set(
        `/page-${index}`,
        { kind: "APP_PAGE", html: "y".repeat(1_000), headers: {} },
        {},
      );
    }
    expect(store.bytesUsed()).toBeLessThanOrEqual(20_000);
    expect(await textOf(await handler.get("read-199", []))).toBe("x".repeat(1_000));
    expect(await pages.get("/page-199", { kind: "APP_PAGE" })).not.toBeNull();
    expect(await handler.get("read-0", [])).toBeUndefined();

    await handler.set("huge", cachedResult("z".repeat(30_000), clock.time));
    expect(await handler.get("huge", [])).toBeUndefined();
    expect(store.bytesUsed()).toBeLessThanOrEqual(20_000);
  });
});
