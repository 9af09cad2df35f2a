"use server";

import type { Cart } from "@souq/contract/cart";
import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { type BuyAgainLine, checkoutRequest, idempotencyKey } from "@souq/contract/orders";
import { recordId } from "@souq/contract/params";
import { refresh, updateTag } from "next/cache";
import { redirect as nextRedirect } from "next/navigation";
import { redirect } from "@/i18n/navigation.tsx";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { productTag } from "@/lib/api/catalog-cache.server.ts";
import { firstMessageOf, refusalOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";
import { paymentPageAddress } from "./payment-page-address.ts";

/** What the checkout form shows after an attempt: nothing yet, or why not (a placed order leaves it). */
export type CheckoutState = Exclude<FormState, { status: "success" }>;

/** The checkout form's choices and the attempt's key; none is typed, so none has a message. */
const checkoutForm = {
  schema: checkoutRequest.extend({ idempotency_key: idempotencyKey }),
  fields: ["address_id", "delivery_option", "payment_method", "idempotency_key"],
  keep: [],
  describe: () => undefined,
} as const;

/**
 * An order's products have new stock: their cached pages and quick views are read again at once,
 * so the next shopper sees what is left (other catalog changes show within the cache's minute).
 */
function refreshStockOf(order: {
  shipments: Array<{ items: Array<{ product_id: number | null }> }>;
}) {
  const ids = new Set(
    order.shipments.flatMap((shipment) => shipment.items.map((item) => item.product_id)),
  );
  for (const id of ids) if (id !== null) updateTag(productTag(id));
}

/**
 * Places the order: checks the form and the session, then calls checkout with the attempt's
 * key, so that a retry of the same attempt answers the same order, and goes to its confirmation,
 * or, paid by card, to the provider's payment page.
 */
export async function placeOrder(
  _state: CheckoutState,
  formData: FormData,
): Promise<CheckoutState> {
  const locale = localeOf(formData);
  const form = parseForm(formData, checkoutForm);
  const session = await readSessionCookie();
  if (!form.ok || !session) return { status: "error", message: await errorOccurred(locale) };
  const { idempotency_key, ...body } = form.data;
  const result = await callEndpoint(orderEndpoints.checkout, {
    locale,
    token: session.token,
    body,
    idempotencyKey: idempotency_key,
  });
  if (!result.ok) {
    // The choices are the page's, not typed: the API's field messages have no field to go under.
    return refusalOf(result, { fallback: await errorOccurred(locale), fields: "none" });
  }
  refreshStockOf(result.data.data);
  // A card payment goes on to the provider's page; an answer without a page to follow leaves
  // the order awaiting payment, which its page says.
  const payPage = result.data.payment && paymentPageAddress(result.data.payment.redirect_url);
  if (payPage) return nextRedirect(payPage);
  // Straight to the order's confirmation: refreshing the products' pages also refreshes this one,
  // whose cart is now empty, so the form would not be there to go on from.
  return redirect({ href: pageHref.order({ id: result.data.data.id }, { placed: 1 }), locale });
}

/** Cancels one of the shopper's orders and redraws its page; answers the API's message either way. */
export async function cancelOrder(
  orderId: number,
  locale: string,
): Promise<{ ok: boolean; message: string }> {
  const language = localeOf(locale);
  const id = recordId.safeParse(orderId);
  const session = await readSessionCookie();
  if (!id.success || !session) return { ok: false, message: await errorOccurred(language) };
  const result = await callEndpoint(orderEndpoints.cancel, {
    locale: language,
    token: session.token,
    params: { id: id.data },
  });
  if (!result.ok) return { ok: false, message: result.message ?? (await errorOccurred(language)) };
  refreshStockOf(result.data.data);
  // The order's page is drawn for each request: its next drawing comes back with this answer.
  refresh();
  return { ok: true, message: result.data.message };
}

/** What buying an order again answers: the cart now and what each line gave, or why not. */
export type BuyAgainOutcome =
  | { ok: true; message: string; cart: Cart; lines: BuyAgainLine[] }
  | { ok: false; message: string };

/**
 * Buy again: the order's lines go back into the shopper's cart (the API decides what is still
 * sold and in stock, and says per line what it added). The header's cart shows the answer.
 */
export async function buyAgain(orderId: number, locale: string): Promise<BuyAgainOutcome> {
  const language = localeOf(locale);
  const id = recordId.safeParse(orderId);
  const session = await readSessionCookie();
  if (!id.success || !session) return { ok: false, message: await errorOccurred(language) };
  const result = await callEndpoint(orderEndpoints.buyAgain, {
    locale: language,
    token: session.token,
    params: { id: id.data },
  });
  if (!result.ok) {
    return { ok: false, message: firstMessageOf(result, await errorOccurred(language)) };
  }
  const { message, data, lines } = result.data;
  return { ok: true, message, cart: data, lines };
}
