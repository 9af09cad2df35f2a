import "server-only";
import type { Locale } from "@souq/contract/locale";
import { getCart } from "@/features/cart/queries.server.ts";
import { readCartTokenCookie } from "@/lib/session/cart-token-cookie.server.ts";
import { getSession } from "@/lib/session/session.server.ts";
import type { ShopperSummary } from "@/lib/shopper/shopper.ts";

/**
 * The signed-in shopper and their cart, read with the token from the httpOnly cookie; for a
 * guest, the cart their cart-token cookie names.
 */
export async function getShopperSummary(locale: Locale): Promise<ShopperSummary> {
  const session = await getSession(locale);
  if (session.status === "expired") return { status: "expired" };
  if (session.status === "signed-out") {
    // A guest without a cart token has no cart: no call to make for every visitor's page.
    const cartToken = await readCartTokenCookie();
    return {
      status: "signed-out",
      cart: cartToken ? await getCart(locale, null, cartToken) : null,
    };
  }
  const { name, email, phone, image_url } = session.user;
  const cart = await getCart(locale, session.token, null);
  return { status: "signed-in", user: { name, email, phone, image_url }, cart };
}
