import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { test as base, expect } from "@playwright/test";
import { storefrontHeapMb } from "../apps/web/src/lib/cache/memory-cache-store.mjs";
import { type ReceivedSpan, startOtlpCollector } from "./support/otlp-collector.ts";

/** A port nothing listens on: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port was given");
  return address.port;
}

/** Everything a child process writes, as it comes. */
function recordOutput(child: ChildProcess): () => string {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return () => output;
}

/** Waits until `url` answers at all, or gives up after `seconds`. */
async function waitForAnswer(url: string, child: ChildProcess, log: () => string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited\n${log()}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s\n${log()}`);
}

interface Traced {
  origin: string;
  webLog: () => string;
  apiLog: () => string;
  spans: ReceivedSpan[];
}

/**
 * The built API (on a database of its own) and the built storefront, both exporting their spans
 * to a collector of this test's own (OTEL_EXPORTER_OTLP_ENDPOINT) and logging to this test.
 */
const test = base.extend<object, { traced: Traced }>({
  traced: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const collector = await startOtlpCollector();
      const [webPort, apiPort] = [await freePort(), await freePort()];
      const origin = `http://localhost:${webPort}`;
      const api = `http://127.0.0.1:${apiPort}`;
      // Spans leave in batches; a short delay lets the test see them while the processes run.
      const otel = {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_BSP_SCHEDULE_DELAY: "100",
      };
      const apiProcess = spawn(process.execPath, ["e2e/support/start-api.mjs"], {
        env: {
          ...process.env,
          ...otel,
          PORT: String(apiPort),
          PUBLIC_URL: api,
          STOREFRONT_URL: origin,
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const apiLog = recordOutput(apiProcess);
      const webProcess = spawn(
        process.execPath,
        [`--max-old-space-size=${storefrontHeapMb()}`, "server.mjs", "--port", String(webPort)],
        {
          cwd: "apps/web",
          env: {
            ...process.env,
            ...otel,
            API_URL: api,
            COMPANY_ID: "1",
            SITE_URL: origin,
            NEXT_TELEMETRY_DISABLED: "1",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const webLog = recordOutput(webProcess);
      try {
        await waitForAnswer(`${api}/health`, apiProcess, apiLog, 180);
        await waitForAnswer(`${origin}/health`, webProcess, webLog, 60);
        await use({ origin, webLog, apiLog, spans: collector.spans });
      } finally {
        webProcess.kill("SIGTERM");
        apiProcess.kill("SIGTERM");
        await collector.close();
        await rm(`.cache/e2e-data-${apiPort}`, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

// One project is enough: no page is drawn, only processes talk.
test.skip(({ isMobile }) => isMobile, "runs on the desktop project");

const traceparentShape = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;
const serverKind = 2;
const clientKind = 3;

test("one page view's trace id is in the storefront's log, the API's log and the collector", async ({
  traced,
}) => {
  const response = await fetch(`${traced.origin}/product/1`);
  expect(response.status).toBe(200);
  const traceId = traceparentShape.exec(response.headers.get("traceparent") ?? "")?.[1];
  expect(traceId, "the page answers a traceparent").toBeDefined();

  // The storefront's line for the page, and the API's lines for the calls it made for it.
  await expect
    .poll(traced.webLog)
    .toMatch(new RegExp(`"traceId":"${traceId}".*"path":"/product/1".*"status":200`));
  await expect.poll(traced.apiLog).toMatch(new RegExp(`"traceId":"${traceId}"`));

  // In the collector: the page's server span, the API call's client span, and the API's server
  // span (named by its route template) as that client span's child, all in the one trace.
  const inTrace = () => traced.spans.filter((span) => span.traceId === traceId);
  await expect
    .poll(() => inTrace().some((span) => span.service === "souq-api" && span.kind === serverKind))
    .toBe(true);
  await expect
    .poll(() => inTrace().some((span) => span.service === "souq-web" && span.kind === serverKind))
    .toBe(true);
  const apiSpan = inTrace().find((span) => span.service === "souq-api" && span.kind === serverKind);
  expect(apiSpan?.name).toMatch(/^GET \/:company\/api\/marketplace\//);
  const call = inTrace().find((span) => span.spanId === apiSpan?.parentSpanId);
  expect(call).toMatchObject({ service: "souq-web", kind: clientKind });
});
