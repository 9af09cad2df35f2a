import type { VendorDetail, VendorSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, vendors } from "../../db/schema.ts";
import { toPicture } from "../../media/pictures.ts";

/** A vendor's review-weighted average rating: the mean of every review of its products. */
const vendorRating = sql<number>`coalesce(sum(${products.rating} * ${products.ratingCount}) / nullif(sum(${products.ratingCount}), 0), 0)::float8`;

export type VendorOrder = "rating_then_id" | "rating_then_name";

interface VendorQuery {
  locale: Locale;
  publicUrl: string;
  order: VendorOrder;
  vendorId?: number;
  limit?: number;
  offset?: number;
}

async function selectVendorRows(db: Database, companyId: number, query: VendorQuery) {
  const ar = query.locale === "ar";
  const tieBreak: SQL[] =
    query.order === "rating_then_name"
      ? [asc(ar ? vendors.nameAr : vendors.nameEn), asc(vendors.id)]
      : [asc(vendors.id)];
  const rows = db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      nameEn: vendors.nameEn,
      nameAr: vendors.nameAr,
      descriptionEn: vendors.descriptionEn,
      descriptionAr: vendors.descriptionAr,
      cityEn: vendors.cityEn,
      cityAr: vendors.cityAr,
      logoKey: vendors.logoKey,
      colour: vendors.colour,
      createdAt: vendors.createdAt,
      productCount: sql<number>`count(${products.id})::int`,
      reviewCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      rating: vendorRating,
    })
    .from(vendors)
    .leftJoin(products, eq(products.vendorId, vendors.id))
    .where(
      and(
        eq(vendors.companyId, companyId),
        query.vendorId === undefined ? undefined : eq(vendors.id, query.vendorId),
      ),
    )
    .groupBy(vendors.id)
    .orderBy(desc(vendorRating), ...tieBreak)
    .$dynamic();
  if (query.limit !== undefined) rows.limit(query.limit);
  if (query.offset !== undefined) rows.offset(query.offset);
  return (await rows).map((row) => ({
    summary: {
      id: row.id,
      slug: row.slug,
      name: ar ? row.nameAr : row.nameEn,
      description: ar ? row.descriptionAr : row.descriptionEn,
      city: ar ? row.cityAr : row.cityEn,
      logo: row.logoKey ? toPicture(query.publicUrl, row.logoKey, 200) : null,
      rating: Math.round(Number(row.rating) * 10) / 10,
      product_count: Number(row.productCount),
    } satisfies VendorSummary,
    reviewCount: Number(row.reviewCount),
    colour: row.colour,
    createdAt: row.createdAt,
  }));
}

/** Vendors with how many products they list and their rating, best rated first. */
export async function selectVendorSummaries(
  db: Database,
  companyId: number,
  query: VendorQuery,
): Promise<VendorSummary[]> {
  return (await selectVendorRows(db, companyId, query)).map((row) => row.summary);
}

/** One vendor of the marketplace with its review count, colour and joining date. */
export async function selectVendorDetail(
  db: Database,
  companyId: number,
  vendorId: number,
  locale: Locale,
  publicUrl: string,
): Promise<VendorDetail | undefined> {
  const [row] = await selectVendorRows(db, companyId, {
    locale,
    publicUrl,
    order: "rating_then_id",
    vendorId,
  });
  if (!row) return undefined;
  return {
    ...row.summary,
    review_count: row.reviewCount,
    colour: row.colour,
    joined_at: row.createdAt.toISOString(),
  };
}

export async function countVendors(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendors)
    .where(eq(vendors.companyId, companyId));
  return Number(row?.n ?? 0);
}
