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
  })
  .transform((env) => ({
    apiUrl: env.API_URL.replace(/\/+$/, ""),
    authUrl: (env.AUTH_URL ?? env.API_URL).replace(/\/+$/, ""),
    companyId: Number(env.COMPANY_ID),
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
