"use client";

import type { CategoryLink } from "@/features/directory/category-links.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

interface CategoryTreeLinksProps {
  categories: CategoryLink[];
  /** Called when a link is followed, so the menu holding the tree can close. */
  onNavigate: () => void;
  classes: { list: string; root: string; children: string; child: string };
}

/** Every top-level category with its subcategories, each linking to its shop listing. */
export function CategoryTreeLinks({ categories, onNavigate, classes }: CategoryTreeLinksProps) {
  const shopOf = (category: CategoryLink) => ({
    pathname: pageHref.shop(),
    query: { category_id: category.id },
  });
  return (
    <ul className={classes.list}>
      {categories.map((root) => (
        <li key={root.id}>
          <Link href={shopOf(root)} onClick={onNavigate} className={classes.root}>
            {root.name}
          </Link>
          {root.children && (
            <ul className={classes.children}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <Link href={shopOf(child)} onClick={onNavigate} className={classes.child}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
