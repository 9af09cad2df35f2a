import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../network/client-address.mjs";
import { requestLogLine } from "./request-log.mjs";
import { startTracing, traceServer } from "./tracing.mjs";

const traceparentShape = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;
const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
const callerSpan = "00f067aa0ba902b7";
const caller = `00-${callerTrace}-${callerSpan}-01`;

interface Seen {
  /** The span the handler ran in, as the API client finds it. */
  active: string | undefined;
  /** The traceparent header Next.js would see. */
  header: string | string[] | undefined;
}

/** A server as server.mjs makes it: the handler first, then traceServer with a TRUST_PROXY. */
async function serve(trustProxy: string) {
  const seen: Seen[] = [];
  const done: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    // After a turn of the event loop, as a page render is: the context must still be there.
    setImmediate(() => {
      const span = trace.getActiveSpan()?.spanContext();
      seen.push({
        active: span && `${span.traceId}-${span.spanId}`,
        header: request.headers.traceparent,
      });
      response.end("page");
    });
  });
  traceServer(server, {
    trust: parseTrustProxy(trustProxy),
    onDone: ({ traceId }) => done.push(traceId),
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, done, close: () => server.close() };
}

/** The ids a traceparent header names. */
function idsOf(header: string | null) {
  const match = traceparentShape.exec(header ?? "");
  expect(match, `traceparent ${header}`).not.toBeNull();
  return { traceId: match?.[1] ?? "", spanId: match?.[2] ?? "", flags: match?.[3] };
}

let trusting: Awaited<ReturnType<typeof serve>>;
let untrusting: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  await startTracing({ serviceName: "souq-web", env: {} });
  trusting = await serve("loopback");
  untrusting = await serve("false");
});
afterAll(() => {
  trusting.close();
  untrusting.close();
});

describe("the storefront's trace of each request", () => {
  it("starts a trace, answers its traceparent and runs the request in it", async () => {
    const response = await fetch(`${untrusting.base}/en`);
    const { traceId, spanId } = idsOf(response.headers.get("traceparent"));
    const seen = untrusting.seen.at(-1);
    expect(seen?.active).toBe(`${traceId}-${spanId}`);
    expect(seen?.header).toBe(response.headers.get("traceparent"));
    await expect.poll(() => untrusting.done.at(-1)).toBe(traceId);
    const next = await fetch(`${untrusting.base}/en`);
    expect(idsOf(next.headers.get("traceparent")).traceId).not.toBe(traceId);
  });

  it("does not take a trace from a client it does not trust as a proxy", async () => {
    const response = await fetch(`${untrusting.base}/en`, { headers: { traceparent: caller } });
    expect(idsOf(response.headers.get("traceparent")).traceId).not.toBe(callerTrace);
    expect(untrusting.seen.at(-1)?.header).not.toContain(callerTrace);
  });

  it("continues a trusted proxy's trace with a span of its own", async () => {
    const response = await fetch(`${trusting.base}/en`, { headers: { traceparent: caller } });
    const { traceId, spanId, flags } = idsOf(response.headers.get("traceparent"));
    expect(traceId).toBe(callerTrace);
    expect(spanId).not.toBe(callerSpan);
    expect(flags).toBe("01");
    expect(trusting.seen.at(-1)?.active).toBe(`${callerTrace}-${spanId}`);
  });

  it.each(["garbage", `00-${"0".repeat(32)}-${callerSpan}-01`, `00-${callerTrace}-${callerSpan}`])(
    "ignores a malformed traceparent (%s) even from a trusted proxy",
    async (traceparent) => {
      const response = await fetch(`${trusting.base}/en`, { headers: { traceparent } });
      expect(response.status).toBe(200);
      expect(idsOf(response.headers.get("traceparent")).traceId).not.toBe(callerTrace);
    },
  );
});

describe("the storefront's request log line", () => {
  const answered = (url: string, status: number, headers: Record<string, string> = {}) => ({
    request: { method: "GET", url, headers } as unknown as IncomingMessage,
    response: { statusCode: status, writableFinished: true } as never,
    traceId: callerTrace,
    seconds: 0.01234,
  });

  it("names method, path (not the query), status, duration and trace id of a page", () => {
    const line = JSON.parse(requestLogLine(answered("/en/pages/shop?q=secret+gift", 200)) ?? "");
    expect(line).toMatchObject({
      level: 30,
      traceId: callerTrace,
      method: "GET",
      path: "/en/pages/shop",
      kind: "page",
      status: 200,
      responseTime: 12.3,
      msg: "request completed",
    });
    expect(JSON.stringify(line)).not.toContain("secret");
  });

  it("leaves a card payment page's token out of its path", () => {
    for (const path of ["/pages/pay/Qx7_-k2M9pLr4TzA0", "/ar/pages/pay/Qx7_-k2M9pLr4TzA0"]) {
      const line = requestLogLine(answered(path, 200)) ?? "";
      expect(line).not.toContain("Qx7_-k2M9pLr4TzA0");
      expect(JSON.parse(line).path).toBe(path.replace("Qx7_-k2M9pLr4TzA0", "[redacted]"));
    }
  });

  it("leaves out assets and probes that succeed, not those that fail", () => {
    expect(requestLogLine(answered("/_next/static/chunks/app.js", 200))).toBeUndefined();
    expect(requestLogLine(answered("/ready", 200))).toBeUndefined();
    expect(JSON.parse(requestLogLine(answered("/ready", 503)) ?? "")).toMatchObject({
      level: 50,
      kind: "probe",
      status: 503,
    });
  });
});
