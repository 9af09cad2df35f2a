import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { endRequestTrace, requestTraceOf } from "../telemetry/tracing.ts";

export interface TracingOptions {
  /** Whether an address is one of the proxies (TRUST_PROXY) whose `traceparent` is continued. */
  isTrustedProxy: (address: string) => boolean;
}

/**
 * The request's trace (ADR 42): its `traceparent` answered on every reply (error answers too),
 * its span named by the route template and ended with the status. The log lines get the trace id
 * from the app's child logger (buildApp).
 */
const tracing: FastifyPluginAsync<TracingOptions> = async (app, { isTrustedProxy }) => {
  app.addHook("onSend", async (request, reply) => {
    reply.header("traceparent", requestTraceOf(request.raw, isTrustedProxy).traceparent);
  });
  const end = (request: FastifyRequest, status: number) =>
    endRequestTrace(requestTraceOf(request.raw, isTrustedProxy), {
      method: request.method,
      route: request.routeOptions.url,
      status,
    });
  app.addHook("onResponse", async (request, reply) => end(request, reply.statusCode));
  // The client went away before the answer: 499, as proxies log it.
  app.addHook("onRequestAbort", async (request) => end(request, 499));
};

export const tracingPlugin = fp(tracing, { name: "tracing" });
