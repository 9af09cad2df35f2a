import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";

export async function companyExists(db: Database, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows.length > 0;
}
