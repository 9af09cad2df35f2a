import { toCardData } from "@/components/catalog/card-data.ts";
import { getProduct } from "@/features/product/queries.server.ts";
import { recentlyViewedEndpoint } from "@/features/product/recently-viewed/recently-viewed-endpoint.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

/** The recently viewed products' cards ({@link recentlyViewedEndpoint}); the ones gone are listed as missing. */
export const GET = storefrontHandler(recentlyViewedEndpoint, async ({ query: { ids, locale } }) => {
  const results = await Promise.all(ids.map((id) => getProduct(id, locale)));
  const data = [];
  const missing: number[] = [];
  for (const [index, result] of results.entries()) {
    if (result.ok) data.push(toCardData(result.data.data, "small"));
    else if (result.status === 404) missing.push(ids[index] as number);
    else return { status: 503 };
  }
  return {
    status: 200,
    body: { data, missing },
    headers: { "Cache-Control": "public, max-age=60" },
  };
});
