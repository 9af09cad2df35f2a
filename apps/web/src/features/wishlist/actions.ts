"use server";

import type { ProductSummary } from "@souq/contract/catalog";
import { wishlistEndpoints } from "@souq/contract/endpoints/wishlist";
import { maxWishlistProducts } from "@souq/contract/wishlist-limits";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/**
 * What a wishlist change answers: the saved ids after it, or why not (`message` is the API's own
 * when it has one the shopper can act on, such as the limit).
 */
export type WishlistChange =
  | { ok: true; status: "added" | "removed"; productIds: number[] }
  | { ok: false; message: string | null };

export type WishlistRead = { ok: true; products: ProductSummary[] } | { ok: false };

const isRecordId = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** A list of ids from the browser, checked for type and size; null for anything else. */
function idsOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxWishlistProducts) {
    return null;
  }
  return value.every(isRecordId) ? value : null;
}

/** The spec's server toggle for the signed-in shopper: absent is saved, present removed. */
export async function toggleWishlistItem(
  productId: unknown,
  language: unknown,
): Promise<WishlistChange> {
  const locale = localeOf(language);
  const session = await readSessionCookie();
  if (!session || !isRecordId(productId)) return { ok: false, message: null };
  const result = await callEndpoint(wishlistEndpoints.toggle, {
    locale,
    token: session.token,
    params: { id: productId },
  });
  if (!result.ok) return { ok: false, message: result.status === 422 ? result.message : null };
  return { ok: true, status: result.data.status, productIds: result.data.product_ids };
}

/** At sign-in: the wishlist the browser kept as a guest joins the account's. */
export async function mergeGuestWishlist(
  productIds: unknown,
  language: unknown,
): Promise<{ ok: true; productIds: number[] } | { ok: false }> {
  const locale = localeOf(language);
  const session = await readSessionCookie();
  const ids = idsOf(productIds);
  if (!session || !ids) return { ok: false };
  const result = await callEndpoint(wishlistEndpoints.merge, {
    locale,
    token: session.token,
    body: { product_ids: ids },
  });
  return result.ok ? { ok: true, productIds: result.data.product_ids } : { ok: false };
}

/** The signed-in shopper's saved products as cards, in the page's language. */
export async function readWishlist(language: unknown): Promise<WishlistRead> {
  const locale = localeOf(language);
  const session = await readSessionCookie();
  if (!session) return { ok: false };
  const result = await callEndpoint(wishlistEndpoints.list, { locale, token: session.token });
  return result.ok ? { ok: true, products: result.data.wish_list } : { ok: false };
}

/** A guest's saved products (ids kept in the browser) as cards, with today's prices and stock. */
export async function readGuestWishlist(
  productIds: unknown,
  language: unknown,
): Promise<WishlistRead> {
  const locale = localeOf(language);
  const ids = idsOf(productIds);
  if (!ids) return { ok: false };
  const result = await callEndpoint(wishlistEndpoints.products, {
    locale,
    query: { product_ids: ids.join(",") },
  });
  return result.ok ? { ok: true, products: result.data.wish_list } : { ok: false };
}
