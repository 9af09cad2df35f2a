// Prometheus metrics of the storefront's server at GET /metrics: requests by kind and status,
// their durations, cache lookups by outcome, and the process's own. Answered to this machine (not through a proxy) or to a
// bearer of METRICS_TOKEN; anyone else gets Next.js's answer for an unknown address. See ADR 39.
import { timingSafeEqual } from "node:crypto";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { cacheLookupCounts } from "../cache/cache-metrics.mjs";

const proxyHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];
const loopback = /^(127\.|::1$|::ffff:127\.)/;

/** Pages are not known by template here, so requests are counted by kind: few series, always. */
export function kindOf(path, headers) {
  if (path.startsWith("/_next/static/") || path.startsWith("/_next/image")) return "asset";
  if (headers["next-action"] !== undefined) return "action";
  if (headers.rsc !== undefined) return "navigation";
  if (path === "/health" || path === "/ready" || path === "/metrics") return "probe";
  return "page";
}

function mayRead(request, token) {
  const ownMachine =
    loopback.test(request.socket.remoteAddress ?? "") &&
    proxyHeaders.every((name) => request.headers[name] === undefined);
  if (ownMachine) return true;
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Counts every request of `server`; `answerMetrics` answers GET /metrics (true) or not (false). */
export function watchMetrics(server, { token = null } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "kind", "status"];
  const requests = new Counter({
    name: "souq_web_requests_total",
    help: "Requests answered by the storefront, by method, kind and status",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "souq_web_request_duration_seconds",
    help: "Time to answer a storefront request, by method, kind and status",
    labelNames,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Counter({
    name: "souq_web_cache_lookups_total",
    help: "Lookups in the storefront's caches, by cache (page, use-cache) and outcome (hit, stale, miss)",
    labelNames: ["cache", "outcome"],
    registers: [registry],
    // The cache handlers count on a process-wide table (Next.js loads them on its own).
    collect() {
      this.reset();
      for (const { cache, outcome, count } of cacheLookupCounts())
        this.inc({ cache, outcome }, count);
    },
  });
  server.on("request", (request, response) => {
    const started = process.hrtime.bigint();
    const kind = kindOf((request.url ?? "").split("?")[0], request.headers);
    response.once("finish", () => {
      const labels = { method: request.method, kind, status: String(response.statusCode) };
      requests.inc(labels);
      durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
  return {
    async answerMetrics(request, response) {
      if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics")
        return false;
      if (!mayRead(request, token)) return false;
      const text = await registry.metrics();
      response
        .writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" })
        .end(text);
      return true;
    },
  };
}
