import { mapTileOrigin } from "../map/map-tile-origin.mjs";

const twoYears = 2 * 365 * 24 * 60 * 60;

/** The storefront's public origin when SITE_URL is not set. */
export const defaultSiteUrl = "http://localhost:3000";

/**
 * The Content-Security-Policy of every response. It holds no per-request nonce, so cached and
 * prerendered pages keep working; that means inline scripts (Next's flight data differs per page,
 * so no hash can name it) are allowed, and everything else is shut: scripts only from this
 * origin, no inline event handlers, no plugins, no <base>, forms and fetches only to this origin,
 * pictures only from here, the media origin and the contact map's tile server, and no framing.
 */
export function contentSecurityPolicy({ siteUrl, mediaOrigin, development }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${mediaOrigin} ${mapTileOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (isHttps(siteUrl)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The headers that depend on configuration; Strict-Transport-Security only on an https site. */
export function runtimeSecurityHeaders(settings) {
  const headers = [["Content-Security-Policy", contentSecurityPolicy(settings)]];
  if (isHttps(settings.siteUrl))
    headers.push(["Strict-Transport-Security", `max-age=${twoYears}; includeSubDomains`]);
  return headers;
}

function isHttps(address) {
  return new URL(address).protocol === "https:";
}

/** The origin pictures come from: MEDIA_URL, else the API's address (API_URL). */
export function mediaOriginOf(env) {
  return new URL(env.MEDIA_URL ?? env.API_URL).origin;
}

/** The storefront's public origin: SITE_URL without its trailing slashes, else the default. */
export function siteUrlOf(env) {
  return (env.SITE_URL || defaultSiteUrl).replace(/\/+$/, "");
}

/**
 * The policy's settings read straight from the environment, for the storefront's server, which
 * answers the build's static files before Next.js and its configuration check see them.
 */
export function policySettingsOf(env) {
  return {
    siteUrl: siteUrlOf(env),
    mediaOrigin: mediaOriginOf(env),
    development: env.NODE_ENV === "development",
  };
}
