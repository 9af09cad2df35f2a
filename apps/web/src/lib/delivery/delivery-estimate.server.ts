import "server-only";
import { deliveryEndpoints } from "@souq/contract/endpoints/delivery";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

/**
 * When the products would arrive, dated to the shopper's default address when a token is given;
 * null when the API has no date (no such product) or could not say.
 */
export async function getDeliveryEstimate(
  productIds: readonly number[],
  locale: Locale,
  token: string | null,
) {
  const result = await callEndpoint(deliveryEndpoints.estimate, {
    locale,
    token,
    query: { product_ids: productIds.join(",") },
  });
  return result.ok ? result.data.data : null;
}
