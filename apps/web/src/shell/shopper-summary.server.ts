import "server-only";
import type { Locale } from "@souq/contract/locale";
import { getAccountCart, getCart } from "@/features/cart/queries.server.ts";
import { getWishlistIds } from "@/features/wishlist/queries.server.ts";
import { readCartTokenCookie } from "@/lib/session/cart-token-cookie.server.ts";
import { getSession } from "@/lib/session/session.server.ts";
import type { ShopperSummary } from "@/lib/shopper/shopper-endpoint.ts";

/**
 * The signed-in shopper, their cart and their wishlist's product ids, read with the token from the
 * httpOnly cookie (or, for a vendor's staff account, that it is one); for a guest, the cart their cart-token cookie names (a guest's wishlist is in
 * the browser).
 */
export async function getShopperSummary(locale: Locale): Promise<ShopperSummary> {
  const session = await getSession(locale);
  if (session.status === "expired" || session.status === "unavailable")
    return { status: session.status };
  if (session.status === "signed-out") {
    // A guest without a cart token has no cart: no call to make for every visitor's page.
    const cartToken = await readCartTokenCookie();
    return {
      status: "signed-out",
      cart: cartToken ? await getCart(locale, null, cartToken) : null,
    };
  }
  const { name, email, phone, image_url } = session.user;
  const user = { name, email, phone, image_url };
  const [cart, wishlist] = await Promise.all([
    getAccountCart(locale, session.token),
    getWishlistIds(locale, session.token),
  ]);
  // A vendor's staff account has no cart or wishlist: the header leads it to its desk instead.
  if (cart === "staff")
    return { status: "signed-in", user, cart: null, wishlist: null, staff: true };
  return { status: "signed-in", user, cart, wishlist, staff: false };
}
