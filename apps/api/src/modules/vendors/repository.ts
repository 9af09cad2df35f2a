import type { VendorDetail, VendorSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import type { VendorProductStats } from "../products/public.ts";
import { vendors } from "./tables.ts";

export type VendorOrder = "rating_then_id" | "rating_then_name";

interface VendorQuery {
  /** The products' figures per vendor, as the products module publishes them (productStatsByVendor). */
  productStats: VendorProductStats;
  locale: Locale;
  publicUrl: string;
  order: VendorOrder;
  vendorId?: number;
  limit?: number;
  offset?: number;
}

async function selectVendorRows(db: Database, companyId: number, query: VendorQuery) {
  const ar = query.locale === "ar";
  const stats = query.productStats;
  // The review-weighted average rating: the mean of every review of the vendor's products.
  const vendorRating = sql<number>`coalesce(${stats.ratingWeight} / nullif(${stats.reviewCount}, 0), 0)::float8`;
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
      productCount: sql<number>`coalesce(${stats.productCount}, 0)`,
      reviewCount: sql<number>`coalesce(${stats.reviewCount}, 0)`,
      rating: vendorRating,
    })
    .from(vendors)
    .leftJoin(stats, eq(stats.vendorId, vendors.id))
    .where(
      and(
        eq(vendors.companyId, companyId),
        query.vendorId === undefined ? undefined : eq(vendors.id, query.vendorId),
      ),
    )
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
  context: Pick<VendorQuery, "productStats" | "locale" | "publicUrl">,
): Promise<VendorDetail | undefined> {
  const [row] = await selectVendorRows(db, companyId, {
    ...context,
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

/**
 * The vendor names other modules may join (a product card shows its vendor's name), with the
 * marketplace each belongs to: a named subquery the planner folds into the outer join.
 */
export function vendorNamesView(db: Pick<Database, "select">) {
  return db
    .select({
      id: vendors.id,
      companyId: vendors.companyId,
      nameEn: vendors.nameEn,
      nameAr: vendors.nameAr,
      // The search reads who a vendor sells for ("a women's boutique") from its description.
      descriptionEn: vendors.descriptionEn,
      descriptionAr: vendors.descriptionAr,
    })
    .from(vendors)
    .as("vendor_names");
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

/** Vendors' names in one language, by id. */
export async function selectVendorNames(
  db: Pick<Database, "select">,
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: vendors.id, nameEn: vendors.nameEn, nameAr: vendors.nameAr })
    .from(vendors)
    .where(inArray(vendors.id, ids));
  return new Map(rows.map((row) => [row.id, locale === "ar" ? row.nameAr : row.nameEn]));
}

/** The working days each of the marketplace's vendors takes to hand an order over, by vendor id. */
export async function selectHandlingDays(
  db: Pick<Database, "select">,
  companyId: number,
  vendorIds: number[],
): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vendors.id, handlingDays: vendors.handlingDays })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), inArray(vendors.id, vendorIds)));
  return new Map(rows.map((row) => [row.id, row.handlingDays]));
}

/** A vendor of the marketplace with the address its shoppers' messages are mailed to. */
export async function selectVendorContact(
  db: Pick<Database, "select">,
  companyId: number,
  vendorId: number,
): Promise<{ id: number; nameEn: string; nameAr: string; email: string | null } | null> {
  const [vendor] = await db
    .select({
      id: vendors.id,
      nameEn: vendors.nameEn,
      nameAr: vendors.nameAr,
      email: vendors.email,
    })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.companyId, companyId)));
  return vendor ?? null;
}

/** What a vendor's tax invoice names of it: its names and VAT registration number (if recorded). */
export interface VendorSeller {
  nameEn: string;
  nameAr: string;
  vatNumber: string | null;
}

/** The sellers' identities of some of a marketplace's vendors, by id (others are left out). */
export async function selectVendorSellers(
  db: Pick<Database, "select">,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, VendorSeller>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: vendors.id,
      nameEn: vendors.nameEn,
      nameAr: vendors.nameAr,
      vatNumber: vendors.vatNumber,
    })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), inArray(vendors.id, [...ids])));
  return new Map(rows.map(({ id, ...seller }) => [id, seller]));
}
