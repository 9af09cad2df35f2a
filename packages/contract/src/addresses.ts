import { z } from "zod";
import { gulfCountryCodeOf } from "./gulf-countries.ts";
import { normalizeBuildingNumber, normalizeShortCode } from "./national-address.ts";
import { idParam } from "./params.ts";
import { gulfPhone, phoneCheckMessage } from "./phone.ts";
import { toLatinDigits } from "./search-text.ts";
import { singleLineText } from "./single-line.ts";

/**
 * One delivery address of the signed-in shopper in one marketplace: the spec's fields, then the
 * parts of a Saudi National Address (empty for an address written as one line, as the spec's
 * clients write it). `address` is always the whole street address on one line.
 */
export const address = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    address: z.string(),
    city_name: z.string(),
    country_name: z.string(),
    zip_code: z.string(),
    state: z.string(),
    recipient_name: z.string().describe("Who receives the parcel; empty: the account holder"),
    district: z.string(),
    street: z.string(),
    building_number: z.string().describe("Four digits, or empty"),
    short_code: z
      .string()
      .describe("The National Address short code (four letters, four digits), or empty"),
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
  phone: phoneCheckMessage,
  country: "must be one of the Gulf countries",
  zipCode: "must be a postal code",
  buildingNumber: "must be a building number of four digits",
  shortCode: "must be a short code of four letters and four digits",
  shortCodeSaudi: "short codes are for addresses in Saudi Arabia",
} as const;

/** What a Saudi-style address needs besides the spec's fields (see addressRequest). */
export const saudiAddressRequired = ["recipient_name", "street", "district"] as const;

/** A form field left out (or null) counts as not sent: it tells which of the two forms is used. */
const nullAsAbsent = (value: unknown) => (value === null ? undefined : value);

/** An optional one-line part of an address: absent, or trimmed text up to `max` characters. */
const addressPart = (max: number) => z.preprocess(nullAsAbsent, singleLineText(0, max).optional());

/** An optional coded part, normalised by `normalize`, empty allowed. */
const codedPart = (max: number, normalize: (text: string) => string | null, rule: string) =>
  z.preprocess(
    nullAsAbsent,
    z
      .string()
      .trim()
      .max(max, { abort: true })
      .refine((text) => text === "" || normalize(text) !== null, rule)
      .overwrite((text) => (text === "" ? text : (normalize(text) ?? text)))
      .optional(),
  );

const postalCode = /^(\d{3,5}(-\d{4})?)?$/;

/**
 * POST addresses and POST addresses/{id}?_method=put (form data or JSON). Every field is trimmed
 * and bounded; the phone rule (Saudi and Gulf numbers, see normalizeGulfPhone) and the country
 * list are part of this schema, so the storefront's form and the API refuse the same input. What
 * passes is stored normalised: the phone in E.164, the country as its code (answered as its name
 * in the request's language), the postal code, building number and short code in ASCII.
 *
 * An address comes in one of two forms. The spec's clients send one line, `address` (3 to 200
 * characters). A request that sends `street` (the storefront's form always does) is a Saudi
 * National Address: `recipient_name`, `street` and `district` are then required, `building_number`
 * and `short_code` optional, and the API writes `address` from the parts (ADR 52).
 */
export const addressRequest = z
  .object({
    phone: gulfPhone,
    address: addressPart(200).describe(
      "Street, building and district on one line (3 to 200 characters); written by the API from `street`, `building_number` and `district` when `street` is sent",
    ),
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
    recipient_name: addressPart(80).describe(
      "Who receives the parcel (2 to 80 characters); required with `street`",
    ),
    street: addressPart(120).describe(
      "The street (2 to 120 characters); sending it makes this a Saudi-style address",
    ),
    district: addressPart(80).describe("The district (2 to 80 characters); required with `street`"),
    building_number: codedPart(
      10,
      normalizeBuildingNumber,
      addressCheckMessages.buildingNumber,
    ).describe("Optional National Address building number: four digits (Arabic-Indic allowed)"),
    short_code: codedPart(12, normalizeShortCode, addressCheckMessages.shortCode).describe(
      "Optional National Address short code, four letters and four digits (`RRRD2929`; any case, spaces and Arabic-Indic digits allowed); addresses in Saudi Arabia only. Stored in capitals.",
    ),
  })
  .superRefine(
    (request, context) => {
      // Also run when another field failed, so that a form shows every field to fix at once; a
      // field that failed its own check may hold anything, so each is read as text or nothing.
      if (typeof request !== "object" || request === null) return;
      const sent = request as Record<string, unknown>;
      const text = (field: string) => (typeof sent[field] === "string" ? sent[field] : "");
      const tooShort = (field: string, minimum: number) => {
        if (text(field).length >= minimum || context.issues.some((i) => i.path?.[0] === field)) {
          return;
        }
        context.addIssue({
          code: "too_small",
          origin: "string",
          minimum,
          inclusive: true,
          path: [field],
          input: text(field),
        });
      };
      if (sent.street === undefined) {
        tooShort("address", 3);
      } else {
        for (const field of saudiAddressRequired) tooShort(field, 2);
      }
      if (text("short_code") !== "" && sent.country_name !== "SA") {
        context.addIssue({
          code: "custom",
          message: addressCheckMessages.shortCodeSaudi,
          path: ["short_code"],
          input: sent.short_code,
        });
      }
    },
    { when: () => true },
  );
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
