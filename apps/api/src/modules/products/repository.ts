import type { ProductSort } from "@souq/contract/catalog";
import { and, asc, count, desc, eq, gt, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { StoredText } from "../../db/columns.ts";
import { categoryNamesView } from "../catalog/public.ts";
import { vendorNamesView } from "../vendors/public.ts";
import { type KeywordPlan, keywordRanking, keywordTierSteps } from "./keyword-match-repository.ts";
import type { ProductCardRow } from "./product-cards.ts";
import {
  isListed,
  isPublished,
  type ProductFilters,
  productConditions,
} from "./product-filters-repository.ts";
import { runningSalePrice, saleRuns } from "./sale-window-repository.ts";
import { productPictures, products, productVariants } from "./tables.ts";

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
  // The deals page: running deals first, the soonest to end first; then best sellers.
  ending_soon: [
    sql`case when ${products.dealEndsAt} > now() then ${products.dealEndsAt} end asc nulls last`,
    ...bestSellersFirst,
  ],
};

/**
 * Prices in an order the planner cannot read from the price index (`+ 0`): inside a keyword's tier
 * the matches are found through the trigram indexes and sorted, where walking prices until enough
 * match would visit most of the catalog when what is asked for is dear (phones are not among the
 * cheapest products: 62,000 rows for "cheap phone" at 100,000 products).
 */
const byPriceWithinTier = {
  price_asc: [sql`${products.minPrice} + 0 asc`, sql`${products.id} + 0 asc`],
  price_desc: [sql`${products.minPrice} + 0 desc`, sql`${products.id} + 0 desc`],
} as const;

/**
 * What breaks ties inside relevance: best sellers, or the price when the keyword asked for the
 * cheapest ("cheap", "ارخص") or the dearest first.
 */
function tieBreakOf(plan: KeywordPlan | undefined): SQL[] {
  const sort = plan?.sort?.sort;
  return sort ? [...byPriceWithinTier[sort]] : bestSellersFirst;
}

function orderOf(sort: ProductSort, filters: ProductFilters): SQL[] {
  if (sort !== "relevance" || !filters.keyword?.tokens.length) return sortOrders[sort];
  return [...keywordRanking(filters.keyword), ...tieBreakOf(filters.keyword)];
}

/** The columns of a product card: the product's, with its category's and vendor's names. */
function cardColumnsOf(db: Pick<Database, "select">) {
  const categories = categoryNamesView(db);
  const vendors = vendorNamesView(db);
  const columns = {
    id: products.id,
    slug: products.slug,
    nameEn: products.nameEn,
    nameAr: products.nameAr,
    descriptionEn: products.descriptionEn,
    descriptionAr: products.descriptionAr,
    price: products.price,
    // The sale price only while the sale runs (ADR 56); `saleRuns` says so for the variants'.
    salePrice: runningSalePrice(products.salePrice),
    saleRuns: saleRuns(),
    stock: products.stock,
    rating: products.rating,
    ratingCount: products.ratingCount,
    labels: products.labels,
    dealEndsAt: products.dealEndsAt,
    createdAt: products.createdAt,
    categoryId: products.categoryId,
    categoryNameEn: categories.nameEn,
    categoryNameAr: categories.nameAr,
    vendorId: products.vendorId,
    vendorNameEn: vendors.nameEn,
    vendorNameAr: vendors.nameAr,
    status: products.status,
  };
  return { categories, vendors, columns };
}

/** Product cards: the products joined to the names the catalog and the vendors publish. */
function cardsFrom(db: Database) {
  const { categories, vendors, columns } = cardColumnsOf(db);
  return db
    .select(columns)
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
          step.preferred,
          found.length ? notInArray(products.id, found) : undefined,
        ),
      )
      .orderBy(...step.order, ...tieBreakOf(filters.keyword))
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

/**
 * One published product of the marketplace with everything its page shows; undefined when it is
 * not ours. With `ofVendor`, that vendor's product whatever its status (its preview).
 */
export async function selectProductDetail(
  db: Database,
  companyId: number,
  productId: number,
  ofVendor?: number,
): Promise<ProductDetailRow | undefined> {
  const { categories, vendors, columns } = cardColumnsOf(db);
  const [row] = await db
    .select({
      ...columns,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      specs: products.specs,
      salesCount: products.salesCount,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.id, productId),
        ofVendor === undefined ? isPublished() : eq(products.vendorId, ofVendor),
      ),
    );
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
        isPublished(),
        inArray(products.categoryId, categoryIds),
        gt(products.stock, 0),
        excludeIds.length ? notInArray(products.id, excludeIds) : undefined,
      ),
    )
    .orderBy(...bestSellersFirst)
    .limit(limit);
}

