import { type SizeKind, sizeKinds } from "@souq/contract/catalog-rules";
import type { Locale } from "@souq/contract/locale";
import { and, count, countDistinct, eq, isNotNull, max, min, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  colourKeyOf,
  type FacetKind,
  inStockCondition,
  onSaleCondition,
  type ProductFilters,
  productConditions,
  sizeKeyOf,
} from "./product-filters-repository.ts";
import { products, productVariants } from "./tables.ts";

export interface FacetCounts {
  total: number;
  /** Products per category (the category itself only, not its descendants). */
  byCategory: Map<number, number>;
  colours: Array<{ key: string; name: string; hex: string; count: number }>;
  /** Each size with how it is measured (`other` when the variant does not say). */
  sizes: Array<{ key: string; name: string; kind: SizeKind; count: number }>;
  /** Products reaching each minimum rating, 4 down to 1. */
  ratings: Array<{ rating: number; count: number }>;
  /** Halalas; null when nothing matches. */
  minPrice: number | null;
  maxPrice: number | null;
  onSale: number;
  inStock: number;
}

export const facetRatings = [4, 3, 2, 1] as const;

/** A stored size kind as the contract names it; anything else (none stored) is `other`. */
function sizeKindOf(stored: string | null): SizeKind {
  return sizeKinds.find((kind) => kind === stored) ?? "other";
}

/**
 * Counts for the filter sidebar. Each kind is counted under every filter but its own, so that
 * choosing a value never hides the other values of the same kind.
 */
export async function selectFacetCounts(
  db: Database,
  companyId: number,
  filters: ProductFilters,
  locale: Locale,
): Promise<FacetCounts> {
  const where = (except?: FacetKind) => productConditions(companyId, filters, except);
  const ar = locale === "ar";
  const reaching = (rating: number) =>
    sql<number>`count(*) filter (where ${products.rating} >= ${rating})::int`;
  const colourKey = colourKeyOf(productVariants.colourEn);
  const sizeKey = sizeKeyOf(productVariants.sizeEn);
  const [
    totalRows,
    categoryRows,
    colourRows,
    sizeRows,
    ratingRows,
    priceRows,
    saleRows,
    stockRows,
  ] = await Promise.all([
    db.select({ n: count() }).from(products).where(where()),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(where("category"))
      .groupBy(products.categoryId),
    db
      .select({
        key: colourKey,
        name: min(ar ? productVariants.colourAr : productVariants.colourEn),
        hex: min(productVariants.colourHex),
        n: countDistinct(products.id),
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(where("colours"), isNotNull(productVariants.colourEn)))
      .groupBy(colourKey),
    db
      .select({
        key: sizeKey,
        name: min(ar ? productVariants.sizeAr : productVariants.sizeEn),
        kind: min(productVariants.sizeKind),
        n: countDistinct(products.id),
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(where("sizes"), isNotNull(productVariants.sizeEn)))
      .groupBy(sizeKey),
    db
      .select({
        r4: reaching(4),
        r3: reaching(3),
        r2: reaching(2),
        r1: reaching(1),
      })
      .from(products)
      .where(where("rating")),
    db
      .select({ low: min(products.minPrice), high: max(products.minPrice) })
      .from(products)
      .where(where("price")),
    db
      .select({ n: count() })
      .from(products)
      .where(and(where("on_sale"), onSaleCondition())),
    db
      .select({ n: count() })
      .from(products)
      .where(and(where("in_stock"), inStockCondition())),
  ]);
  const ratingRow = ratingRows[0];
  return {
    total: Number(totalRows[0]?.n ?? 0),
    byCategory: new Map(categoryRows.map((row) => [row.categoryId, Number(row.n)])),
    colours: colourRows.map((row) => ({
      key: row.key,
      name: row.name ?? row.key,
      hex: row.hex ?? "#000000",
      count: Number(row.n),
    })),
    sizes: sizeRows.map((row) => ({
      key: row.key,
      name: row.name ?? row.key,
      kind: sizeKindOf(row.kind),
      count: Number(row.n),
    })),
    ratings: facetRatings.map((rating) => ({
      rating,
      count: Number(ratingRow?.[`r${rating}`] ?? 0),
    })),
    minPrice: priceRows[0]?.low ?? null,
    maxPrice: priceRows[0]?.high ?? null,
    onSale: Number(saleRows[0]?.n ?? 0),
    inStock: Number(stockRows[0]?.n ?? 0),
  };
}
