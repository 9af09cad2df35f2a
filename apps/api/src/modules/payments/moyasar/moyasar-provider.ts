import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import type { CardBrand, CardPaymentProvider, ProviderPayment } from "../provider.ts";
import {
  invoiceSchema,
  type MoyasarInvoice,
  type MoyasarPayment,
  paymentSchema,
  webhookSchema,
} from "./moyasar-api.ts";

/**
 * A call to the provider that did not give an answer to act on. `unavailable`: Moyasar could not
 * be reached, was past the deadline, answered 429 or 5xx, or answered something that is not its
 * documented shape; trying again later may work. `refused`: Moyasar answered 4xx (a wrong key, an
 * unknown id, a refund it does not allow); trying again will not help. The message names the call
 * and the status only: never the key, a card's details or the answer's body.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: "unavailable" | "refused",
    readonly provider: "moyasar",
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export interface MoyasarConfig {
  /** `sk_test_…` or `sk_live_…`: the API's Basic-auth user. Server only. */
  secretKey: string;
  /** `pk_test_…` or `pk_live_…`: checked to be of the same mode as the secret key. */
  publishableKey: string;
  /** The "Secret Token" of the webhook set up in Moyasar's dashboard. */
  webhookSecret: string;
  /** Default `https://api.moyasar.com/v1`; the tests point it at the local fake. */
  apiUrl?: string;
  /** Deadline of each call to Moyasar, in milliseconds (default 10,000). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface MoyasarStartInput {
  reference: string;
  amountHalalas: number;
  currency: "SAR";
  description: string;
  returnUrl: string;
  locale: "en" | "ar";
  /** When the order's hold ends: Moyasar's page takes no attempt after it (`expired_at`). */
  expiresAt?: Date;
}

export interface MoyasarProvider extends CardPaymentProvider {
  readonly name: "moyasar";
  /** Whether the keys are test keys (no card is charged). */
  readonly testMode: boolean;
  start(input: MoyasarStartInput): Promise<{ providerId: string; redirectUrl: string }>;
}

const defaultApiUrl = "https://api.moyasar.com/v1";
const defaultTimeoutMs = 10_000;

function keyMode(key: string, prefix: "sk" | "pk"): "test" | "live" | null {
  if (key.startsWith(`${prefix}_test_`)) return "test";
  if (key.startsWith(`${prefix}_live_`)) return "live";
  return null;
}

/** Checks the keys' form once, at start-up: a live secret key with a test publishable key is a mistake. */
function checkKeys(config: MoyasarConfig): "test" | "live" {
  const secretMode = keyMode(config.secretKey, "sk");
  const publishableMode = keyMode(config.publishableKey, "pk");
  if (!secretMode) throw new Error("MOYASAR_SECRET_KEY must start with sk_test_ or sk_live_");
  if (!publishableMode) {
    throw new Error("MOYASAR_PUBLISHABLE_KEY must start with pk_test_ or pk_live_");
  }
  if (secretMode !== publishableMode) {
    throw new Error(
      "MOYASAR_SECRET_KEY and MOYASAR_PUBLISHABLE_KEY must both be test or both live",
    );
  }
  if (config.webhookSecret.length < 16) {
    throw new Error("MOYASAR_WEBHOOK_SECRET must be at least 16 characters");
  }
  return secretMode;
}

const brands: Record<string, CardBrand> = { mada: "mada", visa: "visa", master: "mastercard" };

/** Brand and last four digits from a payment's source; the number comes masked from Moyasar. */
export function cardOf(payment: MoyasarPayment): ProviderPayment["card"] {
  const source = payment.source;
  if (!source?.company || !source.number) return null;
  const last4 = /(\d{4})$/.exec(source.number.replace(/\D/g, ""))?.[1];
  if (!last4) return null;
  return { brand: brands[source.company.toLowerCase()] ?? "other", last4 };
}

/** Payments that took the money (refunded ones included); the one the order is settled by. */
const settledStatuses = new Set<MoyasarPayment["status"]>(["paid", "captured", "refunded"]);

function latest(payments: MoyasarPayment[]): MoyasarPayment | undefined {
  return [...payments].sort((a, b) => a.created_at.localeCompare(b.created_at)).at(-1);
}

/**
 * The invoice's word on the order's payment. Paid when one of its payments took the money (that
 * payment's amount, currency and card count, not the invoice's); failed when its latest attempt
 * failed or the invoice can take no more; pending otherwise (an attempt under way, an authorised
 * one not yet captured, or none yet).
 */
