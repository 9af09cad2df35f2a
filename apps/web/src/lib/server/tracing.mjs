// W3C trace context for every request the storefront's server answers, and OpenTelemetry spans
// sent over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 42). Plain JavaScript: server.mjs
// runs it before Next.js. The context lives in OpenTelemetry's global AsyncLocalStorage, which
// every copy of @opentelemetry/api (ours, the one bundled into the pages, Next.js's) shares, so
// the API client finds the request's trace in server components, route handlers and actions.
import { randomBytes } from "node:crypto";
import {
  context,
  defaultTextMapGetter,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";

/** Reads callers' `traceparent` whether or not `startTracing` installed the global propagator. */
const w3c = new W3CTraceContextPropagator();

/** Whether spans are exported: an OTLP endpoint is named and the SDK is not switched off. */
export function exportsTraces(env = process.env) {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return (
    Boolean(endpoint) && env.OTEL_SDK_DISABLED !== "true" && env.OTEL_TRACES_EXPORTER !== "none"
  );
}

let exporting = false;

/**
 * Installs the trace context (always: it costs one AsyncLocalStorage scope a request) and, when
 * `exportsTraces`, a tracer provider that batches spans to the OTLP/HTTP (JSON) endpoint the
 * standard OTEL_* variables name. Without an endpoint the SDK is not even loaded.
 */
export async function startTracing({ serviceName, env = process.env }) {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (!exportsTraces(env)) return { exporting: false, shutdown: async () => {} };
  const [{ BatchSpanProcessor, NodeTracerProvider }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win over the default name.
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ "service.name": serviceName }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  trace.setGlobalTracerProvider(provider);
  exporting = true;
  // The API client makes the client span of each call (the API's span is its child); Next.js's
  // own span around every fetch would only repeat it.
  env.NEXT_OTEL_FETCH_DISABLED ??= "1";
  return {
    exporting: true,
    /** Sends the spans still waiting; call before the process exits. */
    shutdown: () => provider.shutdown().catch(() => {}),
  };
}

/** The span context a `traceparent` value names; undefined when it is malformed or all zeros. */
export function parseTraceparent(value) {
  if (typeof value !== "string") return undefined;
  const extracted = w3c.extract(ROOT_CONTEXT, { traceparent: value.trim() }, defaultTextMapGetter);
  const parent = trace.getSpanContext(extracted);
  return parent && trace.isSpanContextValid(parent) ? parent : undefined;
}

/** A span context as a `traceparent` value (version 00). */
export function formatTraceparent({ traceId, spanId, traceFlags }) {
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, "0")}`;
}

/**
 * The context a request continues: the caller's trace when a trusted proxy (TRUST_PROXY) sent a
 * valid `traceparent`, else none (a new trace). A client on the internet does not pick our ids.
 */
export function parentContextOf(request, trust) {
  if (!trust(request.socket?.remoteAddress ?? "", 0)) return ROOT_CONTEXT;
  const header = request.headers.traceparent;
  if (parseTraceparent(Array.isArray(header) ? header[0] : header) === undefined)
    return ROOT_CONTEXT;
  return w3c.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
}

/**
 * The request's own span: recorded and exported when tracing exports, else just its ids (a child
 * of the parent's, or a new trace), which the logs and the API calls still carry.
 */
function startServerSpan(tracer, name, parent, attributes) {
  if (exporting) return tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  const parentSpan = trace.getSpanContext(parent);
  return trace.wrapSpanContext({
    traceId: parentSpan?.traceId ?? randomBytes(16).toString("hex"),
    spanId: randomBytes(8).toString("hex"),
    traceFlags: parentSpan?.traceFlags ?? TraceFlags.NONE,
  });
}

/**
 * Runs the server's request handlers (those added so far) inside `traceRequests`: one line in
 * server.mjs, as for the metrics and the graceful stop.
 */
export function traceServer(server, options) {
  for (const listener of server.listeners("request")) {
    server.removeListener("request", listener);
    server.on("request", traceRequests(listener, options));
  }
}

/**
 * Wraps a request handler: each request gets a span (continuing a trusted caller's
 * trace), answers its `traceparent`, passes it on to Next.js in place of the client's, and runs
 * in its context, so the API client sends it on. `onDone({ request, response, traceId, seconds })`
 * runs once the answer is finished or the connection closed.
 */
export function traceRequests(handler, { trust, onDone = () => {} }) {
  const tracer = trace.getTracer("souq-web");
  return (request, response) => {
    const started = performance.now();
    const parent = parentContextOf(request, trust);
    const path = (request.url ?? "").split("?")[0];
    const span = startServerSpan(tracer, request.method ?? "GET", parent, {
      "http.request.method": request.method,
      "url.path": path.slice(0, 300),
    });
    const traceparent = formatTraceparent(span.spanContext());
    // What Next.js sees is this request's span, never a client's claim.
    request.headers.traceparent = traceparent;
    if (parent === ROOT_CONTEXT) delete request.headers.tracestate;
    response.setHeader("traceparent", traceparent);
    response.once("close", () => {
      span.setAttribute("http.response.status_code", response.statusCode);
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      const { traceId } = span.spanContext();
      onDone({ request, response, traceId, seconds: (performance.now() - started) / 1000 });
    });
    return context.with(trace.setSpan(parent, span), () => handler(request, response));
  };
}
