import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SandboxPayment } from "@souq/contract/payments";
import { AppError } from "../../../app-error.ts";
import type { Database } from "../../../db/client.ts";
import type { MessageKey } from "../../../i18n/messages.ts";
import { toRiyals } from "../../pricing/public.ts";
import type { CardBrand, CardPaymentProvider, ProviderPayment } from "../provider.ts";
import { brandOf, cardDigits, declinedCardNumber, passesLuhn, readExpiry } from "./cards.ts";
import {
  advanceSandboxPayment,
  insertSandboxPayment,
  refundSandboxPayment,
  type SandboxRow,
  selectSandboxPayment,
} from "./repository.ts";

/** The header a sandbox notification is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const sandboxSignatureHeader = "souq-sandbox-signature";

/** How old a signed notification may be: an older one is refused, so a captured one expires. */
export const sandboxSignatureToleranceMs = 5 * 60_000;

/** A notification the sandbox sends when a payment changes: it names the payment, nothing more. */
export interface SandboxNotification {
  body: string;
  headers: Record<string, string>;
}

export interface SandboxOptions {
  db: Database;
  /** The storefront hosts the sandbox's payment page. */
  storefrontUrl: string;
  /** Signs the notifications; the webhook route checks them with the same secret. */
  webhookSecret: string;
  clock: () => Date;
  /** Sends a notification to the API's webhook address, as a real provider would. */
  notify?: (notification: SandboxNotification) => void;
}

