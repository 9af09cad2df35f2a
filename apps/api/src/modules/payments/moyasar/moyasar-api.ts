import { z } from "zod";

/*
 * Moyasar's REST API as its public documentation (docs.moyasar.com) describes it; the adapter and
 * the local fake both follow these facts, and only these:
 *
 * - Base URL `https://api.moyasar.com/v1`. HTTP Basic authentication with the secret key
 *   (`sk_test_…` / `sk_live_…`) as the user name and an empty password. The publishable key
 *   (`pk_…`) is for browser forms only; the secret key never leaves the server.
 * - Amounts are integers in the smallest currency unit (100 halalas = 1 SAR), at least 100.
 * - Hosted flow, an invoice: `POST /invoices` with `amount` (required), `currency` (default SAR),
 *   `description` (required, shown on the invoice), `metadata` (string → string), `success_url`
 *   (where the payer is sent after paying), `back_url` (where the page's back button leads),
 *   `callback_url` (a server notification with the invoice object when paid: it carries no
 *   secret, so this adapter does not use it), `expired_at` (ISO 8601; an expired invoice takes no
 *   more attempts). Answer 201: `{ id, status, amount, currency, description, amount_format,
 *   url, callback_url, success_url, back_url, expired_at, created_at, updated_at, metadata,
 *   payments }`; `url` is the checkout page the payer must be shown, documented as
 *   `https://checkout.moyasar.com/invoices/{id}?lang=en`. Invoice statuses: initiated, paid,
 *   failed, refunded, canceled, on_hold, expired, voided.
 * - `GET /invoices/{id}`: the invoice with `payments`, each a payment object.
 * - Payment object: `{ id, status, amount, fee, currency, refunded, refunded_at, captured,
 *   captured_at, voided_at, description, amount_format, invoice_id, ip, callback_url,
 *   created_at, updated_at, metadata, source }`. Payment statuses: initiated, paid, failed,
 *   authorized, captured, refunded, voided (and verified). A card source is `{ type: "creditcard",
 *   company: "mada" | "visa" | "master" | "amex" | …, name, number: "XXXX-XXXX-XXXX-1111",
 *   gateway_id, reference_number, token, message, transaction_url }`: the number comes masked.
 * - `GET /payments/{id}`; `POST /payments/{id}/refund` with `amount` (halalas; the whole payment
 *   when left out) answers the payment object, with `refunded` and `refunded_at` set.
 * - Errors: 400 bad request, 401 no valid API key, 403 not allowed, 404 not found, 405 the entity
 *   is not activated for live use, 429 too many requests, 500 / 503 Moyasar's trouble. The body is
 *   `{ type, message, errors }`, e.g. `{ "type": "authentication_error", "message": "Invalid
 *   authorization credentials", "errors": null }`. A declined card is not an HTTP error: the
 *   payment is answered with status `failed`.
 * - Webhooks are set up in the dashboard (Settings → Webhooks): an HTTPS endpoint, a "Secret
 *   Token" (a password the receiver checks to know the notification comes from Moyasar), the HTTP
 *   method and the events: payment_paid, payment_failed, payment_refunded, payment_voided,
 *   payment_authorized, payment_captured, payment_verified. The body is JSON `{ id, type,
 *   created_at, secret_token, account_name, live, data }` with `data` the payment object. A
 *   receiver answers 2xx quickly; otherwise Moyasar retries five more times.
 * - Moyasar tells merchants not to trust the redirect: fetch the payment from the server and check
 *   `status`, `amount` and `currency`.
 */

export const invoiceStatuses = [
  "initiated",
  "paid",
  "failed",
  "refunded",
  "canceled",
  "on_hold",
  "expired",
  "voided",
] as const;

export const paymentStatuses = [
  "initiated",
  "paid",
  "failed",
  "authorized",
  "captured",
  "refunded",
  "voided",
  "verified",
] as const;

/** The parts of a payment's source the adapter reads; other source types may lack them. */
const sourceSchema = z.looseObject({
  type: z.string(),
  company: z.string().nullish(),
  number: z.string().nullish(),
});

export const paymentSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(paymentStatuses),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  refunded: z.number().int().nonnegative().default(0),
  invoice_id: z.string().nullish(),
  created_at: z.string(),
  source: sourceSchema.nullish(),
});

export const invoiceSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(invoiceStatuses),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  url: z.url(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payments: z.array(paymentSchema).nullish(),
});

export const webhookSchema = z.looseObject({
  type: z.string(),
  secret_token: z.string(),
  data: z.looseObject({ id: z.string().min(1), invoice_id: z.string().nullish() }),
});

export type MoyasarPayment = z.infer<typeof paymentSchema>;
export type MoyasarInvoice = z.infer<typeof invoiceSchema>;
