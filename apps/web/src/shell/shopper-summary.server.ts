import "server-only";
import type { Locale } from "@souq/contract/locale";
import { getCart } from "@/features/cart/queries.server.ts";
import { getSession } from "@/lib/session/session.server.ts";
import type { ShopperSummary } from "@/lib/shopper/shopper.ts";

/** The signed-in shopper and their cart, read with the token from the httpOnly cookie. */
export async function getShopperSummary(locale: Locale): Promise<ShopperSummary> {
  const session = await getSession(locale);
  if (session.status !== "signed-in") return { status: session.status };
  const { name, email, phone, image_url } = session.user;
  const cart = await getCart(locale, session.token);
  return { status: "signed-in", user: { name, email, phone, image_url }, cart };
}