/** The card the sandbox's page sends: typed by the shopper, only brand and last four kept. */
export interface SandboxCardInput {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

export interface SandboxProvider extends CardPaymentProvider {
  readonly name: "sandbox";
  /** What the hosted page shows; null for a token the sandbox does not know. */
  show(token: string): Promise<SandboxPayment | null>;
  presentCard(
    token: string,
    card: SandboxCardInput,
  ): Promise<{ step: "authenticate" } | { status: "failed"; return_url: string }>;
  authenticate(token: string): Promise<{ status: "paid"; return_url: string }>;
  cancel(token: string): Promise<{ status: "failed"; return_url: string }>;
  /** The headers of a notification with this body, signed now (tests forge and replay with it). */
  sign(body: string, at?: Date): Record<string, string>;
}

const finished = () =>
  new AppError("unprocessable", "sandbox_payment_finished", {}, { fields: {} });
const missing = () => new AppError("not_found", "not_found");

function toProviderPayment(row: SandboxRow): ProviderPayment {
  return {
    providerId: row.token,
    status: row.status as ProviderPayment["status"],
    amountHalalas: row.amount,
    currency: row.currency,
    card: row.brand && row.last4 ? { brand: row.brand as CardBrand, last4: row.last4 } : null,
    refundedHalalas: row.refunded,
  };
}

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The sandbox provider: a test-mode provider served by the project itself. It keeps its own
 * record of each payment (as a real provider does on its side), serves its hosted page's calls,
 * and notifies the API's webhook with an HMAC-signed body when a payment is paid, failed or
 * refunded. Of a card it keeps only the brand and last four digits.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, storefrontUrl, webhookSecret, clock } = options;

  const signatureOf = (timestamp: string, body: string) =>
    createHmac("sha256", webhookSecret).update(`${timestamp}.${body}`).digest("hex");

  const sign = (body: string, at: Date = clock()) => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return {
      "content-type": "application/json",
      [sandboxSignatureHeader]: `t=${timestamp},v1=${signatureOf(timestamp, body)}`,
    };
  };

  const notify = (row: SandboxRow, type: "paid" | "failed" | "refunded") => {
    if (!options.notify) return;
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString("base64url")}`,
      type: `payment.${type}`,
      created_at: clock().toISOString(),
      data: { id: row.token },
    });
    options.notify({ body, headers: sign(body) });
  };

  const known = async (token: string) => {
    const row = await selectSandboxPayment(db, token);
    if (!row) throw missing();
    return row;
  };

  return {
    name: "sandbox",

    async start(input) {
      const token = `sbx_${randomBytes(24).toString("base64url")}`;
      await insertSandboxPayment(db, {
        token,
        reference: input.reference,
        amount: input.amountHalalas,
        currency: input.currency,
        description: input.description,
        returnUrl: input.returnUrl,
      });
      const prefix = input.locale === "ar" ? "/ar" : "";
      return { providerId: token, redirectUrl: `${storefrontUrl}${prefix}/pages/pay/${token}` };
    },

    async fetch(providerId) {
      const row = await selectSandboxPayment(db, providerId);
      if (!row) throw new Error("the sandbox has no such payment");
      return toProviderPayment(row);
    },

    async refund(providerId, amountHalalas) {
      const row = await refundSandboxPayment(db, providerId, amountHalalas);
      if (!row) throw new Error("the sandbox refused the refund: not paid, or more than was paid");
      notify(row, "refunded");
      return toProviderPayment(row);
    },

    readWebhook(headers, rawBody) {
      const signature = headerValue(headers[sandboxSignatureHeader]);
      const parts = /^t=([0-9]{1,12}),v1=([0-9a-f]{64})$/.exec(signature ?? "");
      if (!parts?.[1] || !parts[2]) return null;
      const body = rawBody.toString("utf8");
      const expected = Buffer.from(signatureOf(parts[1], body), "hex");
      if (!timingSafeEqual(expected, Buffer.from(parts[2], "hex"))) return null;
      const age = clock().getTime() - Number(parts[1]) * 1000;
      if (Math.abs(age) > sandboxSignatureToleranceMs) return null;
      try {
        const event = JSON.parse(body) as { data?: { id?: unknown } };
        const id = event.data?.id;
        return typeof id === "string" && id.length > 0 ? { providerId: id } : null;
      } catch {
        return null;
      }
    },

    async show(token) {
      const row = await selectSandboxPayment(db, token);
      if (!row) return null;
      return {
        amount: toRiyals(row.amount),
        currency: "SAR",
        description: row.description,
        status: row.status as SandboxPayment["status"],
        step: row.step as SandboxPayment["step"],
        return_url: row.returnUrl,
        test_mode: true,
      };
    },

    async presentCard(token, card) {
      const row = await known(token);
      if (row.status !== "pending" || row.step !== "card") throw finished();
      const digits = cardDigits(card.number);
      const wrong: Record<string, MessageKey> = {};
      if (!passesLuhn(digits)) wrong.number = "field_card_number";
      if (card.name.trim().length === 0) wrong.name = "field_card_name";
      const expiry = readExpiry(card.expiry, clock());
      if (expiry !== "valid") {
        wrong.expiry = expiry === "expired" ? "field_card_expired" : "field_card_expiry";
      }
      if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) wrong.cvc = "field_card_cvc";
      if (Object.keys(wrong).length > 0) throw AppError.fields(wrong);
      const kept = { brand: brandOf(digits), last4: digits.slice(-4) };
      if (digits === declinedCardNumber) {
        const declined = await advanceSandboxPayment(db, token, ["card"], {
          ...kept,
          status: "failed",
          step: "done",
        });
        if (!declined) throw finished();
        notify(declined, "failed");
        return { status: "failed", return_url: declined.returnUrl };
      }
      const moved = await advanceSandboxPayment(db, token, ["card"], {
        ...kept,
        step: "authenticate",
      });
      if (!moved) throw finished();
      return { step: "authenticate" };
    },

    async authenticate(token) {
      await known(token);
      const paid = await advanceSandboxPayment(db, token, ["authenticate"], {
        status: "paid",
        step: "done",
      });
      if (!paid) throw finished();
      notify(paid, "paid");
      return { status: "paid", return_url: paid.returnUrl };
    },

    async cancel(token) {
      await known(token);
      const failed = await advanceSandboxPayment(db, token, ["card", "authenticate"], {
        status: "failed",
        step: "done",
      });
      if (!failed) throw finished();
      notify(failed, "failed");
      return { status: "failed", return_url: failed.returnUrl };
    },

    sign,
  };
}
