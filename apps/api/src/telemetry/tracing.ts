import { randomBytes } from "node:crypto";
import {
  type Context,
  context,
  defaultTextMapGetter,
  propagation,
  ROOT_CONTEXT,
  type Span,
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
export function exportsTraces(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_SDK_DISABLED?: string | undefined;
  OTEL_TRACES_EXPORTER?: string | undefined;
}): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return (
    Boolean(endpoint) && env.OTEL_SDK_DISABLED !== "true" && env.OTEL_TRACES_EXPORTER !== "none"
  );
}

let exporting = false;

/** True once `startTracing` installed an exporting tracer provider in this process. */
export function isExportingTraces(): boolean {
  return exporting;
}

export interface Tracing {
  exporting: boolean;
  /** Sends the spans still waiting; called before the process exits. */
  shutdown(): Promise<void>;
}

/**
 * Installs the trace context (always: one AsyncLocalStorage scope a request) and, when
 * `exportsTraces`, a tracer provider that batches spans to the OTLP/HTTP (JSON) endpoint the
 * standard OTEL_* variables name. Without an endpoint the SDK is not even loaded. ADR 42.
 */
export async function startTracing(serviceName: string, exportTraces: boolean): Promise<Tracing> {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (!exportTraces) return { exporting: false, shutdown: async () => {} };
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
  return { exporting: true, shutdown: () => provider.shutdown().catch(() => {}) };
}

/** The span context a `traceparent` value names; undefined when it is malformed or all zeros. */
export function parseTraceparent(value: unknown) {
  if (typeof value !== "string") return undefined;
  const extracted = w3c.extract(ROOT_CONTEXT, { traceparent: value.trim() }, defaultTextMapGetter);
  const parent = trace.getSpanContext(extracted);
  return parent && trace.isSpanContextValid(parent) ? parent : undefined;
}

/** A span context as a `traceparent` value (version 00). */
export function formatTraceparent(span: {
  traceId: string;
  spanId: string;
  traceFlags: number;
}): string {
  return `00-${span.traceId}-${span.spanId}-${(span.traceFlags & 0xff).toString(16).padStart(2, "0")}`;
}

/** One request's span, the context that carries it, and its `traceparent`. */
export interface RequestTrace {
  span: Span;
  context: Context;
  traceId: string;
  traceparent: string;
}

interface IncomingRequest {
  method?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

const tracer = trace.getTracer("souq-api");
const traces = new WeakMap<object, RequestTrace>();

/**
 * The request's trace, made at its first use and kept with it: a child of the caller's span when
 * a trusted proxy (the storefront, TRUST_PROXY) sent a valid `traceparent`, else a new trace. A
 * malformed value is ignored, never an error.
 */
export function requestTraceOf(
  request: IncomingRequest,
  isTrustedProxy: (address: string) => boolean,
): RequestTrace {
  const known = traces.get(request);
  if (known) return known;
  const header = request.headers.traceparent;
  const trusted = isTrustedProxy(request.socket?.remoteAddress ?? "");
  const caller = trusted ? parseTraceparent(Array.isArray(header) ? header[0] : header) : undefined;
  const parent = caller
    ? w3c.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter)
    : ROOT_CONTEXT;
  const span = exporting
    ? tracer.startSpan(request.method ?? "GET", { kind: SpanKind.SERVER }, parent)
    : trace.wrapSpanContext({
        traceId: caller?.traceId ?? randomBytes(16).toString("hex"),
        spanId: randomBytes(8).toString("hex"),
        traceFlags: caller?.traceFlags ?? TraceFlags.NONE,
      });
  const spanContext = span.spanContext();
  const made: RequestTrace = {
    span,
    context: trace.setSpan(parent, span),
    traceId: spanContext.traceId,
    traceparent: formatTraceparent(spanContext),
  };
  traces.set(request, made);
  return made;
}

/** Ends a request's span with its route template (the span's name) and status. */
export function endRequestTrace(
  { span }: RequestTrace,
  { method, route, status }: { method: string; route: string | undefined; status: number },
): void {
  // Not exported, or already ended (a client that went away, then the answer).
  if (!span.isRecording()) return;
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute("http.route", route);
  }
  span.setAttribute("http.request.method", method);
  span.setAttribute("http.response.status_code", status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Runs each request `server` answers inside its trace's context, so what the request does (its
 * database queries) finds its span. Requests made with `inject` (tests) skip the server: their
 * trace is still made by the hooks (`tracingPlugin`), without the context.
 */
export function runRequestsInTrace(
  server: import("node:http").Server,
  isTrustedProxy: (address: string) => boolean,
): void {
  for (const listener of server.listeners("request")) {
    server.removeListener("request", listener as (...args: unknown[]) => void);
    server.on("request", (request, response) =>
      context.with(requestTraceOf(request, isTrustedProxy).context, () =>
        (listener as (...args: unknown[]) => void)(request, response),
      ),
    );
  }
}
