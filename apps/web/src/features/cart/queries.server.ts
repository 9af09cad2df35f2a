import "server-only";
import { cartResponse } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi } from "@/lib/api/api-client.server.ts";

/** The shopper's cart (an empty one when signed out); null when the API could not say. */
export const getCart = cache(async (locale: Locale, token: string | null) => {
  const result = await callApi({ path: "cart", schema: cartResponse, locale, token });
  return result.ok ? result.data.data : null;
});
