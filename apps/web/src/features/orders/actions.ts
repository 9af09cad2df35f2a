"use server";

import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { type Locale, localeSchema } from "@souq/contract/locale";
import { checkoutRequest, idempotencyKey } from "@souq/contract/orders";
import { recordId } from "@souq/contract/params";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** What the checkout form shows after an attempt: nothing yet, the order placed, or why not. */
export type CheckoutState =
  | { status: "idle" }
  | { status: "placed"; orderId: number; number: string }
  | { status: "error"; message: string };

const failed = { en: "An Error Occurred", ar: "حدث خطأ" } as const;

function localeOf(formData: FormData): Locale {
  const parsed = localeSchema.safeParse(formData.get("locale"));
  return parsed.success ? parsed.data : "en";
}

/**
 * Places the order: checks the form and the session, then calls checkout with the attempt's
 * key, so that a retry of the same attempt answers the same order.
 */
export async function placeOrder(
  _state: CheckoutState,
  formData: FormData,
): Promise<CheckoutState> {
  const locale = localeOf(formData);
  const request = checkoutRequest.safeParse({
    address_id: formData.get("address_id"),
    delivery_option: formData.get("delivery_option"),
    payment_method: formData.get("payment_method"),
  });
  const key = idempotencyKey.safeParse(formData.get("idempotency_key"));
  const session = await readSessionCookie();
  if (!request.success || !key.success || !session) {
    return { status: "error", message: failed[locale] };
  }
  const result = await callEndpoint(orderEndpoints.checkout, {
    locale,
    token: session.token,
    body: request.data,
    idempotencyKey: key.data,
  });
  if (!result.ok) return { status: "error", message: result.message ?? failed[locale] };
  return { status: "placed", orderId: result.data.data.id, number: result.data.data.number };
}

/** Cancels one of the shopper's orders; answers the API's message either way. */
export async function cancelOrder(
  orderId: number,
  locale: string,
): Promise<{ ok: boolean; message: string }> {
  const parsedLocale = localeSchema.safeParse(locale);
  const id = recordId.safeParse(orderId);
  const language = parsedLocale.success ? parsedLocale.data : "en";
  const session = await readSessionCookie();
  if (!id.success || !session) return { ok: false, message: failed[language] };
  const result = await callEndpoint(orderEndpoints.cancel, {
    locale: language,
    token: session.token,
    params: { id: id.data },
  });
  if (!result.ok) return { ok: false, message: result.message ?? failed[language] };
  return { ok: true, message: result.data.message };
}
