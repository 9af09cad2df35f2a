// One log line per request the storefront's server answers, with the trace id that the API's own
// lines for the same request carry (ADR 42). Assets and probes are left out unless they fail:
// they would outnumber the pages many times over and tell nothing while they succeed.
import { kindOf } from "./metrics.mjs";

/** A card payment page's address (`/pages/pay/{token}`, in either language) without its token. */
function withoutPaymentToken(path) {
  return path.replace(/^((?:\/[a-z]{2})?\/pages\/pay\/)[^/]+/, "$1[redacted]");
}

/** The line as the API's logger (pino) writes its own: level 30 is info, 40 warn, 50 error. */
export function requestLogLine({ request, response, traceId, seconds }, now = Date.now()) {
  const path = (request.url ?? "").split("?")[0];
  const kind = kindOf(path, request.headers);
  const status = response.statusCode;
  const quiet = kind === "asset" || kind === "probe";
  if (quiet && status < 500) return undefined;
  const line = {
    level: status >= 500 ? 50 : 30,
    time: now,
    traceId,
    method: request.method,
    // The path only: a query can hold what a shopper searched for; a payment page's token is
    // the key to that payment, so it is left out too.
    path: withoutPaymentToken(path).slice(0, 300),
    kind,
    status,
    responseTime: Math.round(seconds * 10_000) / 10,
    ...(response.writableFinished ? {} : { aborted: true }),
    msg: "request completed",
  };
  return `${JSON.stringify(line)}\n`;
}

/** Writes each request's line to `write` (standard output by default). */
export function logRequests({ write = (text) => process.stdout.write(text) } = {}) {
  return (done) => {
    const line = requestLogLine(done);
    if (line) write(line);
  };
}
