"use server";

import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { type Locale, localeSchema } from "@souq/contract/locale";
import { checkoutRequest, idempotencyKey } from "@souq/contract/orders";
import { recordId } from "@souq/contract/params";
import { refresh, updateTag } from "next/cache";
import { redirect } from "@/i18n/navigation.tsx";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { productTag } from "@/lib/api/catalog-cache.server.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** What the checkout form shows after an attempt: nothing yet, or why not (a placed order leaves it). */
export type CheckoutState = { status: "idle" } | { status: "error"; message: string };

const failed = { en: "An Error Occurred", ar: "حدث خطأ" } as const;

function localeOf(formData: FormData): Locale {
  const parsed = localeSchema.safeParse(formData.get("locale"));
  return parsed.success ? parsed.data : "en";
}

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
 * key, so that a retry of the same attempt answers the same order, and goes to its confirmation.
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
  refreshStockOf(result.data.data);
  // Straight to the order's confirmation: refreshing the products' pages also refreshes this one,
  // whose cart is now empty, so the form would not be there to go on from.
  return redirect({ href: pageHref.order({ id: result.data.data.id }, { placed: 1 }), locale });
}

/** Cancels one of the shopper's orders and redraws its page; answers the API's message either way. */
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
  refreshStockOf(result.data.data);
  // The order's page is drawn for each request: its next drawing comes back with this answer.
  refresh();
  return { ok: true, message: result.data.message };
}
