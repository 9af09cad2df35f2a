import { and, eq, gte, inArray, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { type KeywordPlan, keywordCondition } from "./keyword-match-repository.ts";
import { saleRuns } from "./sale-window-repository.ts";
import { products, productVariants } from "./tables.ts";

/** The filters of the products call, checked and in database units (halalas, category ids). */
export interface ProductFilters {
  /** The keyword's words, ready for SQL (planKeyword). */
  keyword?: KeywordPlan | undefined;
  /** The chosen category and all its descendants. */
  categoryIds?: number[] | undefined;
  vendorId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  colours?: string[] | undefined;
  sizes?: string[] | undefined;
  rating?: number | undefined;
  onSale?: boolean | undefined;
  inStock?: boolean | undefined;
}

/** Whether anything but the keyword narrows the products. */
export function narrowsBesidesKeyword(filters: ProductFilters): boolean {
  const { keyword: _keyword, ...others } = filters;
  return Object.values(others).some((value) => value !== undefined && value !== false);
}

/** The filter kinds a facet leaves out when it counts its own values. */
export type FacetKind =
  | "category"
  | "colours"
  | "sizes"
  | "rating"
  | "price"
  | "on_sale"
  | "in_stock";

/**
 * A colour's key: its English name in lower case with every run of other characters made one
 * hyphen ("Rose Gold" → "rose-gold"). Written once here so filters and facets always agree.
 */
export function colourKeyOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`trim(both '-' from lower(regexp_replace(${column}, '[^A-Za-z0-9]+', '-', 'g')))`;
}

/** A size's key: its English label in lower case ("256 GB" → "256 gb"). */
export function sizeKeyOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`lower(trim(${column}))`;
}

const filterVariantName = "filter_variant";
const filterVariant = alias(productVariants, filterVariantName);

/** Whether any variant of the product meets the condition (written on `filterVariant`). */
function anyVariant(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${productVariants} as ${sql.identifier(filterVariantName)} where ${filterVariant.productId} = ${products.id} and ${condition})`;
}

/** Whether the product or any of its variants is on sale now (its sale runs, ADR 56). */
export const onSaleCondition = (): SQL =>
  and(
    saleRuns(),
    or(isNotNull(products.salePrice), anyVariant(isNotNull(filterVariant.salePrice))),
  ) as SQL;

export const inStockCondition = (): SQL => sql`${products.stock} > 0`;

/** Only published products are the catalog's: drafts are their vendor's, archived ones withdrawn (ADR 55). */
export const isPublished = () => eq(products.status, "published");
/** Published or archived: what a shopper may have saved (a wishlist) and still be shown. */
export const isListed = () => ne(products.status, "draft");

/**
 * Every filter as one condition on `products`, except the kind a facet is counting. Kinds narrow
 * the list (AND); several values of one kind widen it (OR).
 */
export function productConditions(
  companyId: number,
  filters: ProductFilters,
  except?: FacetKind,
): SQL {
  const conditions: Array<SQL | undefined> = [eq(products.companyId, companyId), isPublished()];
  if (filters.keyword) conditions.push(keywordCondition(filters.keyword));
  if (filters.vendorId !== undefined) conditions.push(eq(products.vendorId, filters.vendorId));
  if (except !== "category" && filters.categoryIds) {
    conditions.push(inArray(products.categoryId, filters.categoryIds));
  }
  if (except !== "price") {
    if (filters.minPrice !== undefined) conditions.push(gte(products.minPrice, filters.minPrice));
    if (filters.maxPrice !== undefined) conditions.push(lte(products.minPrice, filters.maxPrice));
  }
  if (except !== "colours" && filters.colours?.length) {
    conditions.push(anyVariant(inArray(colourKeyOf(filterVariant.colourEn), filters.colours)));
  }
  if (except !== "sizes" && filters.sizes?.length) {
    conditions.push(anyVariant(inArray(sizeKeyOf(filterVariant.sizeEn), filters.sizes)));
  }
  if (except !== "rating" && filters.rating !== undefined) {
    conditions.push(gte(products.rating, filters.rating));
  }
  if (except !== "on_sale" && filters.onSale) conditions.push(onSaleCondition());
  if (except !== "in_stock" && filters.inStock) conditions.push(inStockCondition());
  return and(...conditions) as SQL;
}
