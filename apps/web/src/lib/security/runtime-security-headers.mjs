import { mapTileOrigin } from "../map/map-tiles.ts";

/** What the policy depends on: read from the environment when the server starts. */
export interface PolicySettings {
  /** The storefront's public origin (SITE_URL). */
  siteUrl: string;
  /** The origin of product, category and vendor pictures (MEDIA_URL, by default the API's). */
  mediaOrigin: string;
  /** `next dev` needs eval for its error overlay; a production server never allows it. */
  development: boolean;
}

const twoYears = 2 * 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every response. It holds no per-request nonce, so cached and
 * prerendered pages keep working; that means inline scripts (Next's flight data differs per page,
 * so no hash can name it) are allowed, and everything else is shut: scripts only from this
 * origin, no inline event handlers, no plugins, no <base>, forms and fetches only to this origin,
 * pictures only from here, the media origin and the contact map's tile server, and no framing.
 */
export function contentSecurityPolicy({
  siteUrl,
  mediaOrigin,
  development,
}: PolicySettings): string {
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
export function runtimeSecurityHeaders(settings: PolicySettings): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(settings)],
  ];
  if (isHttps(settings.siteUrl))
    headers.push(["Strict-Transport-Security", `max-age=${twoYears}; includeSubDomains`]);
  return headers;
}

function isHttps(address: string): boolean {
  return new URL(address).protocol === "https:";
}
