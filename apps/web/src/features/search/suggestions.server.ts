import "server-only";
import { productList } from "@souq/contract/catalog";
import { priceRangeOf } from "@souq/contract/catalog-rules";
import type { Locale } from "@souq/contract/locale";
import { callApi } from "@/lib/api/api-client.server.ts";
import { type SearchSuggestion, suggestionRules } from "./search-suggestion.ts";

/**
 * The first few products for a keyword, in the API's own order for a keyword search, reduced to
 * what the suggestion list draws; null when the API failed (spec section 8: search stays quiet).
 * The keyword must already be checked (suggestionKeyword): the API client turns a 400 into a redirect.
 */
export async function getSearchSuggestions(
  keyword: string,
  locale: Locale,
): Promise<SearchSuggestion[] | null> {
  const params = new URLSearchParams({ keyword, per_page: String(suggestionRules.count) });
  const result = await callApi({
    path: `products?${params}`,
    schema: productList,
    locale,
    revalidate: 60,
    tags: ["catalog"],
  });
  if (!result.ok) return null;
  return result.data.map((product) => {
    const { min, max } = priceRangeOf(product);
    const picture = product.sm_pictures[0] ?? product.pictures[0] ?? null;
    return {
      id: product.id,
      name: product.name,
      min,
      max,
      sale: product.variants.length === 0 && product.sale_price !== null,
      picture,
    };
  });
}
