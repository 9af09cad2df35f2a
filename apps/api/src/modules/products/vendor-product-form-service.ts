import { type SizeKind, sizeKinds } from "@souq/contract/catalog-rules";
import type {
  ProductStatus,
  VendorProductForm,
  VendorProductPicture,
  VendorProductSaveRequest,
} from "@souq/contract/vendor-desk";
import { AppError } from "../../app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { toPicture } from "../../media/pictures.ts";
import { storeProductPicture } from "../../media/store-product-picture.ts";
import { selectCompanyCategories } from "../catalog/public.ts";
import { toRiyals } from "../pricing/public.ts";
import { refreshSaleMinPrices } from "./sale-window-repository.ts";
import { refreshSearchDocuments } from "./search-index-repository.ts";
import { lockUploadKey } from "./unused-uploads-repository.ts";
import {
  type FormPictureRow,
  type FormVariantRow,
  insertProduct,
  insertUpload,
  lockProductForSave,
  type ProductFields,
  type ProductFormRow,
  replacePictures,
  replaceVariants,
  selectProductForm,
  selectUploadedKeys,
  updateProductFields,
  type VariantFields,
} from "./vendor-product-form-repository.ts";
import type { VendorProductsContext } from "./vendor-products-service.ts";

// A vendor lists its own products (ADR 55): reads one whole for editing, saves one whole (new or
// replaced), and uploads the pictures its saves name.

const riyals = (halalas: number | null) => (halalas === null ? null : toRiyals(halalas));
/** Riyals with at most two decimals (the contract checked them) as integer halalas. */
const halalas = (value: number) => Math.round(value * 100);
const orNull = <T>(value: T | undefined): T | null => value ?? null;

function sizeKindOf(stored: string | null): SizeKind | null {
  return sizeKinds.find((kind) => kind === stored) ?? null;
}

