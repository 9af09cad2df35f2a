import { z } from "zod";
import { gulfCountryCodeOf } from "./gulf-countries.ts";
import { maxPhoneInputLength, normalizeGulfPhone } from "./gulf-phone.ts";
import { idParam } from "./params.ts";
import { toLatinDigits } from "./search-text.ts";
import { singleLineText } from "./single-line.ts";

/** One delivery address of the signed-in shopper in one marketplace. */
export const address = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    address: z.string(),
    city_name: z.string(),
    country_name: z.string(),
    zip_code: z.string(),
    state: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof address>;

/** GET /{company}/api/marketplace/addresses: the shopper's addresses, the default one first. */
export const addressListResponse = z.object({ data: z.array(address) }).meta({ id: "AddressList" });
export type AddressListResponse = z.infer<typeof addressListResponse>;

/** The most addresses one shopper keeps in one marketplace. */
export const maxAddressesPerShopper = 20;

// The wording of the custom checks below; the API words each in the request's language.
export const addressCheckMessages = {
  phone: "must be a Saudi or Gulf phone number",
  country: "must be one of the Gulf countries",
  zipCode: "must be a postal code",
} as const;

const postalCode = /^(\d{3,5}(-\d{4})?)?$/;

/**
 * POST addresses and POST addresses/{id}?_method=put (form data or JSON). Every field is trimmed
 * and bounded; the phone rule (Saudi and Gulf numbers, see normalizeGulfPhone) and the country
 * list are part of this schema, so the storefront's form and the API refuse the same input. What
 * passes is stored normalised: the phone in E.164, the country as its code (answered as its name
 * in the request's language), the postal code in ASCII digits.
 */
export const addressRequest = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(maxPhoneInputLength, { abort: true })
    .refine((text) => normalizeGulfPhone(text) !== null, addressCheckMessages.phone)
    .overwrite((text) => normalizeGulfPhone(text) ?? text)
    .describe(
      "A Saudi mobile (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX, 009665XXXXXXXX) or a number of the UAE (+971), Kuwait (+965), Bahrain (+973), Qatar (+974) or Oman (+968); spaces, dashes and Arabic-Indic digits allowed. Stored and answered in E.164.",
    ),
  address: singleLineText(3, 200).describe("Street, building and district"),
  city_name: singleLineText(2, 80),
  country_name: z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(60, { abort: true })
    .refine((text) => gulfCountryCodeOf(text) !== undefined, addressCheckMessages.country)
    .overwrite((text) => gulfCountryCodeOf(text) ?? text)
    .describe(
      "One of the Gulf countries, by its code (SA, AE, KW, BH, QA, OM) or its name in English or Arabic. Answered as its name in the request's language.",
    ),
  zip_code: z
    .string()
    .trim()
    .max(10, { abort: true })
    .overwrite(toLatinDigits)
    .refine((text) => postalCode.test(text), addressCheckMessages.zipCode)
    .default("")
    .describe("Optional postal code: 3 to 5 digits, with an optional -NNNN extension"),
  state: singleLineText(0, 80).default("").describe("Optional region or province"),
});
export type AddressRequest = z.infer<typeof addressRequest>;
export type AddressInput = z.input<typeof addressRequest>;

/** The answer of each address change: the spec's message plus the address it made or changed. */
export const addressChangeResponse = z
  .object({ message: z.string(), data: address.optional() })
  .meta({ id: "AddressChange" });
export type AddressChangeResponse = z.infer<typeof addressChangeResponse>;

/** `/{company}/…/addresses/{id}` and `address-set-default/{id}`: one of the shopper's own addresses. */
export const addressParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The address id"),
});
