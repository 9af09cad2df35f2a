import { orderEndpoints } from "@souq/contract/endpoints/orders";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.ts";
import { bearsToken } from "../http/bears-token.ts";
import { madeOnThisMachine } from "../http/made-on-this-machine.ts";

export interface MetricsOptions {
  /** A bearer of this token may read /metrics from anywhere; null: only this machine may. */
  token: string | null;
  /** Its statements are timed (souq_api_db_query_duration_seconds). */
  database?: Pick<DatabaseHandle, "watchQueries">;
}

/**
 * Prometheus metrics at GET /metrics: requests by route template and status, their durations,
 * rate-limit refusals, orders placed and database statements' durations, plus the process's own. Anyone else is told there is
 * nothing (404), as for the development routes.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, { token, database }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "souq_api_requests_total",
    help: "Requests answered, by method, route template and status",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "souq_api_request_duration_seconds",
    help: "Time to answer a request, by method, route template and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "souq_api_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by route template",
    labelNames: ["route"],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "souq_api_orders_placed_total",
    help: "Orders placed (checkouts answered 201; replays of a key are not counted)",
    registers: [registry],
  });

  const queries = new Histogram({
    name: "souq_api_db_query_duration_seconds",
    help: "Time a database statement took, by engine (pglite, postgres) and operation (select, insert, update, delete, transaction, other)",
    labelNames: ["engine", "operation"],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  if (database) {
    const stopWatching = database.watchQueries(({ engine, operation, seconds }) =>
      queries.observe({ engine, operation }, seconds),
    );
    app.addHook("onClose", async () => stopWatching());
  }

  app.addHook("onResponse", async (request, reply) => {
    // The template, never the address itself: one series per route, not one per product.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    if (route === orderEndpoints.checkout.path && reply.statusCode === 201) ordersPlaced.inc();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!madeOnThisMachine(request) && !bearsToken(request, token)) {
      return reply.callNotFound();
    }
    reply.header("Cache-Control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
};

export const metricsPlugin = fp(metrics, { name: "metrics" });