function formOf(
  context: VendorProductsContext,
  row: ProductFormRow,
  variants: readonly FormVariantRow[],
  pictures: readonly FormPictureRow[],
): VendorProductForm {
  const pictureOfColour = (hex: string | null) =>
    hex === null ? null : (pictures.find((picture) => picture.colourHex === hex)?.mediaKey ?? null);
  return {
    id: row.id,
    status: row.status as VendorProductForm["status"],
    name_en: row.nameEn,
    name_ar: row.nameAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    category_id: row.categoryId,
    price: toRiyals(row.price),
    sale_price: riyals(row.salePrice),
    sale_starts_at: row.saleStartsAt?.toISOString() ?? null,
    sale_ends_at: row.dealEndsAt?.toISOString() ?? null,
    stock: row.stock,
    min_price: toRiyals(row.minPrice),
    specs: row.specs.map((spec) => ({
      label_en: spec.label.en,
      label_ar: spec.label.ar,
      value_en: spec.value.en,
      value_ar: spec.value.ar,
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      colour_en: variant.colourEn,
      colour_ar: variant.colourAr,
      colour_hex: variant.colourHex,
      size_en: variant.sizeEn,
      size_ar: variant.sizeAr,
      size_kind: sizeKindOf(variant.sizeKind),
      price: toRiyals(variant.price),
      sale_price: riyals(variant.salePrice),
      stock: variant.stock,
      picture: pictureOfColour(variant.colourHex),
    })),
    pictures: pictures.map((picture) => pictureOf(context, picture.mediaKey)),
    slug: row.slug,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const pictureOf = (context: VendorProductsContext, key: string): VendorProductPicture => ({
  key,
  picture: toPicture(context.publicUrl, key, 400),
});

/** One of the vendor's products whole, whatever its status; 404 for anyone else's. */
export async function getVendorProductForm(
  context: VendorProductsContext,
  productId: number,
): Promise<VendorProductForm> {
  const found = await selectProductForm(context.db, context, productId);
  if (!found) throw new AppError("not_found", "not_found");
  return formOf(context, found.row, found.variants, found.pictures);
}

/** The columns a save writes, from a request the contract checked. */
function fieldsOf(
  request: VendorProductSaveRequest,
  status: ProductStatus,
): {
  product: ProductFields;
  variants: VariantFields[];
  pictures: Array<{ mediaKey: string; colourHex: string | null }>;
} {
  const variants: VariantFields[] = request.variants.map((variant) => ({
    id: variant.id,
    colourEn: orNull(variant.colour_en),
    colourAr: orNull(variant.colour_ar),
    colourHex: orNull(variant.colour_hex),
    sizeEn: orNull(variant.size_en),
    sizeAr: orNull(variant.size_ar),
    sizeKind: variant.size_en === undefined ? null : (variant.size_kind ?? "other"),
    price: halalas(variant.price),
    salePrice: variant.sale_price == null ? null : halalas(variant.sale_price),
    stock: variant.stock,
  }));
  const price = halalas(request.price);
  const salePrice = request.sale_price == null ? null : halalas(request.sale_price);
  const colourOf = new Map<string, string>();
  for (const variant of request.variants) {
    if (variant.picture !== undefined && variant.colour_hex !== undefined) {
      colourOf.set(variant.picture, variant.colour_hex);
    }
  }
  return {
    product: {
      status,
      nameEn: request.name_en,
      nameAr: request.name_ar,
      descriptionEn: request.description_en,
      descriptionAr: request.description_ar,
      categoryId: request.category_id,
      price,
      salePrice,
      saleStartsAt: request.sale_starts_at ? new Date(request.sale_starts_at) : null,
      dealEndsAt: request.sale_ends_at ? new Date(request.sale_ends_at) : null,
      // A product sold by variant holds the sum of its variants' stock (checkout keeps it so).
      stock: variants.length
        ? variants.reduce((sum, variant) => sum + variant.stock, 0)
        : (request.stock ?? 0),
      specs: request.specs.map((spec) => ({
        label: { en: spec.label_en, ar: spec.label_ar },
        value: { en: spec.value_en, ar: spec.value_ar },
      })),
    },
    variants,
    pictures: request.pictures.map((key) => ({
      mediaKey: key,
      colourHex: colourOf.get(key) ?? null,
    })),
  };
}

/**
 * Saves one of the vendor's products whole: a new one (`productId` null) or one it has. What the
 * contract cannot know is checked here, all of it before anything is written (the category is
 * this marketplace's; each picture is the vendor's upload or already the product's; each variant
 * id is the product's), then one transaction writes the product, its variants, its pictures and
 * its search columns, so a published product is found by the catalog's search at once. 404 for
 * another vendor's or another marketplace's product.
 */
export async function saveVendorProduct(
  context: VendorProductsContext,
  productId: number | null,
  request: VendorProductSaveRequest,
): Promise<VendorProductForm> {
  const at = context.now?.() ?? new Date();
  const savedId = await context.db.transaction(async (tx) => {
    const locked = productId === null ? null : await lockProductForSave(tx, context, productId);
    if (productId !== null && !locked) throw new AppError("not_found", "not_found");
    // A new product is a draft unless said; a saved one keeps its status unless said.
    const status = request.status ?? (locked?.status as ProductStatus | undefined) ?? "draft";
    const fields = fieldsOf(request, status);
    const errors: Record<string, MessageKey[]> = {};
    const fail = (field: string, key: MessageKey) => {
      errors[field] = [...(errors[field] ?? []), key];
    };
    const categories = await selectCompanyCategories(tx, context.companyId);
    if (!categories.some((category) => category.id === request.category_id)) {
      fail("category_id", "field_category_unknown");
    }
    const uploaded = await selectUploadedKeys(tx, context, request.pictures);
    for (const [index, key] of request.pictures.entries()) {
      if (!uploaded.has(key) && !locked?.pictureKeys.has(key)) {
        fail(`pictures.${index}`, "field_picture_unknown");
      }
    }
    if (status === "published" && request.pictures.length === 0) {
      fail("pictures", "field_publish_needs_picture");
    }
    for (const [index, variant] of request.variants.entries()) {
      if (variant.id !== undefined && !locked?.variantIds.has(variant.id)) {
        fail(`variants.${index}.id`, "field_variant_unknown");
      }
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError("unprocessable", "validation_failed", {}, { fields: errors });
    }

    const id =
      productId === null
        ? await insertProduct(tx, context, fields.product, at)
        : await updateProductFields(tx, productId, fields.product, at).then(() => productId);
    await replaceVariants(tx, id, fields.variants);
    await replacePictures(tx, id, fields.pictures);
    // The lowest price, written from the prices just saved and the sale's dates (ADR 56).
    await refreshSaleMinPrices(tx, { productIds: [id] });
    // The word list moves from what the product held before this save (its status included,
    // written above) to what it holds now; a new product held nothing.
    await refreshSearchDocuments(tx, {
      productIds: [id],
      before: locked ? [locked.searchBefore] : [],
    });
    return id;
  });
  return getVendorProductForm(context, savedId);
}

/**
 * Keeps a picture a vendor uploaded for its products and records it as the vendor's, so only its
 * saves may name it. 422 on `picture` when it is not a JPEG, PNG or WebP picture.
 */
export async function uploadVendorPicture(
  context: VendorProductsContext & { mediaDir: string },
  upload: Uint8Array,
): Promise<VendorProductPicture> {
  const key = await storeProductPicture(context.mediaDir, upload);
  if (key === null) throw AppError.fields({ picture: "field_picture_type" });
  await context.db.transaction(async (tx) => {
    // Holds the picture's key against the sweep of unused uploads: if it has just deleted an old,
    // unused upload of this same picture, the files are written again before this one is recorded.
    await lockUploadKey(tx, key);
    await storeProductPicture(context.mediaDir, upload);
    await insertUpload(tx, context, key);
  });
  return pictureOf(context, key);
}
