/** What the policy depends on: read from the environment when the server starts. */
export interface PolicySettings {
  /** The storefront's public origin (SITE_URL). */
  siteUrl: string;
  /** The origin of product, category and vendor pictures (MEDIA_URL, by default the API's). */
  mediaOrigin: string;
  /** `next dev` needs eval for its error overlay; a production server never allows it. */
  development: boolean;
}

/** The storefront's public origin when SITE_URL is not set. */
export const defaultSiteUrl: string;

/** The Content-Security-Policy of every response. */
export function contentSecurityPolicy(settings: PolicySettings): string;

/** The headers that depend on configuration; Strict-Transport-Security only on an https site. */
export function runtimeSecurityHeaders(settings: PolicySettings): [string, string][];

/** The origin pictures come from: MEDIA_URL, else the API's address (API_URL). */
export function mediaOriginOf(env: { MEDIA_URL?: string; API_URL?: string }): string;

/** The storefront's public origin: SITE_URL without its trailing slashes, else the default. */
export function siteUrlOf(env: { SITE_URL?: string }): string;

/** The policy's settings read straight from the environment (the server's static files). */
export function policySettingsOf(env: Record<string, string | undefined>): PolicySettings;