/** The newest listings first. */
export function selectNewestProducts(
  db: Database,
  companyId: number,
  limit: number,
): Promise<ProductCardRow[]> {
  return cardsFrom(db)
    .where(and(eq(products.companyId, companyId), isPublished()))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * In-stock products ranked by a rating that needs reviews to count (a Bayesian average that pulls
 * thinly reviewed products towards 4.0) plus a gentle, logarithmic bonus for sales.
 */
const recommendationScore = sql`((${products.rating} * ${products.ratingCount} + 4.0 * 20) / (${products.ratingCount} + 20)) + 0.15 * ln(1 + ${products.salesCount})`;

export function selectRecommendedProducts(
  db: Database,
  companyId: number,
  limit: number,
): Promise<ProductCardRow[]> {
  return cardsFrom(db)
    .where(and(eq(products.companyId, companyId), isPublished(), gt(products.stock, 0)))
    .orderBy(desc(recommendationScore), asc(products.id))
    .limit(limit);
}

/**
 * The cards of some products of one marketplace, in no order (others' ids and drafts are left
 * out): a wishlist keeps showing an archived product, marked unavailable.
 */
export function selectProductCards(
  db: Database,
  companyId: number,
  productIds: number[],
): Promise<ProductCardRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  return cardsFrom(db).where(
    and(eq(products.companyId, companyId), inArray(products.id, productIds), isListed()),
  );
}

/** How many products each category of a marketplace holds directly, and how many they sold. */
export function productCountsByCategory(db: Pick<Database, "select">, companyId: number) {
  return db
    .select({
      categoryId: products.categoryId,
      count: sql<number>`count(*)::int`.as("count"),
      sales: sql<number>`coalesce(sum(${products.salesCount}), 0)::int`.as("sales"),
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), isPublished()))
    .groupBy(products.categoryId)
    .as("counts");
}

/**
 * Per vendor of a marketplace: how many products it lists, how many reviews they have, and the
 * sum of rating × reviews (its review-weighted rating is that over the reviews).
 */
export function productStatsByVendor(db: Pick<Database, "select">, companyId: number) {
  return db
    .select({
      vendorId: products.vendorId,
      productCount: sql<number>`count(*)::int`.as("product_count"),
      reviewCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`.as("review_count"),
      ratingWeight: sql<number>`sum(${products.rating} * ${products.ratingCount})`.as(
        "rating_weight",
      ),
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), isPublished()))
    .groupBy(products.vendorId)
    .as("vendor_products");
}

export type VendorProductStats = ReturnType<typeof productStatsByVendor>;

/** Whether a product belongs to the marketplace and was ever published (a draft is its vendor's). */
export async function productBelongsTo(
  db: Pick<Database, "select">,
  companyId: number,
  productId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId), isListed()));
  return rows.length > 0;
}

/** Which of some ids are products of the marketplace. */
export async function selectCompanyProductIds(
  db: Pick<Database, "select">,
  companyId: number,
  productIds: number[],
): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, productIds), isListed()));
  return rows.map((row) => row.id);
}

/** The vendors of some of the marketplace's products (each once); others' products are left out. */
export async function selectProductVendorIds(
  db: Pick<Database, "selectDistinct">,
  companyId: number,
  productIds: number[],
): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectDistinct({ vendorId: products.vendorId })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
  return rows.map((row) => row.vendorId);
}

/** The variants and pictures of some products (two queries for any number), in their order. */
export async function selectCardExtras(db: Database, ids: number[]) {
  const [variantRows, pictureRows] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    db
      .select()
      .from(productPictures)
      .where(inArray(productPictures.productId, ids))
      .orderBy(asc(productPictures.productId), asc(productPictures.position)),
  ]);
  return { variantRows, pictureRows };
}

/** The product names others may join (a conversation about a product shows its name). */
export function productNamesView(db: Pick<Database, "select">) {
  return db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .as("product_names");
}

/** A product's names, only when it is that vendor's in that marketplace and not a draft. */
export async function selectVendorProduct(
  db: Pick<Database, "select">,
  companyId: number,
  vendorId: number,
  productId: number,
): Promise<{ id: number; nameEn: string; nameAr: string } | null> {
  const [product] = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.companyId, companyId),
        eq(products.vendorId, vendorId),
        // A shopper writes about what the catalog showed them, never about a vendor's draft.
        isListed(),
      ),
    );
  return product ?? null;
}
