import "server-only";
import { z } from "zod";
import { defaultSiteUrl, mediaOriginOf, siteUrlOf } from "../security/runtime-security-headers.mjs";

const address = z.url({
  protocol: /^https?$/,
  error: (issue) =>
    issue.input === undefined
      ? "is required: the API's address, e.g. http://localhost:4000"
      : "must be an absolute http(s) address",
});

const siteUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: "must be an absolute http(s) address, e.g. https://souq.sa",
  })
  .default(defaultSiteUrl);

const comingSoonSchema = z.iso
  .datetime({
    offset: true,
    error: "must be a date and time with its offset, e.g. 2026-03-01T09:00:00+03:00",
  })
  .optional();

const schema = z
  .object({
    API_URL: address,
    AUTH_URL: address.optional(),
    COMPANY_ID: z
      .string()
      .regex(/^[1-9][0-9]*$/, "must be a positive whole number")
      .default("1"),
    PROVIDER_NAME: z.string().min(1).default("Souq Commerce"),
    PROVIDER_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) address" })
      .default("https://souq.example"),
    SITE_URL: siteUrlSchema,
    MEDIA_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be an absolute http(s) address, e.g. https://api.souq.sa",
      })
      .optional(),
    NEWSLETTER_POPUP: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
    COMING_SOON_AT: comingSoonSchema,
    API_TIMEOUT_MS: z
      .string()
      .regex(/^[1-9][0-9]*$/, "must be a positive whole number of milliseconds, e.g. 10000")
      .default("10000"),
  })
  .transform((env) => ({
    apiUrl: env.API_URL.replace(/\/+$/, ""),
    authUrl: (env.AUTH_URL ?? env.API_URL).replace(/\/+$/, ""),
    companyId: Number(env.COMPANY_ID),
    provider: { name: env.PROVIDER_NAME, url: env.PROVIDER_URL },
    /** The storefront's public origin: canonical links, the sitemap and structured data start with it. */
    siteUrl: siteUrlOf(env),
    /** Where browsers fetch pictures from (the API's public address); the page policy allows it. */
    mediaOrigin: mediaOriginOf(env),
    /** Whether a first visit is offered the newsletter in a window (on unless switched off). */
    newsletterPopup: env.NEWSLETTER_POPUP === "true",
    /** When the coming-soon page's countdown ends (ISO 8601), or null when nothing is announced. */
    comingSoonAt:
      env.COMING_SOON_AT === undefined ? null : new Date(env.COMING_SOON_AT).toISOString(),
    /** How long one API call may take before the storefront gives up on it and answers without it. */
    apiTimeoutMs: Number(env.API_TIMEOUT_MS),
  }));

function comingSoonOf(value: string | undefined): string | null {
  return value === undefined ? null : new Date(value).toISOString();
}

export type RuntimeConfig = z.infer<typeof schema>;

let cached: RuntimeConfig | undefined;

/**
 * The storefront's addresses, read from the environment of the running server (never baked into
 * the build) and checked once; a missing or bad value throws a message that names it.
 */
export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid storefront configuration:\n${problems.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

let cachedSiteUrl: string | undefined;

/**
 * SITE_URL alone, checked the same way: pages that are written at build time (the not-found page)
 * need the public origin for their metadata but must not require the API's address.
 */
export function siteUrl(): string {
  if (cachedSiteUrl) return cachedSiteUrl;
  const parsed = siteUrlSchema.safeParse(process.env.SITE_URL);
  if (!parsed.success)
    throw new Error(
      `Invalid storefront configuration:\n  SITE_URL: ${parsed.error.issues[0]?.message}`,
    );
  cachedSiteUrl = siteUrlOf({ SITE_URL: parsed.data });
  return cachedSiteUrl;
}

/**
 * COMING_SOON_AT alone, checked the same way (the server checks it with the rest at start): the
 * coming-soon page reads it without needing the API's address, as pages a build checks must.
 */
export function comingSoonAt(): string | null {
  const parsed = comingSoonSchema.safeParse(process.env.COMING_SOON_AT || undefined);
  if (!parsed.success)
    throw new Error(
      `Invalid storefront configuration:\n  COMING_SOON_AT: ${parsed.error.issues[0]?.message}`,
    );
  return comingSoonOf(parsed.data);
}
