import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type {
  VendorProduct,
  VendorProductChangeRequest,
  VendorProductListQuery,
  VendorProductListResponse,
} from "@souq/contract/vendor-desk";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { toPicture } from "../../media/pictures.ts";
import { toRiyals } from "../pricing/public.ts";
import { refreshSaleMinPrices } from "./sale-window-repository.ts";
import {
  lockOwnProduct,
  selectOwnProduct,
  selectVariantsAndPictures,
  selectVendorProductPage,
  updateProductPricing,
  updateVariant,
  type VendorProductRow,
  type VendorProductScope,
  type VendorVariantRow,
} from "./vendor-products-repository.ts";

// A vendor's own products: its desk lists them and changes their prices and stock (ADR 47).

export type { VendorProductScope } from "./vendor-products-repository.ts";

export interface VendorProductsContext extends VendorProductScope {
  db: Database;
  locale: Locale;
  publicUrl: string;
  now?: () => Date;
}

/** 20 products a page. */
export const vendorProductsPerPage = 20;

const riyals = (halalas: number | null) => (halalas === null ? null : toRiyals(halalas));
/** Riyals with at most two decimals (the contract checked them) as integer halalas. */
const halalas = (riyalsValue: number) => Math.round(riyalsValue * 100);

function variantLabel(locale: Locale, variant: VendorVariantRow): string {
  const parts =
    locale === "ar" ? [variant.colourAr, variant.sizeAr] : [variant.colourEn, variant.sizeEn];
  return parts.filter(Boolean).join(" / ");
}

function viewOf(
  context: VendorProductsContext,
  row: VendorProductRow,
  variants: readonly VendorVariantRow[],
  pictureKey: string | undefined,
): VendorProduct {
  const { locale } = context;
  return {
    id: row.id,
    name: locale === "ar" ? row.nameAr : row.nameEn,
    names: { en: row.nameEn, ar: row.nameAr },
    price: toRiyals(row.price),
    sale_price: riyals(row.salePrice),
    stock: row.stock,
    min_price: toRiyals(row.minPrice),
    picture: pictureKey ? toPicture(context.publicUrl, pictureKey, 200) : null,
    status: row.status as VendorProduct["status"],
    variants: variants.map((variant) => ({
      id: variant.id,
      label: variantLabel(locale, variant),
      colour:
        variant.colourHex && (variant.colourEn || variant.colourAr)
          ? {
              name: (locale === "ar" ? variant.colourAr : variant.colourEn) ?? "",
              hex: variant.colourHex,
            }
          : null,
      size: (locale === "ar" ? variant.sizeAr : variant.sizeEn) ?? null,
      price: toRiyals(variant.price),
      sale_price: riyals(variant.salePrice),
      stock: variant.stock,
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function viewsOf(
  context: VendorProductsContext,
  rows: readonly VendorProductRow[],
): Promise<VendorProduct[]> {
  const { variants, pictures } = await selectVariantsAndPictures(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    viewOf(
      context,
      row,
      variants.filter((variant) => variant.productId === row.id),
      pictures.get(row.id),
    ),
  );
}

/** One page of the vendor's products; a page past the last is empty and says where the last is. */
export async function listVendorProducts(
  context: VendorProductsContext,
  query: Pick<VendorProductListQuery, "keyword" | "page" | "status">,
): Promise<VendorProductListResponse> {
  const keyword = query.keyword?.trim() || undefined;
  const { total, rows } = await selectVendorProductPage(
    context.db,
    context,
    context.locale,
    keyword,
    { limit: vendorProductsPerPage, offset: (query.page - 1) * vendorProductsPerPage },
    query.status,
  );
  return {
    data: await viewsOf(context, rows),
    meta: pageMetaOf(query.page, vendorProductsPerPage, total),
  };
}

/** A price and sale price as they will be: what is sent, else what is stored. */
function pricesAfter(
  stored: { price: number; salePrice: number | null },
  sent: { price?: number | undefined; sale_price?: number | null | undefined },
) {
  return {
    price: sent.price === undefined ? stored.price : halalas(sent.price),
    salePrice:
      sent.sale_price === undefined
        ? stored.salePrice
        : sent.sale_price === null
          ? null
          : halalas(sent.sale_price),
  };
}

/**
 * Changes one of the vendor's products: its price and sale price, its stock or its variants' (each
 * variant has its own price, sale price and stock; the product's stock is then their sum). Every
 * value is checked, against the stored ones too, before anything is written; the product's
 * minimum price (the catalog's price filter and sorts) is written in the same transaction, so the
 * storefront's calls answer the change at once. 404 for another vendor's product.
 */
export async function changeVendorProduct(
  context: VendorProductsContext,
  productId: number,
  request: VendorProductChangeRequest,
): Promise<VendorProduct> {
  const at = context.now?.() ?? new Date();
  await context.db.transaction(async (tx) => {
    const locked = await lockOwnProduct(tx, context, productId);
    if (!locked) throw new AppError("not_found", "not_found");
    const { product, variants } = locked;
    const errors: Record<string, MessageKey[]> = {};
    const fail = (field: string, key: MessageKey) => {
      errors[field] = [...(errors[field] ?? []), key];
    };

    const own = pricesAfter(product, request);
    if (own.salePrice !== null && own.salePrice >= own.price) {
      fail(request.sale_price !== undefined ? "sale_price" : "price", "field_sale_below_price");
    }
    if (request.stock !== undefined && variants.length > 0) {
      fail("stock", "field_stock_per_variant");
    }
    const byId = new Map(variants.map((variant) => [variant.id, variant]));
    const changed = new Map<number, { price: number; salePrice: number | null; stock: number }>();
    for (const [index, sent] of (request.variants ?? []).entries()) {
      const stored = byId.get(sent.id);
      if (!stored) {
        fail(`variants.${index}.id`, "field_variant_unknown");
        continue;
      }
      const prices = pricesAfter(stored, sent);
      if (prices.salePrice !== null && prices.salePrice >= prices.price) {
        fail(
          sent.sale_price !== undefined
            ? `variants.${index}.sale_price`
            : `variants.${index}.price`,
          "field_sale_below_price",
        );
      }
      changed.set(stored.id, { ...prices, stock: sent.stock ?? stored.stock });
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError("unprocessable", "validation_failed", {}, { fields: errors });
    }

    for (const [variantId, change] of changed) await updateVariant(tx, variantId, change);
    const after = variants.map((variant) => ({ ...variant, ...changed.get(variant.id) }));
    await updateProductPricing(tx, product.id, {
      ...own,
      // A product sold by variant holds the sum of its variants' stock (checkout keeps it so).
      stock: after.length
        ? after.reduce((sum, variant) => sum + variant.stock, 0)
        : (request.stock ?? product.stock),
      at,
    });
    // The lowest price, written from the prices just saved and the sale's dates (ADR 56).
    await refreshSaleMinPrices(tx, { productIds: [product.id] });
  });
  const row = await selectOwnProduct(context.db, context, productId);
  if (!row) throw new AppError("not_found", "not_found");
  const [view] = await viewsOf(context, [row]);
  if (!view) throw new Error("a product just changed could not be shown");
  return view;
}
