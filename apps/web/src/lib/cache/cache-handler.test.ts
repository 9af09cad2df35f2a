import { describe, expect, it } from "vitest";
import CacheHandler from "./cache-handler.mjs";
import { testClock } from "./cache-test-support.ts";
import { createMemoryStore, readCacheMaxBytes, storefrontHeapMb } from "./memory-cache-store.mjs";

/** A handler over a store of its own, on a clock the test moves. */
function setUp(maxBytes = 1024 * 1024) {
  const { clock, now } = testClock(1_700_000_000_000);
  const store = createMemoryStore({ maxBytes, now });
  const handler = new CacheHandler({}, { store, now });
  return { handler, store, clock };
}

/** Fetched data as Next.js hands it over: the body in base64, its revalidate time in seconds. */
function fetched(body: string, revalidate = 60) {
  return {
    kind: "FETCH",
    data: { headers: {}, body: Buffer.from(body).toString("base64"), status: 200, url: "" },
    revalidate,
  };
}

const catalogRead = { fetchCache: true, kind: "FETCH", tags: ["catalog"] };

describe("the storefront's cache handler", () => {
  it("keeps the total size under its bound, letting the least recently used entries go", async () => {
    const { handler, store } = setUp(10_000);
    await handler.set("keyword-a", fetched("a".repeat(2_000)), catalogRead);
    await handler.set("keyword-b", fetched("b".repeat(2_000)), catalogRead);
    // Reading "a" makes "b" the least recently used.
    expect(await handler.get("keyword-a", catalogRead)).not.toBeNull();
    await handler.set("keyword-c", fetched("c".repeat(2_000)), catalogRead);
    await handler.set("keyword-d", fetched("d".repeat(2_000)), catalogRead);
    expect(await handler.get("keyword-b", catalogRead)).toBeNull();
    expect(await handler.get("keyword-a", catalogRead)).not.toBeNull();
    expect(await handler.get("keyword-d", catalogRead)).not.toBeNull();
    expect(store.bytesUsed()).toBeLessThanOrEqual(10_000);

    // A thousand distinct keywords later it still holds no more than its bound.
    for (let index = 0; index < 1_000; index += 1) {
      await handler.set(`keyword-${index}`, fetched(`keyword ${index} `.repeat(40)), catalogRead);
    }
    expect(store.bytesUsed()).toBeLessThanOrEqual(10_000);
    expect(await handler.get("keyword-999", catalogRead)).not.toBeNull();
    expect(await handler.get("keyword-0", catalogRead)).toBeNull();
  });

  it("does not keep an entry larger than the whole cache", async () => {
    const { handler, store } = setUp(4_000);
    await handler.set("huge", fetched("x".repeat(10_000)), catalogRead);
    expect(await handler.get("huge", catalogRead)).toBeNull();
    expect(store.bytesUsed()).toBe(0);
  });

  it("answers an entry with the time it was written, so Next.js can tell when it went stale", async () => {
    const { handler, clock } = setUp();
    const written = clock.time;
    await handler.set("home", fetched("home page"), catalogRead);
    clock.time += 30_000;
    const entry = await handler.get("home", catalogRead);
    expect(entry).toMatchObject({ lastModified: written, value: fetched("home page") });
  });

  it("forgets an entry one revalidate period after it went stale", async () => {
    const { handler, clock } = setUp();
    await handler.set("home", fetched("home page", 60), catalogRead);
    // Stale after 60 s; still there to be answered while Next.js refreshes it.
    clock.time += 90_000;
    expect(await handler.get("home", catalogRead)).not.toBeNull();
    clock.time += 31_000;
    expect(await handler.get("home", catalogRead)).toBeNull();

    // What is kept for good (a year, to Next.js) stays until the size bound moves it out.
    await handler.set("forever", fetched("robots", 365 * 24 * 60 * 60), catalogRead);
    clock.time += 30 * 24 * 60 * 60 * 1000;
    expect(await handler.get("forever", catalogRead)).not.toBeNull();
  });

  it("keeps a page until its expire, through the renders that fail while the API is down", async () => {
    const { handler, clock } = setUp();
    const page = { kind: "APP_PAGE", html: "<html>shop</html>", headers: {}, status: 200 };
    // The catalog's life: stale after a minute, never served after a day.
    await handler.set("/en/pages/shop", page, { cacheControl: { revalidate: 60, expire: 86_400 } });
    // Ten minutes later (a long outage) Next.js still gets it, stale, to answer while it tries
    // to render it again.
    clock.time += 10 * 60_000;
    expect(await handler.get("/en/pages/shop", { kind: "APP_PAGE" })).toMatchObject({
      value: page,
    });
    // A render that failed: Next.js writes the same page back, to try again in 30 seconds.
    await handler.set("/en/pages/shop", page, { cacheControl: { revalidate: 30, expire: 86_400 } });
    clock.time += 60 * 60_000;
    expect(await handler.get("/en/pages/shop", { kind: "APP_PAGE" })).not.toBeNull();
    clock.time += 24 * 60 * 60_000;
    expect(await handler.get("/en/pages/shop", { kind: "APP_PAGE" })).toBeNull();
  });

  it("drops the entries of a revalidated tag, and only those written before it", async () => {
    const { handler, clock } = setUp();
    await handler.set("categories", fetched("categories"), catalogRead);
    await handler.set("reviews-7", fetched("reviews"), {
      fetchCache: true,
      kind: "FETCH",
      tags: ["reviews-7"],
    });
    clock.time += 1_000;
    await handler.revalidateTag("catalog");
    expect(await handler.get("categories", catalogRead)).toBeNull();
    expect(await handler.get("reviews-7", { kind: "FETCH", tags: ["reviews-7"] })).not.toBeNull();

    clock.time += 1_000;
    await handler.set("categories", fetched("categories again"), catalogRead);
    expect(await handler.get("categories", catalogRead)).toMatchObject({
      value: fetched("categories again"),
    });

    // Several tags at once (revalidateTag's array form), and the page tags a read carries.
    clock.time += 1_000;
    await handler.revalidateTag(["reviews-7", "_N_T_/pages/shop"]);
    expect(await handler.get("reviews-7", { kind: "FETCH", tags: ["reviews-7"] })).toBeNull();
    expect(
      await handler.get("categories", { ...catalogRead, softTags: ["_N_T_/pages/shop"] }),
    ).toBeNull();
  });

  it("reads the tags of a cached page from its header", async () => {
    const { handler, clock } = setUp();
    const page = {
      kind: "APP_PAGE",
      html: "<html></html>",
      rscData: Buffer.from("rsc"),
      headers: { "x-next-cache-tags": "_N_T_/layout,sitemap" },
      status: 200,
    };
    await handler.set("sitemap-page", page, { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("sitemap-page", { kind: "APP_PAGE" })).toMatchObject({
      value: page,
      cacheControl: { revalidate: 3600 },
    });
    clock.time += 1_000;
    await handler.revalidateTag("sitemap");
    expect(await handler.get("sitemap-page", { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("CACHE_MAX_MB", () => {
  it("is 64 MB unless set, and a whole number of megabytes when set", () => {
    expect(readCacheMaxBytes({})).toBe(64 * 1024 * 1024);
    expect(readCacheMaxBytes({ CACHE_MAX_MB: "256" })).toBe(256 * 1024 * 1024);
    for (const bad of ["0", "-1", "1.5", "64MB", ""]) {
      expect(() => readCacheMaxBytes({ CACHE_MAX_MB: bad })).toThrow(/CACHE_MAX_MB: must be/);
    }
  });
});

describe("the storefront's heap limit", () => {
  it("is the cache's megabytes and room to render, and refuses a bad cache setting", () => {
    expect(storefrontHeapMb({})).toBe(256);
    expect(storefrontHeapMb({ CACHE_MAX_MB: "512" })).toBe(704);
    expect(() => storefrontHeapMb({ CACHE_MAX_MB: "lots" })).toThrow(/CACHE_MAX_MB: must be/);
  });
});
