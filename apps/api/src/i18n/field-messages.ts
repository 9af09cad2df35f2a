import { addressCheckMessages } from "@souq/contract/addresses";
import { profileCheckMessages } from "@souq/contract/auth";
import { phoneCheckMessage } from "@souq/contract/phone-rules";
import { singleLineCheckMessage } from "@souq/contract/single-line";
import { vendorDeskCheckMessages } from "@souq/contract/vendor-desk";
import type { MessageKey } from "./messages.ts";

/** One failed check of a request body, as the zod validator reports it. */
export interface FieldIssue {
  /** The zod issue code: invalid_type, too_small, too_big, invalid_format, custom, … */
  keyword: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

export interface FieldMessage {
  key: MessageKey;
  params: Record<string, string>;
}

// Custom checks in the contract are written in English; these are the ones we know how to say.
const customMessages: Record<string, MessageKey> = {
  "does not match the password": "field_passwords_differ",
  // The store's one phone rule: the same sentence on every form (ADR 49).
  [phoneCheckMessage]: "field_phone_gulf",
  [addressCheckMessages.country]: "field_country_gulf",
  [addressCheckMessages.zipCode]: "field_zip_code",
  [addressCheckMessages.buildingNumber]: "field_building_number",
  [addressCheckMessages.shortCode]: "field_short_code",
  [addressCheckMessages.shortCodeSaudi]: "field_short_code_saudi",
  [singleLineCheckMessage]: "field_single_line",
  [profileCheckMessages.pictureFile]: "field_picture_type",
  [profileCheckMessages.pictureSize]: "field_picture_size",
  [profileCheckMessages.passwordRequired]: "field_current_password_required",
  [vendorDeskCheckMessages.carrierRequired]: "field_carrier_required",
  [vendorDeskCheckMessages.trackingRequired]: "field_tracking_required",
  [vendorDeskCheckMessages.reasonRequired]: "field_reason_required",
  [vendorDeskCheckMessages.trackingNumber]: "field_tracking_number",
  [vendorDeskCheckMessages.salePriceBelowPrice]: "field_sale_below_price",
  [vendorDeskCheckMessages.nothingToChange]: "field_nothing_to_change",
  [vendorDeskCheckMessages.variantUnknown]: "field_variant_unknown",
  [vendorDeskCheckMessages.variantTwice]: "field_variant_twice",
  [vendorDeskCheckMessages.stockPerVariant]: "field_stock_per_variant",
  [vendorDeskCheckMessages.pictureTwice]: "field_picture_twice",
  [vendorDeskCheckMessages.variantPictureUnknown]: "field_variant_picture_unknown",
  [vendorDeskCheckMessages.variantPictureColour]: "field_variant_picture_colour",
  [vendorDeskCheckMessages.variantPictureShared]: "field_variant_picture_shared",
  [vendorDeskCheckMessages.variantNeedsOption]: "field_variant_needs_option",
  [vendorDeskCheckMessages.colourIncomplete]: "field_colour_incomplete",
  [vendorDeskCheckMessages.sizeIncomplete]: "field_size_incomplete",
  [vendorDeskCheckMessages.variantRepeated]: "field_variant_repeated",
  [vendorDeskCheckMessages.publishNeedsPicture]: "field_publish_needs_picture",
  [vendorDeskCheckMessages.saleEndsWithoutSale]: "field_sale_ends_without_sale",
  [vendorDeskCheckMessages.saleStartsWithoutSale]: "field_sale_starts_without_sale",
  [vendorDeskCheckMessages.saleEndsBeforeStart]: "field_sale_ends_before_start",
  [vendorDeskCheckMessages.pictureFile]: "field_picture_type",
  [vendorDeskCheckMessages.pictureSize]: "field_product_picture_size",
  [vendorDeskCheckMessages.pictureKey]: "field_picture_unknown",
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Turns a validation issue into a message a shopper can act on, in either language. `value` is
 * what was sent for the field; `_field` its name (every field is worded alike).
 */
export function fieldMessageOf(issue: FieldIssue, _field: string, value: unknown): FieldMessage {
  const { keyword, params } = issue;
  if (keyword !== "custom" && isBlank(value)) return { key: "field_required", params: {} };
  const isText = params.origin === "string";
  const exclusive = params.inclusive === false;
  switch (keyword) {
    case "too_small":
      return {
        key: isText ? "field_too_short" : exclusive ? "field_above" : "field_too_small",
        params: { minimum: String(params.minimum) },
      };
    case "too_big":
      return {
        key: isText ? "field_too_long" : exclusive ? "field_below" : "field_too_big",
        params: { maximum: String(params.maximum) },
      };
    case "invalid_format":
      if (params.format === "email") return { key: "field_email", params: {} };
      return { key: "field_invalid", params: {} };
    case "custom":
      return { key: customMessages[issue.message ?? ""] ?? "field_invalid", params: {} };
    default:
      return { key: "field_invalid", params: {} };
  }
}
