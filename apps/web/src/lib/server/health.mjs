// /health (alive) and /ready (the API answers its /ready, Redis answers a PING when the cache is
// shared through it, and this process is not stopping), answered by the storefront's server
// before Next.js sees the request.
import { sharedCacheStore } from "../cache/shared-cache-store.mjs";

const json = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/** Whether the cache's Redis answers; undefined when the cache is in this process's memory. */
async function sharedCacheAnswers(store = sharedCacheStore()) {
  return store.answers ? store.answers() : undefined;
}

/** Answers /health and /ready and returns true; any other request is left alone (false). */
export async function answerHealth(
  request,
  response,
  { apiUrl, isStopping, cacheAnswers = sharedCacheAnswers },
) {
  const path = (request.url ?? "").split("?")[0];
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (path === "/health") {
    response.writeHead(200, json).end(JSON.stringify({ status: "ok" }));
    return true;
  }
  if (path !== "/ready") return false;
  const stopping = isStopping();
  const [api, redis] = await Promise.all([
    !stopping &&
      fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (answer) => answer.ok,
        () => false,
      ),
    stopping ? undefined : cacheAnswers(),
  ]);
  const ready = !isStopping() && api && redis !== false;
  const state = (up) => (up ? "ok" : "unavailable");
  response.writeHead(ready ? 200 : 503, json).end(
    JSON.stringify({
      status: state(ready),
      api: state(api),
      ...(redis === undefined ? {} : { redis: state(redis) }),
    }),
  );
  return true;
}
