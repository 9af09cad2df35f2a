import { hash } from "@node-rs/argon2";
import type { Database } from "@souq/api/db/client";
import { userCompanies, users, vendors } from "@souq/api/db/schema";
import { insertStaff } from "@souq/api/modules/vendor-desk/public";
import { and, eq, sql } from "drizzle-orm";
import { mainMarketplace } from "./catalog/main-marketplace.ts";
import { secondMarketplace } from "./catalog/second-marketplace.ts";
import type { SeedCatalog } from "./catalog/types.ts";

/** Every demo vendor's staff account signs in with this password (ADR 47, the README). */
export const vendorStaffPassword = "vendor1234";

/**
 * The demo vendors' staff accounts: `vendor<N>@example.com`, N counting the vendors in the order
 * the seed writes them (the main marketplace's 1 to 10, then Nakhla Market's 11 and 12).
 */
export const vendorStaffEmail = (n: number) => `vendor${n}@example.com`;

/** One demo vendor's staff account: its email, and the vendor it works for. */
export interface DemoVendorStaff {
  email: string;
  password: string;
  /** The vendor's marketplace (company slug) and the vendor, by slug and name. */
  marketplace: string;
  vendor: { slug: string; name: { en: string; ar: string } };
}

/** The staff accounts the seed writes, numbered in the order of `catalogs`' vendors. */
export function demoVendorStaffOf(catalogs: readonly SeedCatalog[]): DemoVendorStaff[] {
  return catalogs
    .flatMap((catalog) => catalog.vendors.map((vendor) => ({ catalog, vendor })))
    .map(({ catalog, vendor }, index) => ({
      email: vendorStaffEmail(index + 1),
      password: vendorStaffPassword,
      marketplace: catalog.company.slug,
      vendor: { slug: vendor.slug, name: { en: vendor.name.en, ar: vendor.name.ar } },
    }));
}

/** Every demo vendor's staff account, in the seed's order: `vendor1@example.com` … (ADR 47). */
export const demoVendorStaff = demoVendorStaffOf([mainMarketplace, secondMarketplace]);

/**
 * Gives every vendor of the seeded marketplaces one staff account (an existing one is left as
 * it is, and made that vendor's staff again). All share one password, so it is hashed once.
 */
export async function seedVendorStaff(
  db: Database,
  marketplaces: readonly { companyId: number; catalog: SeedCatalog }[],
): Promise<void> {
  const passwordHash = await hash(vendorStaffPassword);
  const planned = demoVendorStaffOf(marketplaces.map((marketplace) => marketplace.catalog));
  let n = 0;
  for (const { companyId, catalog } of marketplaces) {
    for (const vendor of catalog.vendors) {
      const email = planned[n]?.email ?? vendorStaffEmail(n + 1);
      n += 1;
      const [stored] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.companyId, companyId), eq(vendors.slug, vendor.slug)));
      if (!stored) throw new Error(`Vendor ${vendor.slug} was not seeded`);
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      const userId =
        existing?.id ??
        (
          await db
            .insert(users)
            .values({
              name: `${vendor.name.en} team`,
              email,
              phone: null,
              locale: "en-GB",
              passwordHash,
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (!userId) throw new Error(`Could not write ${email}`);
      await db.insert(userCompanies).values({ userId, companyId }).onConflictDoNothing();
      await insertStaff(db, { userId, vendorId: stored.id });
    }
  }
}
