import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "./tables.ts";

export async function companyExists(db: Database, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows.length > 0;
}

/** A marketplace's slug; undefined when there is no such marketplace. */
export async function selectCompanySlug(
  db: Database,
  companyId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.slug;
}

export async function selectFirstCompanyId(db: Pick<Database, "select">): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(1);
  return row?.id ?? null;
}

/** The marketplaces' names and logos others may join (an account lists its marketplaces). */
export function companyNamesView(db: Pick<Database, "select">) {
  return db
    .select({
      id: companies.id,
      nameEn: companies.nameEn,
      nameAr: companies.nameAr,
      logoKey: companies.logoKey,
    })
    .from(companies)
    .as("company_names");
}

/** What the marketplace's own tax invoices (the delivery fee) name of it; null for no marketplace. */
export async function selectCompanySeller(
  db: Pick<Database, "select">,
  companyId: number,
): Promise<{ nameEn: string; nameAr: string; vatNumber: string | null } | null> {
  const [row] = await db
    .select({ nameEn: companies.nameEn, nameAr: companies.nameAr, vatNumber: companies.vatNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
