import type { Category } from "@souq/contract/catalog";

/** A category as the header's menus need it: a name to show and an id to link to, nothing more. */
export interface CategoryLink {
  id: number;
  name: string;
  /** Left out when the category has none. */
  children?: CategoryLink[];
}

/**
 * The tree the menus draw, without pictures, counts and slugs: it travels with every page, once
 * for both the desktop and the phone menu.
 */
export function toCategoryLinks(categories: Category[]): CategoryLink[] {
  return categories.map(({ id, name, children }) =>
    children.length ? { id, name, children: toCategoryLinks(children) } : { id, name },
  );
}