export function toProviderPayment(invoice: MoyasarInvoice): ProviderPayment {
  const payments = invoice.payments ?? [];
  const settled = latest(payments.filter((payment) => settledStatuses.has(payment.status)));
  if (settled) {
    return {
      providerId: invoice.id,
      status:
        settled.status === "refunded" ||
        (settled.refunded > 0 && settled.refunded >= settled.amount)
          ? "refunded"
          : "paid",
      amountHalalas: settled.amount,
      currency: settled.currency,
      card: cardOf(settled),
      refundedHalalas: settled.refunded,
    };
  }
  const last = latest(payments);
  const closed = ["failed", "canceled", "expired", "voided"].includes(invoice.status);
  const lastFailed = last?.status === "failed" || last?.status === "voided";
  return {
    providerId: invoice.id,
    status: invoice.status === "paid" ? "paid" : closed || lastFailed ? "failed" : "pending",
    amountHalalas: invoice.amount,
    currency: invoice.currency,
    card: last ? cardOf(last) : null,
    refundedHalalas: 0,
  };
}

function equalSecrets(given: string, expected: string): boolean {
  // Digests have equal lengths whatever was sent, so the comparison tells nothing of the length.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The Moyasar adapter: its hosted invoice page takes the card, so no card number reaches this
 * server. The provider id is Moyasar's invoice id; each read asks Moyasar again.
 */
export function createMoyasarProvider(config: MoyasarConfig): MoyasarProvider {
  const mode = checkKeys(config);
  const apiUrl = (config.apiUrl ?? defaultApiUrl).replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const send = config.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    label: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await send(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "past its deadline" : "failed";
      throw new PaymentProviderError("unavailable", "moyasar", null, `Moyasar ${label} ${reason}`);
    }
    const text = await response.text().catch(() => null);
    if (response.status === 429 || response.status >= 500 || text === null) {
      throw new PaymentProviderError(
        "unavailable",
        "moyasar",
        response.status,
        `Moyasar ${label} answered ${response.status}`,
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        "refused",
        "moyasar",
        response.status,
        `Moyasar ${label} answered ${response.status}${errorType(text)}`,
      );
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new PaymentProviderError(
        "unavailable",
        "moyasar",
        response.status,
        `Moyasar ${label} answered an unexpected shape`,
      );
    }
    return parsed.data;
  }

  function getInvoice(invoiceId: string): Promise<MoyasarInvoice> {
    return call("GET", `/invoices/${encodeURIComponent(invoiceId)}`, "invoice read", invoiceSchema);
  }

  return {
    name: "moyasar",
    testMode: mode === "test",

    async start(input) {
      const invoice = await call("POST", "/invoices", "invoice creation", invoiceSchema, {
        amount: input.amountHalalas,
        currency: input.currency,
        description: input.description,
        success_url: input.returnUrl,
        back_url: input.returnUrl,
        metadata: { reference: input.reference },
        ...(input.expiresAt ? { expired_at: input.expiresAt.toISOString() } : {}),
      });
      if (invoice.amount !== input.amountHalalas || invoice.currency !== input.currency) {
        throw new PaymentProviderError(
          "unavailable",
          "moyasar",
          null,
          "Moyasar created an invoice for another amount or currency",
        );
      }
      // The documented checkout address names its language (`?lang=en`): the shopper's, here.
      const redirect = new URL(invoice.url);
      redirect.searchParams.set("lang", input.locale);
      return { providerId: invoice.id, redirectUrl: redirect.toString() };
    },

    async fetch(providerId) {
      return toProviderPayment(await getInvoice(providerId));
    },

    async refund(providerId, amountHalalas) {
      const invoice = await getInvoice(providerId);
      // A payment refunded in part may be refunded further, whatever status Moyasar gave it.
      const paid = latest(
        (invoice.payments ?? []).filter(
          (payment) => settledStatuses.has(payment.status) && payment.refunded < payment.amount,
        ),
      );
      if (!paid) {
        // Refunded in full already (a refund retried after its answer was lost): nothing is sent
        // again, and the caller reads the refunded amount.
        const current = toProviderPayment(invoice);
        if (current.status === "refunded") return current;
        throw new PaymentProviderError(
          "refused",
          "moyasar",
          null,
          "Moyasar invoice has no paid payment left to refund",
        );
      }
      const refunded = await call(
        "POST",
        `/payments/${encodeURIComponent(paid.id)}/refund`,
        "refund",
        paymentSchema,
        { amount: amountHalalas },
      );
      const payments = (invoice.payments ?? []).map((payment) =>
        payment.id === refunded.id ? refunded : payment,
      );
      return toProviderPayment({ ...invoice, payments });
    },

    readWebhook(_headers, rawBody) {
      const parsed = webhookSchema.safeParse(parseJson(rawBody.toString("utf8")));
      if (!parsed.success) return null;
      if (!equalSecrets(parsed.data.secret_token, config.webhookSecret)) return null;
      // Only the id is taken: status and amounts are read from Moyasar by `fetch`.
      const { data } = parsed.data;
      return { providerId: data.invoice_id ?? data.id };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Moyasar's documented error `type` (e.g. `authentication_error`), never its message or fields. */
function errorType(text: string): string {
  const body = parseJson(text);
  if (body && typeof body === "object" && "type" in body && typeof body.type === "string") {
    return /^[a-z_]{1,40}$/.test(body.type) ? ` (${body.type})` : "";
  }
  return "";
}
