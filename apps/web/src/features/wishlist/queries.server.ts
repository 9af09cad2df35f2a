import "server-only";
import { wishlistEndpoints } from "@souq/contract/endpoints/wishlist";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

/** The signed-in shopper's saved products as cards, the last saved first; null when the API could not say. */
export const getWishlist = cache(async (locale: Locale, token: string) => {
  const result = await callEndpoint(wishlistEndpoints.list, { locale, token });
  return result.ok ? result.data.wish_list : null;
});

/** The ids of the signed-in shopper's saved products, for the header and the heart buttons. */
export async function getWishlistIds(locale: Locale, token: string): Promise<number[] | null> {
  const products = await getWishlist(locale, token);
  return products ? products.map((product) => product.id) : null;
}
