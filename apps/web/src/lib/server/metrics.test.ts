import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countCacheLookup } from "../cache/cache-metrics.mjs";
import { watchMetrics } from "./metrics.mjs";

const token = "storefront-metrics-token-0123";
let base: string;
let close: () => void;

beforeAll(async () => {
  let metrics: ReturnType<typeof watchMetrics> | undefined;
  // As server.mjs: /metrics first, everything else is a page (or Next.js's 404).
  const server = createServer(async (request, response) => {
    if (await metrics?.answerMetrics(request, response)) return;
    response.writeHead(request.url === "/en" ? 200 : 404).end("page");
  });
  metrics = watchMetrics(server, { token });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the storefront's /metrics", () => {
  it("answers this machine with requests counted by kind and status", async () => {
    await fetch(`${base}/en`);
    await fetch(`${base}/en/no-such-page`);
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/souq_web_requests_total\{method="GET",kind="page",status="200"\} 1/);
    expect(text).toMatch(/souq_web_requests_total\{method="GET",kind="page",status="404"\} 1/);
    expect(text).toContain("souq_web_request_duration_seconds_bucket");
  });

  it("counts the caches' lookups by cache and outcome", async () => {
    countCacheLookup("page", "hit");
    countCacheLookup("use-cache", "miss");
    countCacheLookup("use-cache", "miss");
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/souq_web_cache_lookups_total\{cache="page",outcome="hit"\} [1-9]/);
    expect(text).toMatch(/souq_web_cache_lookups_total\{cache="use-cache",outcome="miss"\} [2-9]/);
  });

  it("leaves a request through a proxy without the token to Next.js (its 404)", async () => {
    const response = await fetch(`${base}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.4" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("page");
  });

  it("answers a bearer of METRICS_TOKEN through a proxy", async () => {
    const response = await fetch(`${base}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.4", authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("souq_web_requests_total");
  });
});
