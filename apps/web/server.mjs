// The storefront in production (`npm run start`, `node server.mjs [--port 3000] [--hostname ::]`):
// Next.js behind a plain HTTP server that first settles the client's address, because Next.js
// keeps whatever X-Forwarded-For a client sends and the API limits sign-ins and searches by it.
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readCacheMaxBytes } from "./src/lib/cache/memory-cache-store.mjs";
import { parseTrustProxy, pinClientAddress } from "./src/lib/network/client-address.mjs";
import { keepOneLocation } from "./src/lib/network/single-location.mjs";
import {
  policySettingsOf,
  runtimeSecurityHeaders,
} from "./src/lib/security/runtime-security-headers.mjs";
import { createActionGuard } from "./src/lib/server/action-guard.mjs";
import { answerErrorsWithOurPage } from "./src/lib/server/error-document.mjs";
import { watchForGracefulStop } from "./src/lib/server/graceful-stop.mjs";
import { answerHealth } from "./src/lib/server/health.mjs";
import { watchMetrics } from "./src/lib/server/metrics.mjs";
import { answerMissingWithOurPage, askNotFoundPage } from "./src/lib/server/not-found-document.mjs";
import { logRequests } from "./src/lib/server/request-log.mjs";
import { staticFiles } from "./src/lib/server/static-files.mjs";
import { startTracing, traceServer } from "./src/lib/server/tracing.mjs";

/** The port and interface as `next start` takes them, and the settings only this server reads. */
function readSettings() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
    },
  });
  const port = values.port ?? process.env.PORT ?? "3000";
  if (!/^[0-9]{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535) {
    throw new Error(`Invalid storefront configuration:\n  PORT: must be a port from 1 to 65535`);
  }
  // Checked here so that a bad value stops the start, not the first page that reads the cache.
  readCacheMaxBytes();
  return {
    port: Number(port),
    hostname: values.hostname,
    trust: parseTrustProxy(process.env.TRUST_PROXY),
    /** /ready asks the API's /ready (the storefront's own config check requires API_URL). */
    apiUrl: (process.env.API_URL ?? "").replace(/\/+$/, ""),
  };
}

let settings;
try {
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tracing = await startTracing({ serviceName: "souq-web" });
// Set before Next.js (and React) load, as `next start` does.
process.env.NODE_ENV ||= "production";
const { default: next } = await import("next");

const app = next({
  dev: false,
  dir: fileURLToPath(new URL(".", import.meta.url)),
  hostname: settings.hostname,
  port: settings.port,
});
const handle = app.getRequestHandler();
await app.prepare();
/** The policy and HSTS the proxy adds to Next.js's answers, or null on an address Next.js refuses. */
function runtimeHeaders() {
  try {
    return runtimeSecurityHeaders(policySettingsOf(process.env));
  } catch {
    return null;
  }
}

// The build's scripts and stylesheets, sent as the build compressed them (ADR 62).
const answerStaticFile = staticFiles(
  fileURLToPath(new URL(`${process.env.NEXT_DIST_DIR || ".next"}/static`, import.meta.url)),
  runtimeHeaders(),
);
const guardActions = createActionGuard({
  appDir: fileURLToPath(new URL(".", import.meta.url)),
  trust: settings.trust,
  siteUrl: process.env.SITE_URL,
});
// Next.js's own check of the router-state header it reads on client navigations; a value it
// cannot parse would otherwise surface as a 500 from deep inside the render.
const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  "next/dist/server/app-render/parse-and-validate-flight-router-state.js",
);

/** Whether a client-navigation request carries a router state Next.js could not read. */
function hasUnreadableRouterState(request) {
  const state = request.headers["next-router-state-tree"];
  if (state === undefined) return false;
  try {
    parseAndValidateFlightRouterState(state);
    return false;
  } catch {
    return true;
  }
}

/**
 * This server's own origin, for asking itself the not-found page: the loopback when it listens on
 * every interface, else the one it listens on.
 */
function ownOrigin() {
  const { address, port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const host = address === "::" || address === "0.0.0.0" ? "127.0.0.1" : address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * The not-found page in a language, as this server answers the spec's not-found address
 * (`notFoundPath` in src/lib/routing/pages.ts): one cached page per language, in the frame (ADR 51).
 */
function notFoundPage(locale) {
  return askNotFoundPage(ownOrigin(), locale === "en" ? "/pages/404" : `/${locale}/pages/404`);
}

const server = createServer(async (request, response) => {
  if (await answerHealth(request, response, { apiUrl: settings.apiUrl, isStopping })) return;
  // Before the client's address is pinned: a request through a proxy is not this machine's.
  if (await metrics.answerMetrics(request, response)) return;
  if (answerStaticFile(request, response)) return;
  pinClientAddress(request, settings.trust);
  keepOneLocation(response);
  answerErrorsWithOurPage(request, response);
  answerMissingWithOurPage(request, response, { notFoundPage });
  // Server actions: only the app's own, from its own origin, with a bounded body (ADR 41).
  const forwarded = await guardActions(request, response);
  if (!forwarded) return;
  if (hasUnreadableRouterState(request)) {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
    return;
  }
  try {
    await handle(forwarded, response);
  } catch (error) {
    console.error(`Failed to handle ${request.method} ${request.url}:`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  }
});
traceServer(server, { trust: settings.trust, onDone: logRequests() });
server.on("error", (error) => {
  console.error("The storefront could not start:", error.message);
  process.exit(1);
});
// Without a hostname it listens on every interface, like `next start`.
server.listen(settings.port, settings.hostname, () => {
  const shown =
    !settings.hostname || settings.hostname === "0.0.0.0" ? "localhost" : settings.hostname;
  console.info(
    `Storefront ready on http://${shown.includes(":") ? `[${shown}]` : shown}:${settings.port}`,
  );
});

const graceful = watchForGracefulStop(server);
const metrics = watchMetrics(server, { token: process.env.METRICS_TOKEN || null });
function isStopping() {
  return graceful.isStopping();
}
/** Answers every request already sent (bounded), closes Next.js, exits 0 when all was answered. */
async function stop() {
  if (graceful.isStopping()) return;
  const complete = await graceful.stop();
  if (!complete) console.warn("Stopped before every request in flight was answered");
  await app.close().catch((error) => console.error(error));
  await tracing.shutdown();
  process.exit(complete ? 0 : 1);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
