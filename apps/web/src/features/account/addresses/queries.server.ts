import "server-only";
import type { Address } from "@souq/contract/addresses";
import { addressEndpoints } from "@souq/contract/endpoints/addresses";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

/** The signed-in shopper's addresses, the default first; null when the API could not say. */
export async function getAddresses(locale: Locale, token: string): Promise<Address[] | null> {
  const result = await callEndpoint(addressEndpoints.list, { locale, token });
  return result.ok ? result.data.data : null;
}
