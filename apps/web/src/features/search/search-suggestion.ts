import type { ProductSummary } from "@souq/contract/catalog";
import { priceViewOf } from "@/components/catalog/price-view.ts";
import type { SearchSuggestion } from "./suggestions-endpoint.ts";

/** Spec sections 5 and 9: suggestions only for keywords longer than 2 characters, after a 500 ms pause. */
export const suggestionRules = {
  minLength: 3,
  maxLength: 100,
  debounceMs: 500,
  count: 6,
} as const;

/** The keyword as the rules count it: trimmed, in characters rather than UTF-16 units. */
export function suggestionKeyword(raw: string): string | null {
  const keyword = raw.trim();
  const length = [...keyword].length;
  return length >= suggestionRules.minLength && length <= suggestionRules.maxLength
    ? keyword
    : null;
}

/**
 * What the suggestion list draws of a product, priced as its card is (priceViewOf): a product
 * whose variants all sell at one sale price shows that price beside the one it replaces, not the
 * range of the variants' regular prices that spec section 3's rule gives.
 */
export function toSearchSuggestion(
  product: Pick<
    ProductSummary,
    "id" | "name" | "price" | "sale_price" | "variants" | "sm_pictures" | "pictures"
  >,
): SearchSuggestion {
  const view = priceViewOf(product);
  const picture = product.sm_pictures[0] ?? product.pictures[0] ?? null;
  const price =
    view.kind === "range"
      ? { min: view.min, max: view.max, sale: false }
      : {
          min: view.price,
          max: view.oldPrice ?? view.price,
          sale: view.oldPrice !== null && view.oldPrice > view.price,
        };
  return { id: product.id, name: product.name, ...price, picture };
}
