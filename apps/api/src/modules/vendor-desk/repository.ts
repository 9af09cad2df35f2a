import type { Locale } from "@souq/contract/locale";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { vendorNamesView } from "../vendors/public.ts";
import { vendorStaff } from "./tables.ts";

/**
 * The staff accounts with their vendor and its marketplace: a named subquery the auth module joins
 * to each session it opens, so a request knows in one statement whether its account is staff.
 */
export function staffVendorsView(db: Pick<Database, "select">) {
  const vendors = vendorNamesView(db);
  return db
    .select({
      userId: vendorStaff.userId,
      vendorId: vendorStaff.vendorId,
      vendorCompanyId: vendors.companyId,
      vendorNameEn: vendors.nameEn,
      vendorNameAr: vendors.nameAr,
    })
    .from(vendorStaff)
    .innerJoin(vendors, eq(vendors.id, vendorStaff.vendorId))
    .as("staff_vendors");
}

/** The vendor an account works for, with its marketplace; null for a shopper. */
export async function selectStaffVendor(
  db: Pick<Database, "select">,
  userId: number,
  locale: Locale,
): Promise<{ id: number; companyId: number; name: string } | null> {
  const staff = staffVendorsView(db);
  const [row] = await db.select().from(staff).where(eq(staff.userId, userId));
  if (!row) return null;
  return {
    id: row.vendorId,
    companyId: row.vendorCompanyId,
    name: locale === "ar" ? row.vendorNameAr : row.vendorNameEn,
  };
}

/** Makes an account one of a vendor's staff (the demo seed's vendors, an operator's setup). */
export async function insertStaff(
  db: Pick<Database, "insert">,
  staff: { userId: number; vendorId: number },
): Promise<void> {
  await db
    .insert(vendorStaff)
    .values(staff)
    .onConflictDoUpdate({ target: vendorStaff.userId, set: { vendorId: staff.vendorId } });
}
