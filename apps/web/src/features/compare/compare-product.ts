import type { ProductDetail } from "@souq/contract/catalog";
import { priceViewOf } from "@/components/catalog/price-view.ts";
import type { CompareProduct } from "./compare-endpoint.ts";

/** What the compare page shows of a product, from its detail as the catalog answers it. */
export function toCompareProduct(product: ProductDetail): CompareProduct {
  const colours = new Map<string, string>();
  const sizes = new Set<string>();
  for (const variant of product.variants) {
    if (variant.colour && !colours.has(variant.colour.hex))
      colours.set(variant.colour.hex, variant.colour.name);
    if (variant.size) sizes.add(variant.size);
  }
  return {
    id: product.id,
    name: product.name,
    picture: product.sm_pictures[0] ?? product.pictures[0] ?? null,
    price: priceViewOf(product),
    rating: product.rating,
    reviews: product.review_count,
    vendor: { id: product.vendor.id, name: product.vendor.name },
    category: { id: product.category.id, name: product.category.name },
    colours: [...colours],
    sizes: [...sizes],
    stock: product.variants.length
      ? product.variants.reduce((sum, variant) => sum + variant.stock, 0)
      : product.stock,
    specifications: product.specifications.map(({ label, value }) => ({ label, value })),
  };
}
