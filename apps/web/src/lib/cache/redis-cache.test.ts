import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import CacheHandler from "./cache-handler.mjs";
import { cachedResult, startStallingRedis, testClock, textOf } from "./cache-test-support.ts";
import { createRedisStore } from "./redis-cache-store.mjs";
import { connectRedis, redisCallTimeoutMs, retryDelayMs } from "./redis-connection.mjs";
import { createUseCacheHandler } from "./use-cache-handler.mjs";

// The CI machine runs Redis here; elsewhere these tests are skipped, saying why, when it is absent.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// Every key this run writes starts with this, and is deleted after it.
const runPrefix = `souq-test:cache:${randomUUID()}:`;

/** Log lines a store wrote, to count its warnings. */
function recordingLog() {
  const lines: { warn: string[]; info: string[] } = { warn: [], info: [] };
  return {
    lines,
    warn: (message: string) => lines.warn.push(message),
    info: (message: string) => lines.info.push(message),
  };
}

/**
 * What a call answers while the test's clock stands still (fake timers, real sockets): it must
 * settle without any timer firing, so it waited on nothing. No wall-clock bound is asked of a busy
 * test machine: measured timings belong in bench/.
 */
async function answeredAtOnce<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled, "answered without waiting for a timer").toBe(true);
  return promise;
}

/** Whether a promise has settled yet, without waiting for it. */
function settledYet(promise: Promise<unknown>) {
  const seen = { settled: false };
  promise.then(
    () => {
      seen.settled = true;
    },
    () => {
      seen.settled = true;
    },
  );
  return seen;
}

// Only the timers the cache sets (call deadlines, reconnect probes) are the test's to move.
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

const outageWarnings = (lines: { warn: string[] }) =>
  lines.warn.filter((line) => line.includes("does not answer"));

const opened: { close(): Promise<void> }[] = [];

/** What one storefront process holds: its own connection, and both of Next.js's handlers over it. */
async function startProcess(options: {
  now: () => number;
  buildId?: string;
  maxEntryBytes?: number;
  url?: string;
}) {
  const log = recordingLog();
  const url = options.url ?? redisUrl;
  const store = createRedisStore({
    url,
    // These tests are about what processes share, not about deadlines (tested below with fake
    // timers): a busy test machine must not turn a slow answer into a miss.
    connection: connectRedis({ url, log, timeoutMs: 5_000 }),
    namespace: {
      entries: `${runPrefix}${options.buildId ?? "build-1"}:`,
      tags: `${runPrefix}tags:`,
    },
    now: options.now,
    log,
    ...(options.maxEntryBytes !== undefined && { maxEntryBytes: options.maxEntryBytes }),
  });
  opened.push(store);
  const connected = await store.ready();
  const useCache = createUseCacheHandler({ store, now: options.now });
  const pages = new CacheHandler({}, { store, now: options.now });
  return { store, useCache, pages, log: log.lines, connected };
}

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
});

/** A plain client of the test's own, to look at keys and delete them after. */
function adminClient() {
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on("error", () => {});
  return client;
}

