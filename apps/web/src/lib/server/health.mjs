// /health (alive) and /ready (the API answers its /ready, and this process is not stopping),
// answered by the storefront's server before Next.js sees the request.

const json = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/** Answers /health and /ready and returns true; any other request is left alone (false). */
export async function answerHealth(request, response, { apiUrl, isStopping }) {
  const path = (request.url ?? "").split("?")[0];
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (path === "/health") {
    response.writeHead(200, json).end(JSON.stringify({ status: "ok" }));
    return true;
  }
  if (path !== "/ready") return false;
  const api =
    !isStopping() &&
    (await fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.ok,
      () => false,
    ));
  const ready = !isStopping() && api;
  response
    .writeHead(ready ? 200 : 503, json)
    .end(JSON.stringify({ status: ready ? "ok" : "unavailable", api: api ? "ok" : "unavailable" }));
  return true;
}
