"use server";

import { cartResponse } from "@souq/contract/cart";
import { localeSchema } from "@souq/contract/locale";
import { callApi } from "@/lib/api/api-client.server.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/**
 * Removes one line from the shopper's cart. The page reloads the cart afterwards; a failure is
 * only logged, as the spec has it for cart updates.
 */
export async function removeCartLine(lineId: number, locale: string): Promise<boolean> {
  const parsedLocale = localeSchema.safeParse(locale);
  if (!Number.isInteger(lineId) || lineId < 1 || !parsedLocale.success) return false;
  const session = await readSessionCookie();
  if (!session) return false;
  const result = await callApi({
    path: `cart/${lineId}`,
    method: "DELETE",
    schema: cartResponse,
    locale: parsedLocale.data,
    token: session.token,
  });
  if (!result.ok) console.error(`Removing cart line ${lineId} failed with ${result.status}`);
  return result.ok;
}
