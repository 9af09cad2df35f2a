"use server";

import { cartEndpoints } from "@souq/contract/endpoints/cart";
import { localeSchema } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
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
  const result = await callEndpoint(cartEndpoints.removeLine, {
    params: { id: lineId },
    locale: parsedLocale.data,
    token: session.token,
  });
  if (!result.ok) console.error(`Removing cart line ${lineId} failed with ${result.status}`);
  return result.ok;
}
