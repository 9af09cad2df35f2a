// The store's one phone rule (ADR 22, ADR 49): sign-up, profile, delivery addresses and the contact
// form all check and store phones with it, in the API and in the storefront's server actions.

import { maxPhoneInputLength } from "./phone-rules.ts";
import { toLatinDigits } from "./search-text.ts";

export { maxPhoneInputLength };

/** The Gulf countries whose numbers are accepted, each with its national number's form. */
const gulfNumbers: readonly { code: string; national: RegExp }[] = [
  // Saudi Arabia: mobiles only (5 and eight digits); a trunk 0 written after +966 is dropped.
  { code: "966", national: /^0?(5\d{8})$/ },
  // United Arab Emirates: mobiles have nine digits (5…), landlines eight.
  { code: "971", national: /^([1-9]\d{7,8})$/ },
  // Kuwait, Bahrain, Qatar and Oman: eight digits.
  { code: "965", national: /^([1-9]\d{7})$/ },
  { code: "973", national: /^([1-9]\d{7})$/ },
  { code: "974", national: /^([1-9]\d{7})$/ },
  { code: "968", national: /^([1-9]\d{7})$/ },
];

/** Spaces of every kind and the dashes people type between groups of digits. */
const separators = /[\s\-\u2010-\u2015\u2212]/g;

/** One pair of brackets around a group of digits, as in `(055) 123 4567` or `+966 (55) 123 4567`. */
const bracketedGroup = /\(([0-9\s\-\u2010-\u2015\u2212]+)\)/;

/**
 * A Saudi or Gulf phone number in E.164 (`+9665XXXXXXXX`), or null when the text is not one.
 * Accepts a Saudi mobile as dialled at home (`05XXXXXXXX`, `5XXXXXXXX`) and any accepted
 * country's number with `+` or `00` and its country code; spaces and dashes anywhere, one pair
 * of brackets around a group of digits; Arabic-Indic and Persian digits.
 */
export function normalizeGulfPhone(text: string): string | null {
  const compact = toLatinDigits(text).replace(bracketedGroup, "$1").replace(separators, "");
  const local = /^0?(5\d{8})$/.exec(compact);
  if (local) return `+966${local[1]}`;
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (!international?.[1]) return null;
  const digits = international[1];
  for (const { code, national } of gulfNumbers) {
    if (!digits.startsWith(code)) continue;
    const match = national.exec(digits.slice(code.length));
    return match ? `+${code}${match[1]}` : null;
  }
  return null;
}
