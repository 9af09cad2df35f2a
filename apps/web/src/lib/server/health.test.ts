import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCacheStore } from "../cache/shared-cache-store.mjs";
import { answerHealth } from "./health.mjs";

const quiet = { warn() {}, info() {} };
// As the shared-cache tests: Redis runs here on the CI machine; elsewhere that test is skipped.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const closers: (() => unknown)[] = [];
let apiUrl: string;

/** A storefront's /ready over a shared cache in Redis at `redisUrl` (none: in memory). */
async function storefront(redisUrl?: string) {
  const store = createCacheStore(
    { REDIS_URL: redisUrl, CACHE_NAMESPACE: "souq-health-test", COMPANY_ID: "1" },
    quiet,
  );
  closers.push(() => (store as { close?: () => unknown }).close?.());
  const server = createServer(async (request, response) => {
    const answered = await answerHealth(request, response, {
      apiUrl,
      isStopping: () => false,
      cacheAnswers: async () => store.answers?.(),
    });
    if (!answered) response.writeHead(404).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on. */
async function closedPort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  // The API's /ready, answering 200.
  const api = createServer((_request, response) => response.end("{}")).listen(0, "127.0.0.1");
  await once(api, "listening");
  closers.push(() => api.close());
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const close of closers) await close();
});

describe("the storefront's /ready and its shared cache", () => {
  it("is ready without Redis when the cache is in memory", async () => {
    const response = await fetch(`${await storefront()}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", api: "ok" });
  });

  it("is ready when Redis answers a PING", async (context) => {
    const probe = createCacheStore({ REDIS_URL: redisUrl, CACHE_NAMESPACE: "probe" }, quiet);
    const up = await probe.answers?.();
    await (probe as { close?: () => Promise<void> }).close?.();
    if (!up) {
      const reason = `no Redis answers at ${redisUrl}; start one or set TEST_REDIS_URL`;
      if (process.env.CI) throw new Error(`The /ready test with Redis needs it: ${reason}`);
      context.skip(reason);
    }
    const response = await fetch(`${await storefront(redisUrl)}/ready`);
    expect(await response.json()).toEqual({ status: "ok", api: "ok", redis: "ok" });
    expect(response.status).toBe(200);
  });

  it("is not ready (503) when REDIS_URL names a server that does not answer", async () => {
    const base = await storefront(`redis://127.0.0.1:${await closedPort()}`);
    const response = await fetch(`${base}/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      api: "ok",
      redis: "unavailable",
    });
  });
});
