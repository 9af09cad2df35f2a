import type { VendorListResponse, VendorResponse } from "@souq/contract/catalog";
import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { productStatsByVendor } from "../products/public.ts";
import { countVendors, selectVendorDetail, selectVendorSummaries } from "./repository.ts";

export interface VendorsContext {
  db: Database;
  companyId: number;
  locale: Locale;
  publicUrl: string;
}

/** The marketplace's vendors, best rated first, then by name in the request's language. */
export async function listVendors(
  context: VendorsContext,
  query: { page: number; per_page: number },
): Promise<VendorListResponse> {
  const { db, companyId, locale, publicUrl } = context;
  const [total, data] = await Promise.all([
    countVendors(db, companyId),
    selectVendorSummaries(db, companyId, {
      productStats: productStatsByVendor(db, companyId),
      locale,
      publicUrl,
      order: "rating_then_name",
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  return {
    data,
    meta: pageMetaOf(query.page, query.per_page, total),
  };
}

/** One vendor of this marketplace; another marketplace's answers 404. */
export async function getVendor(
  context: VendorsContext,
  vendorId: number,
): Promise<VendorResponse> {
  const { db, companyId, locale, publicUrl } = context;
  const vendor = await selectVendorDetail(db, companyId, vendorId, {
    productStats: productStatsByVendor(db, companyId),
    locale,
    publicUrl,
  });
  if (!vendor) throw new AppError("not_found", "vendor_not_found");
  return { data: vendor };
}
