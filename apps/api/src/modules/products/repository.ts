import type { ProductSort } from "@souq/contract/catalog";
import { and, asc, count, desc, eq, gt, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  categories,
  productPictures,
  products,
  type StoredText,
  vendors,
} from "../../db/schema.ts";
import { cardColumns, type ProductCardRow } from "../catalog/public.ts";
import { keywordRanking, keywordTierSteps } from "./keyword-match.ts";
import { type ProductFilters, productConditions } from "./product-filters.ts";

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

export async function vendorBelongsTo(
  db: Database,
  companyId: number,
  vendorId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), eq(vendors.id, vendorId)));
  return rows.length > 0;
}

/**
 * Best sellers first, written as the `products_company_sales` index is ordered (`desc nulls last`;
 * a plain `desc` means nulls first, which the planner cannot read from that index, so it would
 * sort every match instead of walking the index and stopping after a page).
 */
const bestSellersFirst: SQL[] = [sql`${products.salesCount} desc nulls last`, asc(products.id)];

const sortOrders: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.minPrice), asc(products.id)],
  price_desc: [desc(products.minPrice), desc(products.id)],
  popularity: bestSellersFirst,
  rating: [desc(products.rating), desc(products.ratingCount), asc(products.id)],
  // Without a keyword; with one, keywordRanking comes first and best sellers break ties.
  relevance: [desc(products.createdAt), desc(products.id)],
};

function orderOf(sort: ProductSort, filters: ProductFilters): SQL[] {
  if (sort !== "relevance" || !filters.keyword) return sortOrders[sort];
  return [...keywordRanking(filters.keyword), ...bestSellersFirst];
}

function cardsFrom(db: Database) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .$dynamic();
}

/**
 * How many products pass the filters. With `cap`, counting stops there (the answer is then `cap`):
 * a keyword can match a large share of a big catalog, and an exact count would visit every match.
 */
export async function countProducts(
  db: Database,
  companyId: number,
  filters: ProductFilters,
  cap?: number,
): Promise<number> {
  if (cap !== undefined) {
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(productConditions(companyId, filters))
      .limit(cap)
      .as("matches");
    const [row] = await db.select({ n: count() }).from(matches);
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(productConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

/** One page of the products that pass every filter, in the chosen order. */
export function selectProductPage(
  db: Database,
  companyId: number,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<ProductCardRow[]> {
  return cardsFrom(db)
    .where(productConditions(companyId, filters))
    .orderBy(...orderOf(sort, filters))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Pages up to this deep (offset + per page) of a keyword search by relevance are ranked tier by
 * tier; deeper ones rank every match in one query.
 */
export const tieredRankingDepth = 120;

export interface KeywordPage {
  rows: ProductCardRow[];
  /** Every match, when the tiers ran out before the page was full; undefined otherwise. */
  total: number | undefined;
}

/**
 * A page of a keyword search by relevance (ADR 0013), ranked one tier at a time: each tier asks
 * for ids only, best sellers first, as many as the page still needs, and the next tier runs only
 * if the page is not full. A common word is answered by walking the (company, sales) index and
 * stopping after a page, a rare one through the trigram index; the page's cards are then loaded by
 * id. Same order as `selectProductPage` with `relevance`.
 */
export async function selectKeywordPage(
  db: Database,
  companyId: number,
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<KeywordPage> {
  const needed = page.offset + page.limit;
  const found: number[] = [];
  // A name tier implies the keyword condition (the search text holds the names), so it replaces
  // that condition rather than repeating it: a repeated condition shrinks the planner's estimate of
  // matches, and it would then sort every candidate instead of walking best sellers.
  const otherFilters = productConditions(companyId, { ...filters, keyword: undefined });
  const allConditions = productConditions(companyId, filters);
  for (const step of keywordTierSteps(filters.keyword ?? { tokens: [] })) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          step.upTo ? and(otherFilters, step.upTo) : allConditions,
          found.length ? notInArray(products.id, found) : undefined,
        ),
      )
      .orderBy(...step.order, ...bestSellersFirst)
      .limit(needed - found.length);
    for (const row of rows) found.push(row.id);
    if (found.length >= needed) break;
  }
  const ids = found.slice(page.offset, needed);
  const total = found.length < needed ? found.length : undefined;
  if (!ids.length) return { rows: [], total };
  const cards = await cardsFrom(db).where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    rows: ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    }),
    total,
  };
}

export interface ProductDetailRow extends ProductCardRow {
  descriptionEn: string;
  descriptionAr: string;
  specs: Array<{ label: StoredText; value: StoredText }>;
  salesCount: number;
}

/** One product of the marketplace with everything its page shows; undefined when it is not ours. */
export async function selectProductDetail(
  db: Database,
  companyId: number,
  productId: number,
): Promise<ProductDetailRow | undefined> {
  const [row] = await db
    .select({
      ...cardColumns,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      specs: products.specs,
      salesCount: products.salesCount,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  return row;
}

export function selectGalleryRows(
  db: Database,
  productId: number,
): Promise<Array<{ mediaKey: string; colourHex: string | null }>> {
  return db
    .select({ mediaKey: productPictures.mediaKey, colourHex: productPictures.colourHex })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position), asc(productPictures.id));
}

/** In-stock products of some categories, best sellers first, leaving out the ones given. */
export function selectBestSellersIn(
  db: Database,
  companyId: number,
  categoryIds: number[],
  excludeIds: number[],
  limit: number,
): Promise<ProductCardRow[]> {
  if (!categoryIds.length || limit <= 0) return Promise.resolve([]);
  return cardsFrom(db)
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(products.categoryId, categoryIds),
        gt(products.stock, 0),
        excludeIds.length ? notInArray(products.id, excludeIds) : undefined,
      ),
    )
    .orderBy(...bestSellersFirst)
    .limit(limit);
}
