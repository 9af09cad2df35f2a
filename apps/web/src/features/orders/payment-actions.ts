"use server";

import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { paymentEndpoints } from "@souq/contract/endpoints/payments";
import type { Locale } from "@souq/contract/locale";
import { recordId } from "@souq/contract/params";
import { toLatinDigits } from "@souq/contract/search-text";
import { redirect } from "next/navigation";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { formText, readTextForm } from "@/lib/forms/parse-form.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";
import { paymentPageAddress } from "./payment-page-address.ts";

/** What the card form keeps after a refusal: never the CVC. */
type CardValues = { number: string; name: string; expiry: string };

/** The card step's outcome shown in place: refused (with its fields), or on to 3-D Secure. */
export type CardState = FormState<CardValues, { step: "authenticate" }>;

/** The 3-D Secure step's outcome shown in place: only a refusal stays (the rest goes back). */
export type SecureStepState = Exclude<FormState, { status: "success" }>;

/** The card form: the API alone judges the card, so its fields are read as the shopper typed them. */
const cardForm = {
  fields: ["number", "name", "expiry", "cvc"],
  keep: ["number", "name", "expiry"],
} as const;

/** A sandbox payment's token as the page holds it (the API answers 404 for one it does not know). */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Sends the shopper on to the address the API named (the provider's page, or back to the order);
 * one that is not an http(s) address is never followed, and the form says an error occurred.
 */
async function goTo(
  address: string,
  locale: Locale,
): Promise<{ status: "error"; message: string }> {
  const target = paymentPageAddress(address);
  if (target) redirect(target);
  return { status: "error", message: await errorOccurred(locale) };
}

/**
 * The sandbox's card step: the number, expiry and CVC in Latin digits whatever the shopper typed
 * (Arabic-Indic digits are read as theirs), to the sandbox's own call. A declined card goes back
 * to the order, which shows the payment failed; an accepted one goes on to 3-D Secure.
 */
export async function payWithCard(_state: CardState, formData: FormData): Promise<CardState> {
  const locale = localeOf(formData);
  const token = formText(formData, "token");
  const { data, values } = readTextForm(formData, cardForm);
  if (!tokenPattern.test(token)) return { status: "error", message: await errorOccurred(locale) };
  const result = await callEndpoint(paymentEndpoints.sandboxCard, {
    locale,
    params: { token },
    body: {
      number: toLatinDigits(data.number),
      name: data.name,
      expiry: toLatinDigits(data.expiry),
      cvc: toLatinDigits(data.cvc),
    },
  });
  if (!result.ok) return refusalOf(result, { fallback: await errorOccurred(locale), values });
  if ("step" in result.data) return { status: "success", step: "authenticate" };
  return goTo(result.data.return_url, locale);
}

/** The 3-D Secure step: Authenticate pays, Cancel fails the payment; either way back to the order. */
export async function settleSecureStep(
  _state: SecureStepState,
  formData: FormData,
): Promise<SecureStepState> {
  const locale = localeOf(formData);
  const token = formText(formData, "token");
  const decision = formText(formData, "decision");
  if (!tokenPattern.test(token) || (decision !== "authenticate" && decision !== "cancel"))
    return { status: "error", message: await errorOccurred(locale) };
  const endpoint =
    decision === "authenticate"
      ? paymentEndpoints.sandboxAuthenticate
      : paymentEndpoints.sandboxCancel;
  const result = await callEndpoint(endpoint, { locale, params: { token } });
  if (!result.ok)
    return refusalOf(result, { fallback: await errorOccurred(locale), fields: "none" });
  return goTo(result.data.return_url, locale);
}

/**
 * "Pay again" on an order whose payment failed: a new attempt at the API (while the stock is
 * still held), then on to the provider's page. Answers the API's message when it refuses.
 */
export async function payAgain(
  orderId: number,
  locale: string,
): Promise<{ ok: false; message: string }> {
  const language = localeOf(locale);
  const id = recordId.safeParse(orderId);
  const session = await readSessionCookie();
  if (!id.success || !session) return { ok: false, message: await errorOccurred(language) };
  const result = await callEndpoint(orderEndpoints.retryPayment, {
    locale: language,
    token: session.token,
    params: { id: id.data },
  });
  if (!result.ok) return { ok: false, message: result.message ?? (await errorOccurred(language)) };
  const { message } = await goTo(result.data.payment.redirect_url, language);
  return { ok: false, message };
}
