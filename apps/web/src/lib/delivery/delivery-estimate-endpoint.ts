import { deliveryEstimate, maxEstimateProducts } from "@souq/contract/delivery";
import { z } from "zod";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/** `1,2,3`: product ids, at most as many as one estimate covers. */
const productIds = z
  .string()
  .regex(
    new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${maxEstimateProducts - 1}}$`),
    "must be product ids",
  )
  .transform((text) => text.split(",").map(Number));

/**
 * `GET /api/delivery-estimate?products=7,9&locale=en`: when the products would arrive with each
 * delivery option, dated to the signed-in shopper's default address (else the marketplace's
 * default city) as of now. The product page is cached and shared and today's date is not, so
 * this loads after it (ADR 16, ADR 52). Null when the API has no date to give.
 */
export const deliveryEstimateEndpoint = storefrontEndpoint({
  path: storefrontPaths.deliveryEstimate,
  query: { products: productIds },
  ok: deliveryEstimate.nullable(),
  summary: "When products ordered now would arrive, for the shopper's city",
});
