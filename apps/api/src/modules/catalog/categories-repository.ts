import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories } from "./tables.ts";

/**
 * The category names other modules may join (a product card shows its category's name): a named
 * subquery the planner folds into the outer join, so the join costs what a join on the table did.
 */
export function categoryNamesView(db: Pick<Database, "select">) {
  return db
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .as("category_names");
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  nameEn: string;
  nameAr: string;
}

/** Every category of the marketplace, in menu order (a few dozen rows). */
export function selectCompanyCategories(db: Database, companyId: number): Promise<CategoryNode[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
    })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The categories of some marketplaces with their parents and names, in no order. */
export function selectCategoryNames(
  db: Database,
  companyIds: number[],
): Promise<Array<Omit<CategoryNode, "slug">>> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
    })
    .from(categories)
    .where(inArray(categories.companyId, companyIds));
}
