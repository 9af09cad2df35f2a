import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { maxActionBodyBytes } from "./src/lib/security/action-body-limit.mjs";
import { staticSecurityHeaders } from "./src/lib/security/static-security-headers.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    // Messages are compiled when the storefront is built, so browsers get them ready to format
    // and never load the ICU message parser (ADR 59).
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const config: NextConfig = {
  poweredByHeader: false,
  // A second build beside the usual one (two end-to-end runs on one machine) sets NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Pages (cacheHandler) and "use cache" values (cacheHandlers) live in one store: Redis shared by
  // every storefront process when REDIS_URL is set, else this process's memory bounded by
  // CACHE_MAX_MB (ADR 18); never on disk without limit. Next.js's own in-memory copy would only
  // duplicate them.
  cacheHandler: require.resolve("./src/lib/cache/cache-handler.mjs"),
  cacheHandlers: {
    default: require.resolve("./src/lib/cache/use-cache-handler.mjs"),
    remote: require.resolve("./src/lib/cache/use-cache-handler.mjs"),
  },
  cacheMaxMemorySize: 0,
  // Pages are static HTML made on first request and kept; catalog reads are "use cache" functions
  // (ADR 16). The shopper's own parts load after the page, so no cached page holds them.
  cacheComponents: true,
  // Pages are cached whole per address (their parameters are in the path, ADR 16), so a route has
  // no shell of its own to prefetch apart from the frame, which stays mounted anyway.
  partialPrefetching: false,
  cacheLife: {
    // Catalog answers: fresh for a minute, then refreshed in the background on the next visit;
    // browsers may reuse a page's data for 30 seconds; nothing older than a day is served.
    catalog: { stale: 30, revalidate: 60, expire: 24 * 60 * 60 },
    // A page made while a part of it could not be read (the API down): made again after 30
    // seconds, never kept past five minutes (a shorter life would make it dynamic).
    outage: { stale: 30, revalidate: 30, expire: 5 * 60 },
  },
  // The stylesheet is one file the browser keeps for every page (inlined, it was sent twice with
  // each page: once as a style element and again in the page's data).
  reactStrictMode: true,
  experimental: {
    // The profile form carries a picture of up to 2 MB with its fields; the storefront's server
    // refuses a larger body first, with a 413 in the request's language (ADR 41), so this limit
    // (answered with a 500) is never the first to apply.
    serverActions: { bodySizeLimit: maxActionBodyBytes },
  },
  // Addresses of the API and the company are read when the server starts (src/lib/config), never here.
  async headers() {
    return [
      // The fixed security headers on every response; the proxy adds the policy and HSTS.
      { source: "/:path*", headers: staticSecurityHeaders },
      {
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default withNextIntl(config);
