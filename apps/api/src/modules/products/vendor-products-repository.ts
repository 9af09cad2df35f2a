import type { Locale } from "@souq/contract/locale";
import { and, asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { productPictures, products, productVariants } from "./tables.ts";

// A vendor's own products as its desk reads and changes them (ADR 47).

export interface VendorProductScope {
  companyId: number;
  vendorId: number;
}

export interface VendorProductRow {
  id: number;
  nameEn: string;
  nameAr: string;
  price: number;
  salePrice: number | null;
  stock: number;
  minPrice: number;
  status: string;
  updatedAt: Date;
}

export type VendorVariantRow = typeof productVariants.$inferSelect;

const productColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  minPrice: products.minPrice,
  status: products.status,
  updatedAt: products.updatedAt,
};

const ofVendor = (scope: VendorProductScope) =>
  and(eq(products.companyId, scope.companyId), eq(products.vendorId, scope.vendorId));

/** `%` and `_` typed by the vendor are letters, not patterns. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the vendor's products by name in `locale`, optionally those whose name holds a keyword. */
export async function selectVendorProductPage(
  db: Database,
  scope: VendorProductScope,
  locale: Locale,
  keyword: string | undefined,
  page: { limit: number; offset: number },
  status?: string,
): Promise<{ total: number; rows: VendorProductRow[] }> {
  const where = and(
    ofVendor(scope),
    status ? eq(products.status, status) : undefined,
    keyword
      ? or(ilike(products.nameEn, containing(keyword)), ilike(products.nameAr, containing(keyword)))
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(locale === "ar" ? products.nameAr : products.nameEn), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total: counted?.total ?? 0, rows };
}

/** One of the vendor's products; null for anyone else's. */
export async function selectOwnProduct(
  db: Pick<Database, "select">,
  scope: VendorProductScope,
  productId: number,
): Promise<VendorProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(ofVendor(scope), eq(products.id, productId)));
  return row ?? null;
}

/** The variants and first picture of some products. */
export async function selectVariantsAndPictures(
  db: Pick<Database, "select" | "selectDistinctOn">,
  productIds: readonly number[],
): Promise<{ variants: VendorVariantRow[]; pictures: Map<number, string> }> {
  if (productIds.length === 0) return { variants: [], pictures: new Map() };
  const ids = [...productIds];
  const [variants, pictures] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    db
      .selectDistinctOn([productPictures.productId], {
        productId: productPictures.productId,
        mediaKey: productPictures.mediaKey,
      })
      .from(productPictures)
      .where(inArray(productPictures.productId, ids))
      .orderBy(asc(productPictures.productId), asc(productPictures.position)),
  ]);
  return { variants, pictures: new Map(pictures.map((row) => [row.productId, row.mediaKey])) };
}

/**
 * Locks one of the vendor's products for a change, its variants first and the product after, in
 * the order checkout takes them (a line's variant, then its product), so neither waits on the
 * other in a circle. Null for anyone else's product.
 */
export async function lockOwnProduct(
  tx: Database,
  scope: VendorProductScope,
  productId: number,
): Promise<{ product: VendorProductRow; variants: VendorVariantRow[] } | null> {
  if (!(await selectOwnProduct(tx, scope, productId))) return null;
  const variants = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for("update");
  const [product] = await tx
    .select(productColumns)
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return product ? { product, variants } : null;
}

/** Writes a variant's new price, sale price and stock. */
export async function updateVariant(
  tx: Database,
  variantId: number,
  change: { price: number; salePrice: number | null; stock: number },
): Promise<void> {
  await tx.update(productVariants).set(change).where(eq(productVariants.id, variantId));
}

/**
 * Writes a product's new price, sale price and stock; its lowest price follows from them
 * (`refreshSaleMinPrices`, in the same transaction).
 */
export async function updateProductPricing(
  tx: Database,
  productId: number,
  change: { price: number; salePrice: number | null; stock: number; at: Date },
): Promise<void> {
  await tx
    .update(products)
    .set({
      price: change.price,
      salePrice: change.salePrice,
      stock: change.stock,
      updatedAt: change.at,
    })
    .where(eq(products.id, productId));
}
