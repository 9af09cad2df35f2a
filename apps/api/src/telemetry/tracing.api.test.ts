import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openTestDatabase, testPublicUrl, testStorefrontUrl } from "../test/test-app.ts";
import { testMediaDir } from "../test/test-paths.ts";

const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
let stopping = false;
let engine: string;

const traceparentShape = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;
const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
const callerSpan = "00f067aa0ba902b7";
const categories = "/1/api/marketplace/categories";

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  engine = opened.database.kind;
  app = await buildApp({
    config: {
      publicUrl: testPublicUrl,
      mediaDir: testMediaDir,
      logLevel: "info",
      storefrontUrl: testStorefrontUrl,
      mail: { outboxDir: "", outboxRoute: false, smtpUrl: null, from: "Souq <x@souq.example>" },
    },
    database: opened.database,
    logStream: { write: (line) => lines.push(line) },
    isStopping: () => stopping,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

/** The trace and span ids a response's `traceparent` names. */
function answeredTrace(header: unknown) {
  const match = traceparentShape.exec(String(header));
  expect(match, `traceparent ${String(header)}`).not.toBeNull();
  return { traceId: match?.[1], spanId: match?.[2], flags: match?.[3] };
}

/** The log lines of the request that carried this trace id. */
function loggedWith(traceId: string | undefined) {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.traceId === traceId);
}

describe("traceparent on the API", () => {
  it("answers a new trace's traceparent and logs the request with its trace id", async () => {
    const response = await app.inject({ method: "GET", url: categories });
    expect(response.statusCode).toBe(200);
    const { traceId } = answeredTrace(response.headers.traceparent);
    const logged = loggedWith(traceId);
    expect(logged.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    const other = await app.inject({ method: "GET", url: categories });
    expect(answeredTrace(other.headers.traceparent).traceId).not.toBe(traceId);
  });

  it("continues the storefront's trace with a span of its own", async () => {
    const response = await app.inject({
      method: "GET",
      url: categories,
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    const answered = answeredTrace(response.headers.traceparent);
    expect(answered.traceId).toBe(callerTrace);
    expect(answered.spanId).not.toBe(callerSpan);
    expect(answered.flags).toBe("01");
    expect(loggedWith(callerTrace).length).toBeGreaterThan(0);
  });

  it("starts a new trace when a client that is not a trusted proxy names one", async () => {
    const response = await app.inject({
      method: "GET",
      url: categories,
      remoteAddress: "203.0.113.7",
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    expect(response.statusCode).toBe(200);
    expect(answeredTrace(response.headers.traceparent).traceId).not.toBe(callerTrace);
  });

  it.each([
    "garbage",
    `00-${"0".repeat(32)}-${callerSpan}-01`,
    `00-${callerTrace}-${"0".repeat(16)}-01`,
    `00-${callerTrace.toUpperCase()}-${callerSpan}-01`,
    `ff-${callerTrace}-${callerSpan}-01`,
    `00-${callerTrace}-${callerSpan}`,
  ])("ignores a malformed traceparent (%s) and answers as usual", async (traceparent) => {
    const response = await app.inject({ method: "GET", url: categories, headers: { traceparent } });
    expect(response.statusCode).toBe(200);
    expect(answeredTrace(response.headers.traceparent).traceId).not.toBe(callerTrace);
  });

  it("answers a traceparent on error answers too", async () => {
    const response = await app.inject({ method: "GET", url: "/999999/api/marketplace/categories" });
    expect(response.statusCode).toBe(404);
    answeredTrace(response.headers.traceparent);
  });
});

describe("database statements on /metrics", () => {
  it("times the statements a request ran, by engine and operation", async () => {
    await app.inject({ method: "GET", url: categories });
    const response = await app.inject({ method: "GET", url: "/metrics" });
    const count =
      /souq_api_db_query_duration_seconds_count\{engine="(pglite|postgres)",operation="select"\} (\d+)/.exec(
        response.body,
      );
    expect(count?.[1]).toBe(engine);
    expect(Number(count?.[2])).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/souq_api_db_query_duration_seconds[^\n]*from/i);
  });
});

describe("/ready while stopping", () => {
  it("answers 503 and logs it as expected (info), not as an error", async () => {
    stopping = true;
    try {
      const response = await app.inject({ method: "GET", url: "/ready" });
      expect(response.statusCode).toBe(503);
      const { traceId } = answeredTrace(response.headers.traceparent);
      const levels = loggedWith(traceId).map((line) => line.level);
      expect(levels.length).toBeGreaterThan(0);
      expect(levels.every((level) => level === 30)).toBe(true);
    } finally {
      stopping = false;
    }
  });
});
