import type { ProductFacets } from "@souq/contract/catalog";
import type { ShopQuery } from "./shop-query.ts";

/**
 * The filter values a listing offers: those its products hold, and those the shopper already
 * chose (with a chosen category's parents, so the tree shows where they are). A colour, size or
 * category no product here has is left out rather than shown switched off, and is not sent to
 * the browser at all.
 */
export function shownFacets(facets: ProductFacets, query: ShopQuery): ProductFacets {
  const categoryIds = new Set<number>();
  for (const category of facets.categories) if (category.count > 0) categoryIds.add(category.id);
  const byId = new Map(facets.categories.map((category) => [category.id, category]));
  if (query.category_id !== undefined && byId.has(query.category_id))
    categoryIds.add(query.category_id);
  // Parents of a shown category stay, so the tree never holds a branch without its root.
  for (const id of [...categoryIds])
    for (
      let parent = byId.get(id)?.parent_id ?? null;
      parent !== null && !categoryIds.has(parent);
      parent = byId.get(parent)?.parent_id ?? null
    )
      categoryIds.add(parent);
  return {
    ...facets,
    categories: facets.categories.filter((category) => categoryIds.has(category.id)),
    colours: facets.colours.filter(
      (colour) => colour.count > 0 || query.colours.includes(colour.key),
    ),
    sizes: facets.sizes.filter((size) => size.count > 0 || query.sizes.includes(size.key)),
  };
}
