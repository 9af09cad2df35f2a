// What other modules use of the address book: checkout reads the shopper's chosen address.
import type { Address } from "@souq/contract/addresses";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { selectAddress, selectDefaultAddress } from "./repository.ts";
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

/** Where a parcel goes, as delivery dates need it: the city as written and the country's code. */
export interface DeliveryPlace {
  cityName: string;
  countryCode: string;
}

/**
 * The city and country of one of the shopper's addresses (`id`), or of their default address
 * when no id is given; null when there is no such address of theirs.
 */
export async function findDeliveryPlace(
  db: Database,
  query: { companyId: number; userId: number; id?: number | undefined },
): Promise<DeliveryPlace | null> {
  const row =
    query.id === undefined
      ? await selectDefaultAddress(db, query)
      : await selectAddress(db, query, query.id);
  return row ? { cityName: row.cityName, countryCode: row.countryCode } : null;
}
