import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lockAccount } from "../auth/public.ts";
import { addresses } from "./tables.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whose address book: one shopper in one marketplace. */
export interface AddressOwner {
  companyId: number;
  userId: number;
}

/** What a shopper writes of an address, normalised by the contract (country as its code). */
export interface AddressFields {
  phone: string;
  address: string;
  cityName: string;
  countryCode: string;
  zipCode: string;
  state: string;
  recipientName: string;
  district: string;
  street: string;
  buildingNumber: string;
  shortCode: string;
}

export interface AddressRow extends AddressFields {
  id: number;
  isDefault: boolean;
}

const addressColumns = {
  id: addresses.id,
  phone: addresses.phone,
  address: addresses.address,
  cityName: addresses.cityName,
  countryCode: addresses.countryName,
  zipCode: addresses.zipCode,
  state: addresses.state,
  recipientName: addresses.recipientName,
  district: addresses.district,
  street: addresses.street,
  buildingNumber: addresses.buildingNumber,
  shortCode: addresses.shortCode,
  isDefault: addresses.isDefault,
};

const ownedBy = ({ companyId, userId }: AddressOwner) =>
  and(eq(addresses.companyId, companyId), eq(addresses.userId, userId));

const ownAddress = (owner: AddressOwner, id: number) => and(ownedBy(owner), eq(addresses.id, id));

const columnsOf = (fields: AddressFields) => ({
  phone: fields.phone,
  address: fields.address,
  cityName: fields.cityName,
  countryName: fields.countryCode,
  zipCode: fields.zipCode,
  state: fields.state,
  recipientName: fields.recipientName,
  district: fields.district,
  street: fields.street,
  buildingNumber: fields.buildingNumber,
  shortCode: fields.shortCode,
});

/**
 * Locks the shopper's account row for the rest of the transaction, so that two changes of one
 * address book (two first addresses, a delete beside a set-default) happen one after the other.
 */
function lockAddressBook(tx: Transaction, owner: AddressOwner): Promise<void> {
  return lockAccount(tx, owner.userId);
}

/** The shopper's addresses in one marketplace: the default first, then the newest. */
export function selectAddresses(db: Database, owner: AddressOwner): Promise<AddressRow[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(ownedBy(owner))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** The shopper's default address in one marketplace; undefined when they keep none. */
export async function selectDefaultAddress(
  db: Database,
  owner: AddressOwner,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .where(and(ownedBy(owner), eq(addresses.isDefault, true)))
    .limit(1);
  return row;
}

/** One of the shopper's own addresses; undefined for anyone else's or one that does not exist. */
export async function selectAddress(
  db: Database,
  owner: AddressOwner,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db.select(addressColumns).from(addresses).where(ownAddress(owner, id));
  return row;
}

/**
 * Adds an address unless the shopper already keeps `limit` of them (then undefined, nothing
 * written). The shopper's first address becomes the default.
 */
export function insertAddress(
  db: Database,
  owner: AddressOwner,
  fields: AddressFields,
  limit: number,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const [kept] = await tx.select({ n: count() }).from(addresses).where(ownedBy(owner));
    const n = Number(kept?.n ?? 0);
    if (n >= limit) return undefined;
    const [row] = await tx
      .insert(addresses)
      .values({ ...owner, ...columnsOf(fields), isDefault: n === 0 })
      .returning(addressColumns);
    return row;
  });
}

/** Changes one of the shopper's own addresses (its default mark stays); undefined if none. */
export async function updateAddress(
  db: Database,
  owner: AddressOwner,
  id: number,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(columnsOf(fields))
    .where(ownAddress(owner, id))
    .returning(addressColumns);
  return row;
}

/**
 * Deletes one of the shopper's own addresses; when it was the default, the newest of the others
 * becomes the default. False (nothing changed) when the shopper has no such address.
 */
export function deleteAddress(db: Database, owner: AddressOwner, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const [deleted] = await tx
      .delete(addresses)
      .where(ownAddress(owner, id))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(ownedBy(owner))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (newest) {
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
      }
    }
    return true;
  });
}

/**
 * Makes one of the shopper's own addresses the default and every other one not; undefined
 * (nothing changed) when the shopper has no such address.
 */
export function markDefaultAddress(
  db: Database,
  owner: AddressOwner,
  id: number,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const [chosen] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownAddress(owner, id));
    if (!chosen) return undefined;
    await tx
      .update(addresses)
      .set({ isDefault: sql`${addresses.id} = ${id}` })
      .where(ownedBy(owner));
    const [row] = await tx.select(addressColumns).from(addresses).where(eq(addresses.id, id));
    return row;
  });
}
