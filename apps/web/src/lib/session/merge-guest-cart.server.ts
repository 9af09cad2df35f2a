import "server-only";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "../api/api-client.server.ts";
import { deleteCartTokenCookie, readCartTokenCookie } from "./cart-token-cookie.server.ts";

/**
 * Right after a sign-in or sign-up: the guest's cart joins the account's (ADR 21) and its cookie
 * goes. If the API cannot do it now, the cookie stays and the next sign-in tries again.
 */
export async function mergeGuestCart(token: string, locale: Locale): Promise<void> {
  const cartToken = await readCartTokenCookie();
  if (!cartToken) return;
  const result = await callEndpoint(cartEndpoints.merge, { locale, token, cartToken });
  if (result.ok) await deleteCartTokenCookie();
  else console.error(`Merging a guest cart failed with ${result.status}`);
}
