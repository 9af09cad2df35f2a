import type { Address } from "@souq/contract/addresses";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { addresses } from "../../db/schema.ts";

/** One of the shopper's own addresses in one marketplace; null for anyone else's. */
export async function findShopperAddress(
  db: Database,
  { companyId, userId, id }: { companyId: number; userId: number; id: number },
): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.companyId, companyId)),
    );
  if (!row) return null;
  return {
    id: row.id,
    phone: row.phone,
    address: row.address,
    city_name: row.cityName,
    country_name: row.countryName,
    zip_code: row.zipCode,
    state: row.state,
    is_default: row.isDefault,
  };
}
