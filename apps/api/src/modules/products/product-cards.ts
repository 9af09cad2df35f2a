import type { ProductLabel, ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { toRiyals } from "../pricing/public.ts";
import { selectCardExtras } from "./repository.ts";

/** The product columns a card needs, with its category and vendor names in both languages. */
export interface ProductCardRow {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  /** The sale price while the sale runs; null otherwise (ADR 56). */
  salePrice: number | null;
  /** Whether the sale runs now: the variants' sale prices apply only then. */
  saleRuns: boolean;
  stock: number;
  rating: number;
  ratingCount: number;
  labels: string[];
  dealEndsAt: Date | null;
  createdAt: Date;
  categoryId: number;
  categoryNameEn: string;
  categoryNameAr: string;
  vendorId: number;
  vendorNameEn: string;
  vendorNameAr: string;
  /** `published`, or `archived` (a wishlist still shows it, unavailable); drafts never reach a card. */
  status: string;
}

export interface CardContext {
  locale: Locale;
  publicUrl: string;
  now: Date;
}

const newForDays = 30;

/** Adds variants and pictures to product rows (two queries for any number) and maps them to the contract. */
export async function toProductSummaries(
  db: Database,
  rows: ProductCardRow[],
  context: CardContext,
): Promise<ProductSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const { variantRows, pictureRows } = await selectCardExtras(db, ids);
  const ar = context.locale === "ar";
  return rows.map((row) => {
    const variants = variantRows
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        id: variant.id,
        price: toRiyals(variant.price),
        sale_price:
          variant.salePrice === null || !row.saleRuns ? null : toRiyals(variant.salePrice),
        stock: variant.stock,
        colour:
          variant.colourHex && variant.colourEn && variant.colourAr
            ? { name: ar ? variant.colourAr : variant.colourEn, hex: variant.colourHex }
            : null,
        size: (ar ? variant.sizeAr : variant.sizeEn) ?? null,
      }));
    const keys = pictureRows
      .filter((picture) => picture.productId === row.id)
      .map((picture) => picture.mediaKey);
    return {
      id: row.id,
      slug: row.slug,
      name: ar ? row.nameAr : row.nameEn,
      excerpt: excerptOf(ar ? row.descriptionAr : row.descriptionEn),
      price: toRiyals(row.price),
      sale_price: row.salePrice === null ? null : toRiyals(row.salePrice),
      // An archived product is sold no more: none in stock, marked out and unavailable.
      stock: row.status === "published" ? row.stock : 0,
      ...(row.status === "published" ? {} : { available: false }),
      rating: row.rating,
      review_count: row.ratingCount,
      labels: labelsOf(row, context.now),
      // The countdown runs with the sale: not before it starts, not after it ends.
      deal_ends_at:
        row.saleRuns && row.dealEndsAt && row.dealEndsAt > context.now
          ? row.dealEndsAt.toISOString()
          : null,
      category: { id: row.categoryId, name: ar ? row.categoryNameAr : row.categoryNameEn },
      vendor: { id: row.vendorId, name: ar ? row.vendorNameAr : row.vendorNameEn },
      variants,
      sm_pictures: keys.map((key) => toPicture(context.publicUrl, key, 400)),
      pictures: keys.map((key) => toPicture(context.publicUrl, key, 800)),
    };
  });
}

const excerptLength = 200;

/** The description's first paragraph, cut at a word boundary near 200 characters. */
export function excerptOf(description: string): string {
  const first =
    description
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ") ?? "";
  if (first.length <= excerptLength) return first;
  const cut = first.slice(0, excerptLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > excerptLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/, "")}…`;
}

/** Curated labels, plus those that follow from the data: on sale, sold out, a deal still running. */
function labelsOf(row: ProductCardRow, now: Date): ProductLabel[] {
  const labels = new Set<ProductLabel>();
  if (row.salePrice !== null) labels.add("sale");
  if (row.stock === 0 || row.status !== "published") labels.add("out");
  const ageDays = (now.getTime() - row.createdAt.getTime()) / 86_400_000;
  if (row.labels.includes("new") || ageDays <= newForDays) labels.add("new");
  if (row.labels.includes("top")) labels.add("top");
  if (row.labels.includes("deal") && row.dealEndsAt && row.dealEndsAt > now) labels.add("deal");
  return (["sale", "new", "top", "out", "deal"] as const).filter((label) => labels.has(label));
}
