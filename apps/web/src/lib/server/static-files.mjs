// The build's static files (`/_next/static/…`: scripts, stylesheets, fonts the build emits),
// answered by the storefront's server before Next.js sees the request, in the brotli or gzip copy
// the build wrote beside each file (scripts/precompress-static.mjs). Next.js would compress each
// one again on every request, on the thread that also draws pages (ADR 62).
import { existsSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { staticSecurityHeaders } from "../security/static-security-headers.mjs";

/** The file the build leaves in its static folder once every copy is written. */
export const precompressedMarker = ".precompressed";

const prefix = "/_next/static";

/**
 * A handler answering GET and HEAD for `/_next/static/…` from `staticDir` (the build's `static`
 * folder) and returning true, or returning false for anything else: another path, another method,
 * a file the build does not have (Next.js then answers its 404). Files are listed once, when the
 * server starts, and kept a year (their names change with their contents). Each answer carries
 * the fixed security headers and `runtimeHeaders` (the policy and HSTS, as the proxy sends them).
 * Without the build's compressed copies (a build that skipped the step), or without the runtime
 * headers (a configuration Next.js will refuse), it answers nothing and Next.js serves them.
 */
export function staticFiles(staticDir, runtimeHeaders) {
  if (!runtimeHeaders || !existsSync(join(staticDir, precompressedMarker))) return () => false;
  const headers = [
    ...staticSecurityHeaders.map(({ key, value }) => [key, value]),
    ...runtimeHeaders,
  ];
  const serve = sirv(staticDir, {
    dev: false,
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: 31_536_000,
    immutable: true,
    // Only the names the build wrote, never `x.html` guessed for `x`.
    extensions: [],
    setHeaders: (response) => {
      for (const [key, value] of headers) response.setHeader(key, value);
    },
  });
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url ?? "";
    if (!url.startsWith(`${prefix}/`)) return false;
    let found = true;
    // The handler reads the address before it returns; Next.js gets it back unchanged.
    request.url = url.slice(prefix.length);
    serve(request, response, () => {
      found = false;
    });
    request.url = url;
    return found;
  };
}
