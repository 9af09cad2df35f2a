import "server-only";
import { z } from "zod";

const address = z.url({
  protocol: /^https?$/,
  error: (issue) =>
    issue.input === undefined
      ? "is required: the API's address, e.g. http://localhost:4000"
      : "must be an absolute http(s) address",
});

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
    MIN_ORDER_PRICE: z
      .string()
      .regex(/^[0-9]+(\.[0-9]{1,2})?$/, "must be an amount in riyals, e.g. 50 or 49.50")
      .optional(),
  })
  .transform((env) => ({
    apiUrl: env.API_URL.replace(/\/+$/, ""),
    authUrl: (env.AUTH_URL ?? env.API_URL).replace(/\/+$/, ""),
    companyId: Number(env.COMPANY_ID),
    provider: { name: env.PROVIDER_NAME, url: env.PROVIDER_URL },
    /** Riyals; shown after the footer's 'Minimum Order Price:' label when set. */
    minimumOrderPrice: env.MIN_ORDER_PRICE === undefined ? null : Number(env.MIN_ORDER_PRICE),
  }));

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
