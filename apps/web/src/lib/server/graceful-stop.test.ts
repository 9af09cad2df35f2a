import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { watchForGracefulStop } from "./graceful-stop.mjs";
import { answerHealth } from "./health.mjs";

/** A server whose every answer takes `ms`, with /health and /ready, as server.mjs builds it. */
async function startServer(ms: number, apiUrl: string) {
  let graceful: ReturnType<typeof watchForGracefulStop> | undefined;
  const server = createServer(async (request, response) => {
    const isStopping = () => graceful?.isStopping() ?? false;
    if (await answerHealth(request, response, { apiUrl, isStopping })) return;
    setTimeout(() => response.end("page"), ms);
  });
  graceful = watchForGracefulStop(server, { quietMs: 200 });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, graceful, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the storefront server's stop", () => {
  it("answers every request already sent, then closes", async () => {
    const { server, graceful, base } = await startServer(300, "http://127.0.0.1:9");
    const requests = Array.from({ length: 16 }, () =>
      fetch(`${base}/en`).then(async (response) => `${response.status} ${await response.text()}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = graceful.stop();
    expect(await Promise.all(requests)).toEqual(Array(16).fill("200 page"));
    expect(await stopped).toBe(true);
    expect(server.listening).toBe(false);
  });
});

describe("/health and /ready", () => {
  it("/ready answers 200 while the API is ready, 503 when it is not or while stopping", async () => {
    let apiReady = true;
    const api = createServer((request, response) => {
      response.writeHead(request.url === "/ready" && apiReady ? 200 : 503).end("{}");
    });
    api.listen(0, "127.0.0.1");
    await once(api, "listening");
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const { graceful, base } = await startServer(0, apiUrl);
    try {
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      expect((await fetch(`${base}/health`)).status).toBe(200);
      apiReady = false;
      const notReady = await fetch(`${base}/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: "unavailable", api: "unavailable" });
      expect((await fetch(`${base}/health`)).status).toBe(200);
      apiReady = true;
      const stopped = graceful.stop();
      expect((await fetch(`${base}/ready`)).status).toBe(503);
      expect(await stopped).toBe(true);
    } finally {
      api.close();
    }
  });
});
