import "server-only";
import type { Cart } from "@souq/contract/cart";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { readCartTokenCookie } from "@/lib/session/cart-token-cookie.server.ts";
import { getSession } from "@/lib/session/session.server.ts";

/**
 * A cart: the signed-in shopper's (token), else the guest's (cart token), else an empty one;
 * null when the API could not say.
 */
export const getCart = cache(
  async (locale: Locale, token: string | null, cartToken: string | null) => {
    const result = await callEndpoint(cartEndpoints.get, {
      locale,
      token,
      cartToken: token ? null : cartToken,
    });
    return result.ok ? result.data.data : null;
  },
);

/**
 * The signed-in account's cart, or "staff" for a vendor's staff account: staff do not shop, and
 * the API answers their token 403 on every shopper's call (the contract's account rule, ADR 48).
 * Null when the API could not say.
 */
export async function getAccountCart(
  locale: Locale,
  token: string,
): Promise<Cart | null | "staff"> {
  const result = await callEndpoint(cartEndpoints.get, { locale, token });
  if (result.ok) return result.data.data;
  return result.status === 403 ? "staff" : null;
}

/** The cart of whoever sent this request, from their cookies; null for a guest without one, or when the API could not say. */
export async function getRequestCart(locale: Locale): Promise<Cart | null> {
  const session = await getSession(locale);
  if (session.status === "signed-in") return getCart(locale, session.token, null);
  const cartToken = await readCartTokenCookie();
  return cartToken ? getCart(locale, null, cartToken) : null;
}
