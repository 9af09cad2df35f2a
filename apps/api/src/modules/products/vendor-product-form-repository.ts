import { randomUUID } from "node:crypto";
import type { ProductStatus } from "@souq/contract/vendor-desk";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { StoredText } from "../../db/columns.ts";
import { type SearchContribution, searchContributionColumns } from "./search-index-repository.ts";
import { productPictures, products, productUploads, productVariants } from "./tables.ts";
import type { VendorProductScope } from "./vendor-products-repository.ts";

// A vendor's product whole, as its desk lists and edits it (ADR 55).

export type ProductFormRow = Pick<
  typeof products.$inferSelect,
  | "id"
  | "status"
  | "slug"
  | "nameEn"
  | "nameAr"
  | "descriptionEn"
  | "descriptionAr"
  | "categoryId"
  | "price"
  | "salePrice"
  | "saleStartsAt"
  | "dealEndsAt"
  | "stock"
  | "minPrice"
  | "specs"
  | "createdAt"
  | "updatedAt"
>;

export type FormVariantRow = typeof productVariants.$inferSelect;
export type FormPictureRow = Pick<typeof productPictures.$inferSelect, "mediaKey" | "colourHex">;

const formColumns = {
  id: products.id,
  status: products.status,
  slug: products.slug,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  categoryId: products.categoryId,
  price: products.price,
  salePrice: products.salePrice,
  saleStartsAt: products.saleStartsAt,
  dealEndsAt: products.dealEndsAt,
  stock: products.stock,
  minPrice: products.minPrice,
  specs: products.specs,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** One of the vendor's products with its variants and pictures, in order; null for anyone else's. */
export async function selectProductForm(
  db: Pick<Database, "select">,
  scope: VendorProductScope,
  productId: number,
): Promise<{ row: ProductFormRow; variants: FormVariantRow[]; pictures: FormPictureRow[] } | null> {
  const [row] = await db
    .select(formColumns)
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.companyId, scope.companyId),
        eq(products.vendorId, scope.vendorId),
      ),
    );
  if (!row) return null;
  const [variants, pictures] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ mediaKey: productPictures.mediaKey, colourHex: productPictures.colourHex })
      .from(productPictures)
      .where(eq(productPictures.productId, productId))
      .orderBy(asc(productPictures.position), asc(productPictures.id)),
  ]);
  return { row, variants, pictures };
}

/**
 * Which of some picture keys the vendor uploaded. Their upload rows stay share-locked to the end of
 * the save, so the sweep of unused uploads waits for it and then sees the product naming them.
 */
export async function selectUploadedKeys(
  db: Pick<Database, "select">,
  scope: VendorProductScope,
  keys: readonly string[],
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ mediaKey: productUploads.mediaKey })
    .from(productUploads)
    .where(
      and(
        eq(productUploads.companyId, scope.companyId),
        eq(productUploads.vendorId, scope.vendorId),
        inArray(productUploads.mediaKey, [...keys]),
      ),
    )
    .orderBy(asc(productUploads.id))
    .for("share");
  return new Set(rows.map((row) => row.mediaKey));
}

/** Records a picture the vendor uploaded, so its saves may name it. */
export async function insertUpload(
  db: Pick<Database, "insert">,
  scope: VendorProductScope,
  mediaKey: string,
): Promise<void> {
  await db
    .insert(productUploads)
    .values({ companyId: scope.companyId, vendorId: scope.vendorId, mediaKey });
}

/** The product's own columns as a save writes them. */
export interface ProductFields {
  status: ProductStatus;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryId: number;
  price: number;
  salePrice: number | null;
  saleStartsAt: Date | null;
  dealEndsAt: Date | null;
  stock: number;
  specs: Array<{ label: StoredText; value: StoredText }>;
}

/** A variant as a save writes it: `id` for one kept, none for a new one. */
export interface VariantFields {
  id?: number | undefined;
  colourEn: string | null;
  colourAr: string | null;
  colourHex: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  sizeKind: string | null;
  price: number;
  salePrice: number | null;
  stock: number;
}

/** Lowercase Latin letters and digits of the English name, joined by `-` (at most 60). */
function slugBase(nameEn: string): string {
  const base = nameEn
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "product";
}

/** Writes a new product of the vendor; its slug is its English name and its id, so never taken. */
export async function insertProduct(
  tx: Database,
  scope: VendorProductScope,
  fields: ProductFields,
  at: Date,
): Promise<number> {
  const [inserted] = await tx
    .insert(products)
    .values({
      ...fields,
      companyId: scope.companyId,
      vendorId: scope.vendorId,
      slug: `new-${randomUUID()}`,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: products.id });
  if (!inserted) throw new Error("a product insert returned no row");
  await tx
    .update(products)
    .set({ slug: `${slugBase(fields.nameEn)}-${inserted.id}` })
    .where(eq(products.id, inserted.id));
  return inserted.id;
}

/**
 * Locks one of the vendor's products for a save (variants first, as checkout takes them), and reads
 * what it held as it stood: its status, variants, pictures and its share of the word list, which
 * the save moves by difference once it has written the product.
 */
export async function lockProductForSave(
  tx: Database,
  scope: VendorProductScope,
  productId: number,
): Promise<{
  status: string;
  variantIds: Set<number>;
  pictureKeys: Set<string>;
  searchBefore: SearchContribution;
} | null> {
  const [owned] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.companyId, scope.companyId),
        eq(products.vendorId, scope.vendorId),
      ),
    );
  if (!owned) return null;
  const variants = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for("update");
  const [locked] = await tx
    .select(searchContributionColumns)
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!locked) return null;
  const pictures = await tx
    .select({ mediaKey: productPictures.mediaKey })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  return {
    status: locked.status,
    variantIds: new Set(variants.map((row) => row.id)),
    pictureKeys: new Set(pictures.map((row) => row.mediaKey)),
    searchBefore: locked,
  };
}

/** Writes a product's own columns. */
export async function updateProductFields(
  tx: Database,
  productId: number,
  fields: ProductFields,
  at: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...fields, updatedAt: at })
    .where(eq(products.id, productId));
}

/**
 * Makes a product's variants the ones given, in their order: kept ones (by id) are updated in
 * place, the others removed, new ones added. Positions are parked below zero first, so the
 * (product, position) index never sees two variants at one place mid-way.
 */
export async function replaceVariants(
  tx: Database,
  productId: number,
  variants: readonly VariantFields[],
): Promise<void> {
  const keptIds = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  for (const [index, id] of keptIds.entries()) {
    await tx
      .update(productVariants)
      .set({ position: -1 - index })
      .where(eq(productVariants.id, id));
  }
  for (const [position, { id, ...fields }] of variants.entries()) {
    if (id === undefined) {
      await tx.insert(productVariants).values({ ...fields, productId, position });
    } else {
      await tx
        .update(productVariants)
        .set({ ...fields, position })
        .where(eq(productVariants.id, id));
    }
  }
}

/** Makes a product's pictures the ones given, in their order, each with the colour it shows. */
export async function replacePictures(
  tx: Database,
  productId: number,
  pictures: ReadonlyArray<{ mediaKey: string; colourHex: string | null }>,
): Promise<void> {
  await tx.delete(productPictures).where(eq(productPictures.productId, productId));
  if (!pictures.length) return;
  await tx
    .insert(productPictures)
    .values(pictures.map((picture, position) => ({ ...picture, productId, position })));
}
