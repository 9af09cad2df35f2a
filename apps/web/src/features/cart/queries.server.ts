import "server-only";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

/** The shopper's cart (an empty one when signed out); null when the API could not say. */
export const getCart = cache(async (locale: Locale, token: string | null) => {
  const result = await callEndpoint(cartEndpoints.get, { locale, token });
  return result.ok ? result.data.data : null;
});
