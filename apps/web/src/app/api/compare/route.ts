import { compareEndpoint } from "@/features/compare/compare-endpoint.ts";
import { toCompareProduct } from "@/features/compare/compare-product.ts";
import { getProduct } from "@/features/product/queries.server.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

/** The compare page's products ({@link compareEndpoint}); the ones gone are listed as missing. */
export const GET = storefrontHandler(compareEndpoint, async ({ query: { ids, locale } }) => {
  const results = await Promise.all(ids.map((id) => getProduct(id, locale)));
  const data = [];
  const missing: number[] = [];
  for (const [index, result] of results.entries()) {
    if (result.ok) data.push(toCompareProduct(result.data.data));
    else if (result.status === 404) missing.push(ids[index] as number);
    else return { status: 503 };
  }
  return {
    status: 200,
    body: { data, missing },
    headers: { "Cache-Control": "public, max-age=60" },
  };
});
