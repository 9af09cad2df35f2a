import type { CardActions } from "@/components/catalog/product-card.tsx";
import { QuickViewButton } from "@/features/product/components/quick-view/quick-view-button.tsx";

/**
 * The buttons every product card carries, composed here from the features that own them, so that
 * listings, the home page and related products show the same ones.
 */
export const cardActions: CardActions = (product) => <QuickViewButton productId={product.id} />;
