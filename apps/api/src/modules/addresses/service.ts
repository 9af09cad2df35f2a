import {
  type Address,
  type AddressChangeResponse,
  type AddressListResponse,
  type AddressRequest,
  maxAddressesPerShopper,
} from "@souq/contract/addresses";
import { gulfCountryName } from "@souq/contract/gulf-countries";
import type { Locale } from "@souq/contract/locale";
import { composeAddressLine } from "@souq/contract/national-address";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import {
  type AddressFields,
  type AddressOwner,
  type AddressRow,
  deleteAddress,
  insertAddress,
  markDefaultAddress,
  selectAddresses,
  updateAddress,
} from "./repository.ts";

/** The signed-in shopper's address book in one marketplace, in the request's language. */
export interface AddressesContext extends AddressOwner {
  db: Database;
  locale: Locale;
}

/** An address as clients read it: the country by its name in the request's language. */
export function toAddress(row: AddressRow, locale: Locale): Address {
  return {
    id: row.id,
    phone: row.phone,
    address: row.address,
    city_name: row.cityName,
    country_name: gulfCountryName(row.countryCode, locale),
    zip_code: row.zipCode,
    state: row.state,
    recipient_name: row.recipientName,
    district: row.district,
    street: row.street,
    building_number: row.buildingNumber,
    short_code: row.shortCode,
    is_default: row.isDefault,
  };
}

/**
 * What is stored of a request. A Saudi-style address (one that sends `street`) has its one-line
 * `address` written from its parts; one written as a line keeps the line as sent (ADR 52).
 */
export function fieldsOf(request: AddressRequest): AddressFields {
  const parts = {
    building_number: request.building_number ?? "",
    street: request.street ?? "",
    district: request.district ?? "",
  };
  return {
    phone: request.phone,
    address: request.street === undefined ? (request.address ?? "") : composeAddressLine(parts),
    cityName: request.city_name,
    countryCode: request.country_name,
    zipCode: request.zip_code,
    state: request.state,
    recipientName: request.recipient_name ?? "",
    district: parts.district,
    street: parts.street,
    buildingNumber: parts.building_number,
    shortCode: request.short_code ?? "",
  };
}

const ownerOf = ({ companyId, userId }: AddressesContext): AddressOwner => ({ companyId, userId });

// Anyone else's address answers exactly as one that does not exist.
const notFound = () => new AppError("not_found", "address_not_found");

export async function listAddresses(context: AddressesContext): Promise<AddressListResponse> {
  const rows = await selectAddresses(context.db, ownerOf(context));
  return { data: rows.map((row) => toAddress(row, context.locale)) };
}

/** Adds an address (the first becomes the default); 422 once the shopper keeps the most allowed. */
export async function createAddress(
  context: AddressesContext,
  request: AddressRequest,
): Promise<AddressChangeResponse> {
  const row = await insertAddress(
    context.db,
    ownerOf(context),
    fieldsOf(request),
    maxAddressesPerShopper,
  );
  if (!row) {
    throw new AppError("unprocessable", "address_limit_reached", {
      max: String(maxAddressesPerShopper),
    });
  }
  return {
    message: translate(context.locale, "address_created"),
    data: toAddress(row, context.locale),
  };
}

export async function changeAddress(
  context: AddressesContext,
  id: number,
  request: AddressRequest,
): Promise<AddressChangeResponse> {
  const row = await updateAddress(context.db, ownerOf(context), id, fieldsOf(request));
  if (!row) throw notFound();
  return {
    message: translate(context.locale, "address_updated"),
    data: toAddress(row, context.locale),
  };
}

/** Deletes an address; when it was the default, the newest other one becomes the default. */
export async function removeAddress(
  context: AddressesContext,
  id: number,
): Promise<AddressChangeResponse> {
  if (!(await deleteAddress(context.db, ownerOf(context), id))) throw notFound();
  return { message: translate(context.locale, "address_deleted") };
}

export async function setDefaultAddress(
  context: AddressesContext,
  id: number,
): Promise<AddressChangeResponse> {
  const row = await markDefaultAddress(context.db, ownerOf(context), id);
  if (!row) throw notFound();
  return {
    message: translate(context.locale, "address_set_default"),
    data: toAddress(row, context.locale),
  };
}
