import "server-only";
import { vendorMessageEndpoints } from "@souq/contract/endpoints/vendor-messages";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

/** One page of the shopper's conversations with vendors; null when the API could not say. */
export async function getThreadPage(locale: Locale, token: string, page: number) {
  const result = await callEndpoint(vendorMessageEndpoints.list, {
    locale,
    token,
    query: { page },
  });
  return result.ok ? result.data : null;
}

/** One of the shopper's conversations; null when it is not theirs (404) or the API could not say. */
export async function getThread(locale: Locale, token: string, id: number) {
  const result = await callEndpoint(vendorMessageEndpoints.detail, {
    locale,
    token,
    params: { id },
  });
  return result.ok ? result.data.data : null;
}
