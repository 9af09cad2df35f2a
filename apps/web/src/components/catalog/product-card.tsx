import type { ProductSummary } from "@souq/contract/catalog";
import type { ReactNode } from "react";
import { toCardData } from "./card-data.ts";
import { ProductCardView } from "./product-card-view.tsx";
import type { ProductView } from "./product-views.ts";

/** The buttons a composing page puts on each card (quick view, add to cart…). */
export type CardActions = (product: ProductSummary) => ReactNode;

interface ProductCardProps {
  product: ProductSummary;
  /** Grid (the default), a wide list row with the description, or a small row. */
  view?: ProductView;
  /** For the cards of the first screen: their pictures load at once. */
  priority?: boolean;
  /** The card's buttons (quick view, and what the composing page adds), shown on hover and focus. */
  actions?: ReactNode;
}

/**
 * A product in a listing: picture and hover picture, labels, deal countdown, category, title,
 * rating, price and colours; the actions show on hover and focus, and always on touch screens.
 * The browser receives only the card's own data (CardData), not the product it came from.
 */
export function ProductCard({ product, view = "grid", priority, actions }: ProductCardProps) {
  return (
    <ProductCardView
      card={toCardData(product, view)}
      view={view}
      priority={priority}
      actions={actions}
    />
  );
}
