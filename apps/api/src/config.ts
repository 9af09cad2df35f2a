import { resolve } from "node:path";
import { z } from "zod";
import { exportsTraces } from "./telemetry/tracing.ts";

/** The marketplace's mailbox for the contact page when CONTACT_EMAIL is not set. */
export const defaultContactEmail = "contact@souq.example";

const port = z.coerce.number().int().min(1).max(65_535);

const schema = z
  .object({
    PORT: port.default(4000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// address")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    MEDIA_DIR: z.string().min(1).optional(),
    PUBLIC_URL: z.string().url("must be an absolute http(s) address").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    STOREFRONT_URL: z
      .string()
      .url("must be an absolute http(s) address")
      .default("http://localhost:3000"),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    MAIL_OUTBOX_ROUTE: z.enum(["true", "false"]).default("false"),
    OPERATOR_ROUTE: z.enum(["true", "false"]).default("false"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// address")
      .optional(),
    SMTP_FROM: z.string().min(3).default("Souq <no-reply@souq.example>"),
    /** Where messages from the contact page go: the marketplace's own mailbox. */
    CONTACT_EMAIL: z
      .string()
      .trim()
      .email("must be an email address, e.g. contact@souq.sa")
      .default(defaultContactEmail),
    /**
     * Which proxies may tell the API the client's address (X-Forwarded-For): "loopback" (the
     * storefront on the same host), "false", "true" (any: only behind a proxy that overwrites it),
     * or a comma-separated list of addresses or CIDR ranges. Sign-in limits per address rely on it.
     */
    TRUST_PROXY: z.string().min(1).default("loopback"),
    /** Lets a bearer of this token read /metrics from another machine (a Prometheus server). */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    // OpenTelemetry's own variables (its SDK reads the rest: headers, sampler, service name).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
    OTEL_SDK_DISABLED: z.string().optional(),
    OTEL_TRACES_EXPORTER: z.string().optional(),
    /** The smallest order total (riyals, delivery excluded) checkout accepts; 0 accepts any. */
    MIN_ORDER_PRICE: z
      .string()
      .regex(/^[0-9]{1,6}(\.[0-9]{1,2})?$/, "must be an amount in riyals, e.g. 50 or 49.50")
      .default("0"),
    /** How long a card order holds its stock while the shopper pays (minutes). */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int("must be a whole number of minutes")
      .min(1, "must be at least 1 minute")
      .max(1440, "must be at most 1440 minutes (a day)")
      .default(15),
    /**
     * The secret the sandbox provider signs its notifications with; a random one per process
     * when absent (the sandbox notifies its own process).
     */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /** Moyasar: both keys switch card payments from the sandbox to Moyasar (README). */
    MOYASAR_SECRET_KEY: z.string().min(1).optional(),
    MOYASAR_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** The "Secret Token" of the webhook set up in Moyasar's dashboard. */
    MOYASAR_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    MOYASAR_API_URL: z
      .string()
      .url("must be an absolute http(s) address")
      .default("https://api.moyasar.com/v1"),
  })
  .superRefine((env, context) => {
    const keys = [env.MOYASAR_SECRET_KEY, env.MOYASAR_PUBLISHABLE_KEY];
    if (keys.some(Boolean) && !keys.every(Boolean)) {
      const missing = env.MOYASAR_SECRET_KEY ? "MOYASAR_PUBLISHABLE_KEY" : "MOYASAR_SECRET_KEY";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set with the other Moyasar key (both, or neither for the sandbox)",
      });
    }
    if (keys.every(Boolean) && !env.MOYASAR_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["MOYASAR_WEBHOOK_SECRET"],
        message: "must be set with the Moyasar keys: the webhook's Secret Token",
      });
    }
  })
  .transform((env) => {
    const dataDir = resolve(env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      database: env.DATABASE_URL
        ? ({ kind: "postgres", url: env.DATABASE_URL } as const)
        : ({ kind: "pglite", dataDir: resolve(dataDir, "pglite") } as const),
      dataDir,
      mediaDir: resolve(env.MEDIA_DIR ?? resolve(dataDir, "media")),
      /** Where clients fetch pictures from: absolute, so that any client can use the addresses. */
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
      logLevel: env.LOG_LEVEL,
      trustProxy:
        env.TRUST_PROXY === "true"
          ? true
          : env.TRUST_PROXY === "false"
            ? false
            : env.TRUST_PROXY.split(",").map((entry) => entry.trim()),
      /** Serve POST /api/dev/orders/advance to this machine (development and end-to-end tests). */
      operatorRoute: env.OPERATOR_ROUTE === "true",
      /** Halalas: an order whose items come to less is refused at checkout. */
      minOrderPrice: Math.round(Number(env.MIN_ORDER_PRICE) * 100),
      /** /metrics answers this machine, or anyone sending `Authorization: Bearer <token>`. */
      metricsToken: env.METRICS_TOKEN ?? null,
      /** Spans go to the OTLP endpoint OTEL_EXPORTER_OTLP_ENDPOINT names (ADR 42). */
      exportTraces: exportsTraces(env),
      payments: {
        /** Milliseconds a card order holds its stock while it awaits payment. */
        holdMs: env.PAYMENT_HOLD_MINUTES * 60_000,
        provider:
          env.MOYASAR_SECRET_KEY && env.MOYASAR_PUBLISHABLE_KEY && env.MOYASAR_WEBHOOK_SECRET
            ? ({
                kind: "moyasar",
                secretKey: env.MOYASAR_SECRET_KEY,
                publishableKey: env.MOYASAR_PUBLISHABLE_KEY,
                webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
                apiUrl: env.MOYASAR_API_URL.replace(/\/+$/, ""),
              } as const)
            : ({ kind: "sandbox", webhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? null } as const),
      },
      /** The marketplace's mailbox: messages sent from the contact page are mailed there. */
      contactEmail: env.CONTACT_EMAIL,
      /** Links in emails (password reset) point at the storefront. */
      storefrontUrl: env.STOREFRONT_URL.replace(/\/+$/, ""),
      mail: {
        /** Every message sent is also written here as JSON, so it can be read without a mail server. */
        outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? resolve(dataDir, "mail-outbox")),
        /** Serve GET /api/dev/mail-outbox (development and end-to-end tests only). */
        outboxRoute: env.MAIL_OUTBOX_ROUTE === "true",
        smtpUrl: env.SMTP_URL ?? null,
        from: env.SMTP_FROM,
      },
    };
  });

export type Config = z.infer<typeof schema>;

/** Parses the environment once; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid API configuration:\n${problems.join("\n")}`);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}
