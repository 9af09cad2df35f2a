// A stand-in for an OpenTelemetry collector: it takes what the OTLP/HTTP exporter (JSON) posts to
// /v1/traces and keeps each span with the service that sent it.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 2 server, 3 client. */
  kind: number;
}

interface AnyValue {
  stringValue?: string;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: AnyValue }[] };
    scopeSpans?: {
      spans?: Omit<ReceivedSpan, "service">[];
    }[];
  }[];
}

/** Starts the collector on a free port of this machine. */
export async function startOtlpCollector() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      const received = JSON.parse(body) as ExportRequest;
      for (const resourceSpans of received.resourceSpans ?? []) {
        const service =
          resourceSpans.resource?.attributes?.find((attribute) => attribute.key === "service.name")
            ?.value.stringValue ?? "";
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              kind: span.kind,
            });
          }
        }
      }
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
