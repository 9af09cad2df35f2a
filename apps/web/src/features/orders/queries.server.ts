import "server-only";
import { addressEndpoints } from "@souq/contract/endpoints/addresses";
import { invoiceEndpoints } from "@souq/contract/endpoints/invoices";
import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { paymentEndpoints } from "@souq/contract/endpoints/payments";
import type { Locale } from "@souq/contract/locale";
import type { DeliveryOption } from "@souq/contract/orders";
import { paymentIdParam } from "@souq/contract/payments";
import { cache } from "react";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { catalogCache, readCatalogOrUnavailable } from "@/lib/api/catalog-cache.server.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";

async function readMinimumOrder() {
  "use cache";
  catalogCache();
  // An amount, the same in both languages: one cached answer serves both.
  return readCatalogOrUnavailable(orderEndpoints.minimumOrder, { locale: "en" });
}

/**
 * The marketplace's minimum order as checkout enforces it, for the footer every page shows:
 * riyals, null when there is none, undefined while the API cannot say (the frame goes without).
 * Shared and cached with the catalog.
 */
export const getMinimumOrderIfAvailable = cache(async (): Promise<number | null | undefined> => {
  const result = await readMinimumOrder();
  return result.ok ? result.data.data.minimum_order_price : undefined;
});

/**
 * The cart priced for checkout with one delivery option, dated to an address (the default one
 * when none is given); null when the API could not say.
 */
export async function getCheckoutSummary(
  locale: Locale,
  token: string,
  delivery: DeliveryOption,
  addressId: number | null = null,
) {
  const result = await callEndpoint(orderEndpoints.checkoutSummary, {
    locale,
    token,
    query: { delivery_option: delivery, ...(addressId === null ? {} : { address_id: addressId }) },
  });
  return result.ok ? result.data.data : null;
}

/** The shopper's addresses, the default first; empty when there are none or the call failed. */
export async function getAddresses(locale: Locale, token: string) {
  const result = await callEndpoint(addressEndpoints.list, { locale, token });
  return result.ok ? result.data.data : [];
}

/** One page of the shopper's orders; null when the API could not say. */
export async function getOrderPage(locale: Locale, token: string, page: number) {
  const result = await callEndpoint(orderEndpoints.list, { locale, token, query: { page } });
  return result.ok ? result.data : null;
}

/** One of the shopper's orders; null when it is not theirs (404) or the API could not say. */
export async function getOrder(locale: Locale, token: string, id: number) {
  const result = await callEndpoint(orderEndpoints.detail, { locale, token, params: { id } });
  return result.ok ? result.data.data : null;
}

/**
 * Back from the payment page with `?payment=`: the API confirms the payment with the provider
 * (status, amount and currency; idempotent, so a reload changes nothing) and answers its state,
 * or why not in the shopper's language (another shopper's payment, a hold that has run out).
 */
export async function confirmReturnedPayment(locale: Locale, token: string, paymentId: string) {
  const id = paymentIdParam.safeParse(paymentId);
  if (!id.success) return null;
  const result = await callEndpoint(paymentEndpoints.confirm, {
    locale,
    token,
    params: { paymentId: id.data },
  });
  if (result.ok) return { ok: true as const, payment: result.data.data };
  return { ok: false as const, message: result.message ?? (await errorOccurred(locale)) };
}

/** The sandbox provider's payment behind a token: "missing" for one it does not know. */
export async function getSandboxPayment(locale: Locale, token: string) {
  const result = await callEndpoint(paymentEndpoints.sandboxShow, { locale, params: { token } });
  if (result.ok) return result.data;
  return result.status === 404 ? ("missing" as const) : ("unavailable" as const);
}

/** The tax invoices and credit notes of one of the shopper's orders; null when not theirs or unknown. */
export async function getInvoices(locale: Locale, token: string, id: number) {
  const result = await callEndpoint(invoiceEndpoints.list, { locale, token, params: { id } });
  return result.ok ? result.data.data : null;
}
