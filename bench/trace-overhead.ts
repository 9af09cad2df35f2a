// What the traces cost a request when nothing is exported (ADR 42): the storefront's wrapper (a
// span's ids, the traceparent header, the AsyncLocalStorage scope and the log line) and the API's
// (the request's trace, one statement's timing), each against the same work without it. In one
// process with stand-in requests, so a busy machine blurs it less than an HTTP load test would.
//   npx tsx bench/trace-overhead.ts [iterations]
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { QueryTiming } from "../apps/api/src/db/query-timing.ts";
import { requestTraceOf } from "../apps/api/src/telemetry/tracing.ts";
import { parseTrustProxy } from "../apps/web/src/lib/network/client-address.mjs";
import { logRequests } from "../apps/web/src/lib/server/request-log.mjs";
import { startTracing, traceRequests } from "../apps/web/src/lib/server/tracing.mjs";

const iterations = Math.min(Number(process.argv[2] ?? 200_000), 2_000_000);

function standIn() {
  const request = {
    method: "GET",
    url: "/product/1?ref=home",
    headers: { traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: true,
    setHeader() {},
  }) as unknown as ServerResponse;
  return { request, response };
}

/** Microseconds a run of `work` takes, the best of five runs. */
function microseconds(work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let index = 0; index < iterations; index++) work();
    best = Math.min(best, ((performance.now() - started) * 1000) / iterations);
  }
  return best;
}

await startTracing({ serviceName: "souq-web", env: {} });
let sink = 0;
const handler = () => {
  sink += 1;
};
const storefront = traceRequests(handler, {
  trust: parseTrustProxy("loopback"),
  onDone: logRequests({ write: (line) => (sink += line.length) }),
});
const bare = microseconds(() => {
  const { request, response } = standIn();
  handler();
  response.emit("close");
  sink += request.headers ? 1 : 0;
});
const traced = microseconds(() => {
  const { request, response } = standIn();
  storefront(request, response);
  response.emit("close");
});
const trusted = () => true;
const apiTrace = microseconds(() => {
  const { request } = standIn();
  sink += requestTraceOf(request, trusted).traceId.length;
});
const timing = new QueryTiming("pglite");
timing.watch(({ seconds }) => {
  sink += seconds;
});
const statement = microseconds(() => timing.start("select 1")());

console.log(`| Step | µs a request |
| --- | ---: |
| Storefront: stand-in request, no trace | ${bare.toFixed(2)} |
| Storefront: the same through traceRequests and the log line | ${traced.toFixed(2)} |
| API: a request's trace (ids, traceparent) | ${apiTrace.toFixed(2)} |
| API: timing one statement (no span) | ${statement.toFixed(2)} |
(${iterations} iterations, best of five; ${sink > 0 ? "ran" : "?"})`);
