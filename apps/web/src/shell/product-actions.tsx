import type { ProductSummary } from "@souq/contract/catalog";
import { compareEntryOf } from "@/features/compare/compare-list.ts";
import { CompareButton } from "@/features/compare/components/compare-button.tsx";

/**
 * The buttons beside add to cart on a product page and in its quick view, composed here from the
 * features that own them (the product feature does not know the compare list).
 */
export function productActions(product: ProductSummary) {
  return <CompareButton product={compareEntryOf(product)} look="panel" />;
}
