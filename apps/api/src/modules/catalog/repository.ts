import type { Category } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { productCountsByCategory } from "../products/public.ts";
import { categories } from "./tables.ts";

interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  nameEn: string;
  nameAr: string;
  imageKey: string | null;
  position: number;
  directCount: number;
  sales: number;
}

async function selectCategoryRows(db: Database, companyId: number): Promise<CategoryRow[]> {
  const counts = productCountsByCategory(db, companyId);
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      imageKey: categories.imageKey,
      position: categories.position,
      directCount: sql<number>`coalesce(${counts.count}, 0)`,
      sales: sql<number>`coalesce(${counts.sales}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
}

export interface CategoryTree {
  roots: Category[];
  /** Every category, flat, with its children and its total sales (its own and its children's). */
  all: Array<{ category: Category; sales: number }>;
}

/** The category tree, each category counting its own products and those of its subcategories. */
export async function selectCategoryTree(
  db: Database,
  companyId: number,
  locale: Locale,
  publicUrl: string,
): Promise<CategoryTree> {
  const rows = await selectCategoryRows(db, companyId);
  const nodes = new Map<number, { category: Category; sales: number }>();
  for (const row of rows) {
    nodes.set(row.id, {
      category: {
        id: row.id,
        name: locale === "ar" ? row.nameAr : row.nameEn,
        slug: row.slug,
        parent_id: row.parentId,
        image: row.imageKey ? toPicture(publicUrl, row.imageKey, 200) : null,
        product_count: Number(row.directCount),
        children: [],
      },
      sales: Number(row.sales),
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.category.children.push(node.category);
    else roots.push(node.category);
  }
  const rollUp = (category: Category): number => {
    const fromChildren = category.children.reduce((sum, child) => sum + rollUp(child), 0);
    category.product_count += fromChildren;
    return category.product_count;
  };
  roots.forEach(rollUp);
  for (const node of nodes.values()) {
    node.sales += node.category.children.reduce(
      (sum, child) => sum + (nodes.get(child.id)?.sales ?? 0),
      0,
    );
  }
  return { roots, all: [...nodes.values()] };
}
