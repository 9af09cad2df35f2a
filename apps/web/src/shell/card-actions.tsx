import type { CardActions } from "@/components/catalog/product-card.tsx";
import { WishlistButton } from "@/components/catalog/wishlist-button.tsx";
import { compareEntryOf } from "@/features/compare/compare-list.ts";
import { CompareButton } from "@/features/compare/components/compare-button.tsx";
import { QuickViewButton } from "@/features/product/components/quick-view/quick-view-button.tsx";
import { CardCartButton } from "./card-cart-button.tsx";

/**
 * The buttons every product card carries, composed here from the features that own them, so that
 * listings, the home page and related products show the same ones.
 */
export const cardActions: CardActions = (product) => (
  <>
    <CardCartButton
      productId={product.id}
      name={product.name}
      hasVariants={product.variants.length > 0}
      soldOut={
        product.variants.length > 0
          ? product.variants.every((variant) => variant.stock === 0)
          : product.stock === 0
      }
    />
    <QuickViewButton productId={product.id} />
    <WishlistButton productId={product.id} name={product.name} look="card" testId="card-wishlist" />
    <CompareButton product={compareEntryOf(product)} look="card" />
  </>
);
