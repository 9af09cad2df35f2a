import type { ProductSummary } from "@souq/contract/catalog";
import { type PriceView, priceViewOf } from "./price-view.ts";
import type { ProductView } from "./product-views.ts";

/**
 * What a product card shows, and nothing more: a listing sends this to the browser once per card,
 * in place of the whole product (variants, every picture) that the card's markup came from. What
 * a card does not show is left out rather than sent empty.
 */
export interface CardData {
  id: number;
  name: string;
  category: string;
  /** The vendor's id and name, linking to its store (grid and list cards). */
  vendor?: [number, string];
  price: PriceView;
  soldOut: boolean;
  rating: number;
  reviews: number;
  labels: ProductSummary["labels"];
  dealEndsAt?: string;
  /** The first picture's address; its other stored widths follow from it (srcsetOf). */
  front?: string;
  /** The second picture's address, shown on hover (one stored width is enough there). */
  hover?: string;
  /** Distinct colours of the variants as [hex, name], for grid and list cards. */
  colours?: [string, string][];
  /** Distinct sizes of the variants, for list cards. */
  sizes?: string[];
  /** The start of the description, for list cards. */
  excerpt?: string;
}

export function toCardData(product: ProductSummary, view: ProductView): CardData {
  const [front, hover] = product.sm_pictures;
  const colours = new Map<string, string>();
  if (view !== "small")
    for (const variant of product.variants)
      if (variant.colour && !colours.has(variant.colour.hex))
        colours.set(variant.colour.hex, variant.colour.name);
  const sizes =
    view === "list"
      ? [...new Set(product.variants.flatMap((variant) => (variant.size ? [variant.size] : [])))]
      : [];
  const card: CardData = {
    id: product.id,
    name: product.name,
    category: product.category.name,
    price: priceViewOf(product),
    soldOut: product.stock === 0,
    rating: product.rating,
    reviews: product.review_count,
    labels: view === "small" ? [] : product.labels,
  };
  if (view !== "small") card.vendor = [product.vendor.id, product.vendor.name];
  if (view !== "small" && product.deal_ends_at) card.dealEndsAt = product.deal_ends_at;
  if (front) card.front = front.url;
  if (hover && view !== "small") card.hover = hover.url;
  if (colours.size > 0) card.colours = [...colours];
  if (sizes.length > 0) card.sizes = sizes;
  if (view === "list") card.excerpt = product.excerpt;
  return card;
}