describe("the shared cache in Redis", () => {
  let admin: ReturnType<typeof adminClient> | undefined;
  let skipReason: string | undefined;

  beforeAll(async () => {
    const client = adminClient();
    try {
      await client.connect();
      await client.ping();
      admin = client;
    } catch (error) {
      skipReason = `no Redis answers at ${redisUrl} (${(error as Error).message}); start one or set TEST_REDIS_URL`;
      if (process.env.CI) throw new Error(`The shared-cache tests need Redis: ${skipReason}`);
      console.warn(`Skipping the shared-cache tests against Redis: ${skipReason}`);
    }
  });

  afterAll(async () => {
    if (!admin) return;
    for await (const keys of admin.scanIterator({ MATCH: `${runPrefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await admin.del(keys);
    }
    await admin.close();
  });

  beforeEach((context) => {
    if (skipReason) context.skip(skipReason);
  });

  /** The time to live (ms) of every key this run wrote under `prefix`. */
  async function ttlsUnder(prefix: string) {
    const ttls = new Map<string, number>();
    for await (const keys of admin?.scanIterator({ MATCH: `${runPrefix}${prefix}*` }) ?? []) {
      for (const key of keys) ttls.set(key.slice(runPrefix.length), await (admin?.pTTL(key) ?? -1));
    }
    return ttls;
  }

  it("lets two processes share a cached function's value and a page", async () => {
    const { now } = testClock();
    const first = await startProcess({ now });
    const second = await startProcess({ now });
    expect([first.connected, second.connected]).toEqual([true, true]);

    await first.useCache.set("categories", cachedResult("categories", now()));
    expect(await textOf(await second.useCache.get("categories", []))).toBe("categories");

    const page = {
      kind: "APP_PAGE",
      html: "<html lang=ar dir=rtl></html>",
      rscData: Buffer.from("rsc payload"),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { "x-next-cache-tags": "catalog,_N_T_/ar/pages/shop" },
      status: 200,
    };
    await first.pages.set("/ar/pages/shop", page, { cacheControl: { revalidate: 60 } });
    expect(await second.pages.get("/ar/pages/shop", { kind: "APP_PAGE" })).toEqual({
      lastModified: now(),
      value: page,
      cacheControl: { revalidate: 60 },
    });
    expect(outageWarnings(first.log)).toEqual([]);
  });

  it("makes a tag revalidated through one process a miss in the other, for what was written before", async () => {
    const { clock, now } = testClock();
    const first = await startProcess({ now });
    const second = await startProcess({ now });
    await first.useCache.set(
      "product-7",
      cachedResult("seven", now(), { tags: ["catalog", "product-7"] }),
    );
    await first.useCache.set(
      "product-8",
      cachedResult("eight", now(), { tags: ["catalog", "product-8"] }),
    );
    const productPage = {
      kind: "APP_PAGE",
      html: "7",
      headers: { "x-next-cache-tags": "product-7" },
    };
    await first.pages.set("/product/7", productPage, {});
    clock.time += 1_000;

    // updateTag after a review: gone at once, everywhere.
    await second.useCache.updateTags(["product-7"]);
    await second.pages.revalidateTag(["product-7"]);
    expect(await first.useCache.get("product-7", [])).toBeUndefined();
    expect(await first.pages.get("/product/7", { kind: "APP_PAGE" })).toBeNull();
    expect(await textOf(await first.useCache.get("product-8", []))).toBe("eight");

    // What is written after the revalidation is served again.
    clock.time += 1_000;
    await first.useCache.set(
      "product-7",
      cachedResult("seven again", now(), { tags: ["product-7"] }),
    );
    expect(await textOf(await second.useCache.get("product-7", []))).toBe("seven again");

    // revalidateTag with a profile: served stale once (Next.js makes it again), expired after it.
    await first.useCache.updateTags(["product-8"], { expire: 60 });
    expect(await second.useCache.get("product-8", [])).toMatchObject({ revalidate: -1 });
    clock.time += 61_000;
    expect(await second.useCache.get("product-8", [])).toBeUndefined();
  });

  it("honours a page's soft tags (revalidatePath) in every process", async () => {
    const { clock, now } = testClock();
    const first = await startProcess({ now });
    const second = await startProcess({ now });
    await first.useCache.set("listing", cachedResult("listing", now()));
    await first.pages.set("/en/pages/shop", { kind: "APP_PAGE", html: "shop", headers: {} }, {});
    clock.time += 1_000;

    await second.useCache.updateTags(["_N_T_/en/pages/shop"]);
    await second.pages.revalidateTag("_N_T_/en/pages/shop");
    expect(await first.useCache.getExpiration(["_N_T_/layout", "_N_T_/en/pages/shop"])).toBe(now());
    expect(await first.useCache.getExpiration(["_N_T_/ar/pages/shop"])).toBe(0);
    expect(await first.useCache.get("listing", ["_N_T_/en/pages/shop"])).toBeUndefined();
    expect(await textOf(await first.useCache.get("listing", ["_N_T_/ar/pages/shop"]))).toBe(
      "listing",
    );
    expect(
      await first.pages.get("/en/pages/shop", {
        kind: "APP_PAGE",
        softTags: ["_N_T_/en/pages/shop"],
      }),
    ).toBeNull();
  });

  it("writes every key with a time to live, and forgets an entry once it expires", async () => {
    const { clock, now } = testClock();
    const storefront = await startProcess({ now, buildId: "ttl" });
    await storefront.useCache.set("catalog-read", cachedResult("read", now(), { expire: 60 }));
    await storefront.pages.set(
      "/en",
      { kind: "APP_PAGE", html: "home", headers: {} },
      {
        cacheControl: { revalidate: 60 },
      },
    );
    await storefront.pages.set("/robots.txt", { kind: "APP_ROUTE", body: Buffer.from("ok") }, {});
    await storefront.useCache.updateTags(["catalog"], { expire: 60 });

    // Entries, and tag revalidations too (here and in every test before).
    for (const ttl of (await ttlsUnder("")).values()) expect(ttl).toBeGreaterThan(0);
    expect((await ttlsUnder("tags:catalog")).get("tags:catalog")).toBeGreaterThan(0);
    const ttls = await ttlsUnder("ttl:");
    expect(ttls.size).toBe(3);
    expect(ttls.get("ttl:use-cache:catalog-read")).toBeLessThanOrEqual(60_000);
    // A page is kept one revalidate period after it went stale; one kept for good, a week.
    expect(ttls.get("ttl:/en")).toBeLessThanOrEqual(120_000);
    expect(ttls.get("ttl:/robots.txt")).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);

    clock.time += 61_000;
    expect(await storefront.useCache.get("catalog-read", [])).toBeUndefined();

    // Redis itself lets it go when its time is up.
    clock.time = Date.now();
    await storefront.useCache.set("short", cachedResult("short", now(), { expire: 1 }));
    expect(await admin?.exists(`${runPrefix}ttl:use-cache:short`)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await admin?.exists(`${runPrefix}ttl:use-cache:short`)).toBe(0);
  });

  it("does not store an entry above the size cap, nor leave an older copy of it", async () => {
    const { now } = testClock();
    const storefront = await startProcess({ now, buildId: "cap", maxEntryBytes: 10_000 });
    await storefront.useCache.set("listing", cachedResult("small", now()));
    expect(await textOf(await storefront.useCache.get("listing", []))).toBe("small");
    await storefront.useCache.set("listing", cachedResult("x".repeat(20_000), now()));
    expect(await storefront.useCache.get("listing", [])).toBeUndefined();

    await storefront.pages.set(
      "/big",
      { kind: "APP_PAGE", html: "y".repeat(20_000), headers: {} },
      {},
    );
    expect(await storefront.pages.get("/big", { kind: "APP_PAGE" })).toBeNull();
    expect((await ttlsUnder("cap:")).size).toBe(0);
  });

  it("keeps each build's entries apart, while tag revalidations reach every build", async () => {
    const { clock, now } = testClock();
    const oldBuild = await startProcess({ now, buildId: "old" });
    const newBuild = await startProcess({ now, buildId: "new" });
    await oldBuild.useCache.set("product-9", cachedResult("nine", now(), { tags: ["product-9"] }));
    expect(await newBuild.useCache.get("product-9", [])).toBeUndefined();

    clock.time += 1_000;
    await newBuild.useCache.updateTags(["product-9"]);
    expect(await oldBuild.useCache.get("product-9", [])).toBeUndefined();
  });
});

describe("the shared cache when Redis is away or slow", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers misses at once and drops writes when nothing listens, warning once", async () => {
    fakeTimeouts();
    const { now } = testClock();
    const log = recordingLog();
    const store = createRedisStore({
      url: "redis://127.0.0.1:1",
      namespace: { entries: `${runPrefix}none:`, tags: `${runPrefix}none-tags:` },
      now,
      log,
    });
    opened.push(store);
    const useCache = createUseCacheHandler({ store, now });
    const pages = new CacheHandler({}, { store, now });

    // Even before the first connection has failed, a read waits at most one call's time.
    const first = useCache.get("categories", []);
    await vi.advanceTimersByTimeAsync(redisCallTimeoutMs);
    expect(await answeredAtOnce(first)).toBeUndefined();

    // Once Redis is known to be away, nothing waits: every call answers with the clock stopped.
    expect(await store.ready()).toBe(false);
    for (let index = 0; index < 20; index += 1) {
      expect(await answeredAtOnce(useCache.get(`read-${index}`, ["_N_T_/layout"]))).toBeUndefined();
      await answeredAtOnce(useCache.set(`read-${index}`, cachedResult("read", now())));
      expect(await answeredAtOnce(pages.get(`/page-${index}`, { kind: "APP_PAGE" }))).toBeNull();
      await answeredAtOnce(
        pages.set(`/page-${index}`, { kind: "APP_PAGE", html: "page", headers: {} }, {}),
      );
    }
    await answeredAtOnce(useCache.updateTags(["catalog"]));
    await answeredAtOnce(pages.revalidateTag("catalog"));
    expect(await answeredAtOnce(useCache.getExpiration(["_N_T_/layout"]))).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(outageWarnings(log.lines)).toHaveLength(1);
  });

  it("does not let a server that stops answering hold a read beyond its timeout, and comes back", async () => {
    const { now } = testClock();
    const server = await startStallingRedis();
    const log = recordingLog();
    const store = createRedisStore({
      url: server.url,
      namespace: { entries: "slow:", tags: "slow-tags:" },
      now,
      log,
    });
    try {
      expect(await store.ready()).toBe(true);
      const useCache = createUseCacheHandler({ store, now });
      fakeTimeouts();
      server.stall();
      // The read waits for the server until its deadline, and not a moment longer: then a miss.
      const read = useCache.get("categories", []);
      const seen = settledYet(read);
      await vi.advanceTimersByTimeAsync(redisCallTimeoutMs - 1);
      expect(seen.settled, "the read waits for the server until its deadline").toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answeredAtOnce(read)).toBeUndefined();
      // The server is now known to be slow: the next reads do not wait for it at all.
      for (let index = 0; index < 10; index += 1)
        expect(await answeredAtOnce(useCache.get("categories", []))).toBeUndefined();
      expect(outageWarnings(log.lines)).toHaveLength(1);

      // The first probe after the outage finds the server answering again.
      server.resume();
      await vi.advanceTimersByTimeAsync(retryDelayMs(0));
      await expect
        .poll(() => log.lines.info, { timeout: 2_000 })
        .toEqual([expect.stringContaining("answers again")]);
    } finally {
      vi.useRealTimers();
      await store.close();
      await server.close();
    }
  });
});
