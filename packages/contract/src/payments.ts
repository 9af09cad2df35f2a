import { z } from "zod";
import { money } from "./catalog.ts";
import { idParam } from "./params.ts";

/** How an order is paid: on delivery, or by card through the configured provider. */
export const paymentMethods = ["cash_on_delivery", "card"] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The card networks a payment names; `other` for a card of none of the three. */
export const cardBrands = ["mada", "visa", "mastercard", "other"] as const;
export const cardBrand = z.enum(cardBrands);
export type CardBrand = z.infer<typeof cardBrand>;

/**
 * Where an order's payment stands:
 * - `due_on_delivery`: cash on delivery, nothing to collect before;
 * - `pending`: a card payment the shopper has not finished (the stock is held until `expires_at`);
 * - `paid`, `failed` (the latest attempt was declined or cancelled: the shopper may pay again
 *   while the hold lasts), `expired` (not paid in time: the order was cancelled), `refunded`.
 */
export const paymentStatuses = [
  "due_on_delivery",
  "pending",
  "paid",
  "failed",
  "expired",
  "refunded",
] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** An order's payment as the order detail, the orders list and confirm show it. */
export const orderPayment = z
  .object({
    method: paymentMethod,
    status: paymentStatus,
    /** The card's network and last four digits, once a card was presented; null before. */
    brand: cardBrand.nullable(),
    last4: z
      .string()
      .regex(/^[0-9]{4}$/)
      .nullable(),
    /** Until when an unpaid card order holds its stock; null for cash and once paid. */
    expires_at: z.string().datetime().nullable(),
  })
  .meta({ id: "OrderPayment" });
export type OrderPayment = z.infer<typeof orderPayment>;

/** A payment id: an unguessable token, never a counter. */
export const paymentIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be a payment id")
  .describe("The payment's id, as checkout or a new attempt answered it");

/** A card payment just started: the shopper goes to `redirect_url` and pays there. */
export const paymentAttempt = z
  .object({
    id: paymentIdParam,
    status: z.literal("pending"),
    /** The provider's payment page (the sandbox's page on the storefront, or Moyasar's). */
    redirect_url: z.string().url(),
    expires_at: z.string().datetime(),
  })
  .meta({ id: "PaymentAttempt" });
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

/** POST order/{id}/payments: a new attempt after a failed one, while the hold lasts. */
export const paymentAttemptResponse = z
  .object({ message: z.string(), payment: paymentAttempt })
  .meta({ id: "PaymentAttemptResponse" });

/** POST payments/{paymentId}/confirm: the order's payment, as the provider confirmed it. */
export const orderPaymentResponse = z
  .object({ message: z.string(), data: orderPayment })
  .meta({ id: "OrderPaymentResponse" });

export const paymentParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  paymentId: paymentIdParam,
});

/** The providers that may notify the API of a payment. */
export const paymentProviderNames = ["sandbox", "moyasar"] as const;
export const paymentProviderName = z.enum(paymentProviderNames);
export type PaymentProviderName = z.infer<typeof paymentProviderName>;

export const webhookParams = z.object({
  provider: paymentProviderName.describe("The provider that sends the notification"),
});

export const webhookResponse = z.object({ received: z.literal(true) });

// The sandbox provider: a hosted payment page served by the project itself, in test mode.

/** A sandbox payment's token: unguessable, the only key to its page. */
export const sandboxToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, "must be a sandbox payment token")
  .describe("The sandbox payment's token, from the redirect address");

export const sandboxParams = z.object({ token: sandboxToken });

/** Where a sandbox payment is: the card form, then the 3-D Secure step; `done` once settled. */
export const sandboxSteps = ["card", "authenticate", "done"] as const;

/** GET sandbox-payments/{token}: what its hosted page shows. */
export const sandboxPayment = z
  .object({
    /** Riyals. */
    amount: money,
    currency: z.literal("SAR"),
    description: z.string(),
    status: z.enum(["pending", "paid", "failed", "refunded"]),
    step: z.enum(sandboxSteps),
    /** Where the shopper goes back to: the order's page, which confirms the payment. */
    return_url: z.string().url(),
    test_mode: z.literal(true),
  })
  .meta({ id: "SandboxPayment" });
export type SandboxPayment = z.infer<typeof sandboxPayment>;

/**
 * POST sandbox-payments/{token}/card: the card as typed (spaces allowed in the number). The
 * sandbox keeps its brand and last four digits only; the rest is never stored nor logged.
 */
export const sandboxCardRequest = z.object({
  number: z.string().max(40),
  name: z.string().max(200),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});

/** After the card: the 3-D Secure step, or a declined card's way back. */
export const sandboxCardResponse = z.union([
  z.object({ step: z.literal("authenticate") }),
  z.object({ status: z.literal("failed"), return_url: z.string().url() }),
]);

/** After Authenticate or Cancel: the outcome and the way back to the order. */
export const sandboxSettledResponse = z.object({
  status: z.enum(["paid", "failed"]),
  return_url: z.string().url(),
});
