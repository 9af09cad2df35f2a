import type { Category } from "@souq/contract/catalog";

/** The categories from the top of the tree down to the one with this id; empty when it is not there. */
export function findCategoryPath(tree: Category[], id: number): Category[] {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = findCategoryPath(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
}
