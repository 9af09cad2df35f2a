import type { CategoriesResponse, HomePage } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import {
  productStatsByVendor,
  selectNewestProducts,
  selectRecommendedProducts,
  toProductSummaries,
} from "../products/public.ts";
import { selectVendorSummaries } from "../vendors/public.ts";
import { selectCategoryTree } from "./repository.ts";

export interface CatalogContext {
  db: Database;
  companyId: number;
  locale: Locale;
  publicUrl: string;
  now?: Date;
}

const homeSectionSize = 8;
const popularCategoryCount = 8;
const homeVendorCount = 8;

export async function getCategories(context: CatalogContext): Promise<CategoriesResponse> {
  const { roots } = await selectCategoryTree(
    context.db,
    context.companyId,
    context.locale,
    context.publicUrl,
  );
  // The spec reads the list at both `categories` and `data.categories`.
  return { categories: roots, data: { categories: roots } };
}

/** The home page's four sections: newest, best-rated sellers, most-bought categories, top vendors. */
export async function getHomePage(context: CatalogContext): Promise<HomePage> {
  const { db, companyId, locale, publicUrl } = context;
  const cardContext = { locale, publicUrl, now: context.now ?? new Date() };
  const [newest, recommended, tree, vendors] = await Promise.all([
    selectNewestProducts(db, companyId, homeSectionSize),
    selectRecommendedProducts(db, companyId, homeSectionSize),
    selectCategoryTree(db, companyId, locale, publicUrl),
    selectVendorSummaries(db, companyId, {
      productStats: productStatsByVendor(db, companyId),
      locale,
      publicUrl,
      order: "rating_then_id",
      limit: homeVendorCount,
    }),
  ]);
  const popular = tree.all
    .filter((node) => node.category.parent_id !== null && node.category.product_count > 0)
    .sort((a, b) => b.sales - a.sales || a.category.id - b.category.id)
    .slice(0, popularCategoryCount)
    .map((node) => node.category);
  const [newArrival, recommendedItems] = await Promise.all([
    toProductSummaries(db, newest, cardContext),
    toProductSummaries(db, recommended, cardContext),
  ]);
  return {
    new_arrival: newArrival,
    recommended_items: recommendedItems,
    popular_categories: popular,
    vendors,
  };
}
