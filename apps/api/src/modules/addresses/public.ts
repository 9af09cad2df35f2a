// What other modules use of the address book: checkout reads the shopper's chosen address.
import type { Address } from "@souq/contract/addresses";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { selectAddress } from "./repository.ts";
import { toAddress } from "./service.ts";

/**
 * One of the shopper's own addresses in one marketplace, the country named in `locale` (English
 * unless given); null for another shopper's, another marketplace's or one that does not exist.
 */
export async function findShopperAddress(
  db: Database,
  query: { companyId: number; userId: number; id: number; locale?: Locale },
): Promise<Address | null> {
  const row = await selectAddress(db, query, query.id);
  return row ? toAddress(row, query.locale ?? "en") : null;
}
