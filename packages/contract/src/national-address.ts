// Saudi National Address rules shared by the API and the storefront (the address form loads this
// module in the browser, so it imports nothing with a schema).
import { toLatinDigits } from "./search-text.ts";

/**
 * The National Address short code as shoppers write it, made one spelling: spaces and dashes
 * dropped, Arabic-Indic or Persian digits as ASCII, letters in capitals (`rrrd 2929` → `RRRD2929`).
 * Null when what is left is not four Latin letters and four digits.
 */
export function normalizeShortCode(text: string): string | null {
  const compact = toLatinDigits(text)
    .replace(/[\s\-\u2010-\u2015_]+/gu, "")
    .toUpperCase();
  return /^[A-Z]{4}[0-9]{4}$/.test(compact) ? compact : null;
}

/** A National Address building number: four digits, Arabic-Indic ones allowed. Null otherwise. */
export function normalizeBuildingNumber(text: string): string | null {
  const compact = toLatinDigits(text).replace(/\s+/gu, "");
  return /^[0-9]{4}$/.test(compact) ? compact : null;
}

/** The parts of a street address, as the National Address names them. */
export interface StreetAddressParts {
  building_number: string;
  street: string;
  district: string;
}

const arabicLetter = /[\u0600-\u06ff]/u;

/**
 * The one-line address (`address`) written from its parts, the way the National Address writes
 * it: building number and street, then the district (`2929 King Fahd Road, Al Olaya`), with the
 * Arabic comma when the parts are written in Arabic.
 */
export function composeAddressLine({ building_number, street, district }: StreetAddressParts) {
  const separator = arabicLetter.test(`${street}${district}`) ? "، " : ", ";
  const streetLine = [building_number, street].filter((part) => part !== "").join(" ");
  return [streetLine, district].filter((part) => part !== "").join(separator);
}
