import { z } from "zod";
import { staffVendor } from "./auth.ts";
import { money, pageMeta, pageQuery } from "./catalog.ts";
import { sizeKinds } from "./catalog-rules.ts";
import { picture } from "./media.ts";
import { vendorMessageMaxLength, vendorMessageMinLength } from "./message-rules.ts";
import { orderStatus, paymentMethod, shipmentStatus, trackingStep } from "./orders.ts";
import { idParam, recordId } from "./params.ts";
import { singleLineText } from "./single-line.ts";
import { vendorMessage } from "./vendor-messages.ts";
import { vendorProductLimits } from "./vendor-product-limits.ts";

export { staffVendor };

// The wording of the desk's own checks; the API words each in the request's language.
export const vendorDeskCheckMessages = {
  carrierRequired: "a carrier is required to mark a shipment shipped",
  trackingRequired: "a tracking number is required to mark a shipment shipped",
  reasonRequired: "is required to cancel a shipment",
  trackingNumber: "must be 4 to 40 letters, digits, - or /",
  salePriceBelowPrice: "must be below the price",
  nothingToChange: "name at least one price or stock to change",
  variantUnknown: "is not one of this product's variants",
  variantTwice: "is given more than once",
  stockPerVariant: "is kept per variant for this product",
  pictureTwice: "names a picture more than once",
  variantPictureUnknown: "must be one of the product's pictures",
  variantPictureColour: "a variant's picture shows its colour: give the variant a colour",
  variantPictureShared: "shows another colour in another variant",
  variantNeedsOption: "needs a colour or a size",
  colourIncomplete: "needs the colour in English and Arabic and its hex code",
  sizeIncomplete: "needs the size in English and Arabic",
  variantRepeated: "repeats another variant's colour and size",
  publishNeedsPicture: "a published product needs at least one picture",
  saleEndsWithoutSale: "is only for a product on sale",
  saleStartsWithoutSale: "is only for a product on sale (a sale's start)",
  saleEndsBeforeStart: "must be after the sale's start",
  pictureFile: "must be one JPEG, PNG or WebP picture file",
  pictureSize: "must be a picture of at most 5 MB",
  pictureKey: "must be a picture's key",
} as const;

/** The most units a vendor may say it holds of one product or variant. */
export const maxStock = 100_000;
/** The highest price a vendor may set, in riyals. */
export const maxPrice = 1_000_000;

export { vendorProductLimits };

/** Where a product stands: a draft only its vendor sees, in the catalog, or withdrawn from it. */
export const productStatuses = ["draft", "published", "archived"] as const;
export const productStatus = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatus>;

const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);
/** A form's empty field clears a nullable value (a sale price): `""` and `null` are both null. */
const blankAsNull = (value: unknown) => (value === "" ? null : value);

/** The steps a vendor moves its shipment to: the next forward step, or cancelled before shipping. */
export const vendorAdvanceSteps = ["confirmed", "shipped", "delivered", "cancelled"] as const;
export const vendorAdvanceStep = z.enum(vendorAdvanceSteps);
export type VendorAdvanceStep = z.infer<typeof vendorAdvanceStep>;

// ---------------------------------------------------------------------------------------------
// Params

export const vendorShipmentParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The shipment id"),
});

export const vendorProductParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The product id"),
});

export const vendorConversationParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The conversation (thread) id"),
});

// ---------------------------------------------------------------------------------------------
// Dashboard

/** GET /{company}/api/vendor/summary: the vendor's day at a glance. */
export const vendorDeskSummary = z
  .object({
    vendor: staffVendor,
    /** Shipments of orders placed today (Asia/Riyadh), whatever their step now. */
    today_new_shipments: z.number().int().nonnegative(),
    /** Shipments waiting for the vendor's next step: to confirm (placed), to ship, to deliver. */
    waiting: z.object({
      to_confirm: z.number().int().nonnegative(),
      to_ship: z.number().int().nonnegative(),
      to_deliver: z.number().int().nonnegative(),
    }),
    /** Orders placed in the last 30 days, not cancelled and not awaiting payment. */
    last_30_days: z.object({
      /** The vendor's lines of those orders, in riyals (cancelled shipments left out). */
      sales: money,
      orders: z.number().int().nonnegative(),
    }),
    /** Conversations whose newest message is the shopper's. */
    awaiting_reply: z.number().int().nonnegative(),
  })
  .meta({ id: "VendorDeskSummary" });
export type VendorDeskSummary = z.infer<typeof vendorDeskSummary>;

export const vendorDeskSummaryResponse = z
  .object({ data: vendorDeskSummary })
  .meta({ id: "VendorDeskSummaryResponse" });
export type VendorDeskSummaryResponse = z.infer<typeof vendorDeskSummaryResponse>;

// ---------------------------------------------------------------------------------------------
// Shipments

export const vendorShipmentListQuery = z.object({
  status: z
    .preprocess(blankAsAbsent, shipmentStatus.optional())
    .describe("Only shipments at this step; all of them when absent"),
  page: z.preprocess(blankAsAbsent, pageQuery.page),
});
export type VendorShipmentListQuery = z.infer<typeof vendorShipmentListQuery>;

/** One line of a vendor's shipment, in the request's language. */
export const vendorShipmentLine = z
  .object({
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    name: z.string(),
    /** The variant's colour and size as the shopper chose them ("Black / XL"); null without. */
    variant: z.string().nullable(),
    qty: z.number().int().positive(),
    /** The unit price charged (riyals). */
    price: money,
    line_total: money,
    /** The picture the line kept when ordered, small; null when the product had none. */
    picture: z.string().nullable(),
  })
  .meta({ id: "VendorShipmentLine" });
export type VendorShipmentLine = z.infer<typeof vendorShipmentLine>;

/** Where a shipment goes: the delivery address's city, the recipient and a phone. Nothing more. */
export const vendorShipmentDelivery = z
  .object({ recipient: z.string(), phone: z.string(), city: z.string() })
  .meta({ id: "VendorShipmentDelivery" });

/** The part of an order one vendor fulfils, as its staff see it. */
export const vendorShipment = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    /** When the order was placed. */
    created_at: z.string().datetime(),
    status: shipmentStatus,
    /** The order's state (InProgress, Completed or Cancelled; unpaid card orders are not shown). */
    order_status: orderStatus,
    payment_method: paymentMethod,
    /** Each step reached, dated, oldest first. */
    steps: z.array(trackingStep),
    /** What the vendor may do next (the buttons to show); empty once delivered or cancelled. */
    next_steps: z.array(vendorAdvanceStep),
    items: z.array(vendorShipmentLine),
    /** The sum of the lines (riyals). */
    total: money,
    delivery: vendorShipmentDelivery,
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: "VendorShipment" });
export type VendorShipment = z.infer<typeof vendorShipment>;

/** GET shipments: newest order first, 20 a page, with the orders list's `meta`. */
export const vendorShipmentListResponse = z
  .object({ data: z.array(vendorShipment), meta: pageMeta })
  .meta({ id: "VendorShipmentList" });
export type VendorShipmentListResponse = z.infer<typeof vendorShipmentListResponse>;

export const vendorShipmentResponse = z
  .object({ data: vendorShipment })
  .meta({ id: "VendorShipmentResponse" });
export type VendorShipmentResponse = z.infer<typeof vendorShipmentResponse>;

/** A carrier's name: one line, 2 to 60 characters. */
export const carrierName = singleLineText(2, 60);
/** A tracking number as carriers print them: 4 to 40 letters, digits, `-` or `/`. */
export const trackingNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/, vendorDeskCheckMessages.trackingNumber);

/**
 * POST shipments/{id}/advance (form data or JSON): the next step. `shipped` needs `carrier` and
 * `tracking_number`; `cancelled` (only before shipping) needs a `reason`, which the shopper reads.
 */
export const vendorAdvanceRequest = z
  .object({
    status: vendorAdvanceStep,
    carrier: z.preprocess(blankAsAbsent, carrierName.optional()),
    tracking_number: z.preprocess(blankAsAbsent, trackingNumber.optional()),
    reason: z.preprocess(blankAsAbsent, singleLineText(3, 300).optional()),
  })
  .superRefine((body, context) => {
    if (body.status === "shipped") {
      if (body.carrier === undefined) {
        context.addIssue({
          code: "custom",
          path: ["carrier"],
          message: vendorDeskCheckMessages.carrierRequired,
        });
      }
      if (body.tracking_number === undefined) {
        context.addIssue({
          code: "custom",
          path: ["tracking_number"],
          message: vendorDeskCheckMessages.trackingRequired,
        });
      }
    }
    if (body.status === "cancelled" && body.reason === undefined) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: vendorDeskCheckMessages.reasonRequired,
      });
    }
  })
  .meta({ id: "VendorAdvanceRequest" });
export type VendorAdvanceRequest = z.infer<typeof vendorAdvanceRequest>;
export type VendorAdvanceInput = z.input<typeof vendorAdvanceRequest>;

export const vendorAdvanceResponse = z
  .object({ message: z.string(), data: vendorShipment })
  .meta({ id: "VendorAdvanceResponse" });
export type VendorAdvanceResponse = z.infer<typeof vendorAdvanceResponse>;

// ---------------------------------------------------------------------------------------------
// Products

export const vendorProductListQuery = z.object({
  keyword: z
    .preprocess(blankAsAbsent, z.string().trim().max(100).optional())
    .describe("Part of the product's name in either language"),
  status: z
    .preprocess(blankAsAbsent, productStatus.optional())
    .describe("Only products with this status; all of them when absent"),
  page: z.preprocess(blankAsAbsent, pageQuery.page),
});
export type VendorProductListQuery = z.infer<typeof vendorProductListQuery>;

/** One variant of a vendor's product: its own price, sale price and stock. */
export const vendorProductVariant = z
  .object({
    id: z.number().int(),
    /** Colour and size in the request's language ("Black / XL"). */
    label: z.string(),
    colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
    size: z.string().nullable(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
  })
  .meta({ id: "VendorProductVariant" });
export type VendorProductVariant = z.infer<typeof vendorProductVariant>;

/**
 * One of the vendor's products. With variants, the storefront sells (and prices) each variant,
 * and the product's `stock` is the sum of theirs; without, the product's own price and stock count.
 */
export const vendorProduct = z
  .object({
    id: z.number().int(),
    /** In the request's language. */
    name: z.string(),
    names: z.object({ en: z.string(), ar: z.string() }),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    /** The lowest price it sells at, as the storefront's price filter and sorts see it. */
    min_price: money,
    picture: picture.nullable(),
    variants: z.array(vendorProductVariant),
    status: productStatus,
    updated_at: z.string().datetime(),
  })
  .meta({ id: "VendorProduct" });
export type VendorProduct = z.infer<typeof vendorProduct>;

/** GET products: the vendor's products, by name, 20 a page. */
export const vendorProductListResponse = z
  .object({ data: z.array(vendorProduct), meta: pageMeta })
  .meta({ id: "VendorProductList" });
export type VendorProductListResponse = z.infer<typeof vendorProductListResponse>;

/** A price set by a vendor: riyals with at most two decimals, above zero. */
const priceInput = z.coerce.number().positive().max(maxPrice).multipleOf(0.01);
/** A sale price: like a price, or null (or an empty form field) for none. */
const salePriceInput = z.preprocess(blankAsNull, priceInput.nullable());
/** Units in stock: a whole number from 0 to 100,000. */
const stockInput = z.coerce.number().int().min(0).max(maxStock);

export const vendorVariantChange = z.object({
  id: recordId.describe("One of the product's variants"),
  price: z.preprocess(blankAsAbsent, priceInput.optional()),
  sale_price: salePriceInput.optional(),
  stock: z.preprocess(blankAsAbsent, stockInput.optional()),
});

/**
 * PATCH products/{id} (JSON or form data): what to change, everything else kept. `stock` is for
 * a product without variants; a product with variants takes stock (and prices) per variant, and
 * its own stock becomes their sum. Every value is checked, against the stored ones too (a sale
 * price below the price), before anything is written.
 */
export const vendorProductChangeRequest = z
  .object({
    price: z.preprocess(blankAsAbsent, priceInput.optional()),
    sale_price: salePriceInput.optional(),
    stock: z.preprocess(blankAsAbsent, stockInput.optional()),
    variants: z.array(vendorVariantChange).max(200).optional(),
  })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    for (const [index, variant] of (body.variants ?? []).entries()) {
      if (seen.has(variant.id)) {
        context.addIssue({
          code: "custom",
          path: ["variants", index, "id"],
          message: vendorDeskCheckMessages.variantTwice,
        });
      }
      seen.add(variant.id);
    }
    const changes =
      body.price !== undefined ||
      body.sale_price !== undefined ||
      body.stock !== undefined ||
      (body.variants ?? []).some(
        (variant) =>
          variant.price !== undefined ||
          variant.sale_price !== undefined ||
          variant.stock !== undefined,
      );
    if (!changes) {
      context.addIssue({
        code: "custom",
        path: [],
        message: vendorDeskCheckMessages.nothingToChange,
      });
    }
  })
  .meta({ id: "VendorProductChangeRequest" });
export type VendorProductChangeRequest = z.infer<typeof vendorProductChangeRequest>;
export type VendorProductChangeInput = z.input<typeof vendorProductChangeRequest>;

export const vendorProductResponse = z
  .object({ message: z.string(), data: vendorProduct })
  .meta({ id: "VendorProductResponse" });
export type VendorProductResponse = z.infer<typeof vendorProductResponse>;

// ---------------------------------------------------------------------------------------------
// Listing a product: the whole product in both languages (ADR 55)

const L = vendorProductLimits;
/** A stored picture's key as the upload answered it (or as the product's read shows it). */
export const pictureKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, vendorDeskCheckMessages.pictureKey)
  .describe("The `key` an upload answered, or one of the product's pictures' keys");
const optionText = z.preprocess(blankAsAbsent, singleLineText(1, L.optionMax).optional());
const colourHex = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .transform((hex) => hex.toUpperCase())
    .optional(),
);

/** One specification: a label and a value, in both languages. */
export const vendorProductSpec = z
  .object({
    label_en: singleLineText(1, L.specLabelMax),
    label_ar: singleLineText(1, L.specLabelMax),
    value_en: singleLineText(1, L.specValueMax),
    value_ar: singleLineText(1, L.specValueMax),
  })
  .meta({ id: "VendorProductSpec" });
export type VendorProductSpec = z.infer<typeof vendorProductSpec>;

/** One variant as a vendor writes it: a colour and/or a size, each in both languages. */
export const vendorVariantInput = z.object({
  id: z
    .preprocess(blankAsAbsent, recordId.optional())
    .describe("An existing variant of this product (kept, with its carts); absent for a new one"),
  colour_en: optionText,
  colour_ar: optionText,
  colour_hex: colourHex.describe("#RRGGBB, with a colour"),
  size_en: optionText,
  size_ar: optionText,
  size_kind: z
    .preprocess(blankAsAbsent, z.enum(sizeKinds).optional())
    .describe("How the size is measured (the size filter groups by it); `other` when absent"),
  price: priceInput,
  sale_price: salePriceInput.optional(),
  stock: stockInput,
  picture: z
    .preprocess(blankAsAbsent, pictureKey.optional())
    .describe("One of the product's `pictures`, shown when this colour is chosen"),
});
export type VendorVariantInput = z.infer<typeof vendorVariantInput>;

const issue = (context: z.RefinementCtx, path: Array<string | number>, message: string) =>
  context.addIssue({ code: "custom", path, message });

/**
 * POST products and PUT products/{id} (JSON): the whole product. Both languages are required
 * for every text; `status` is `draft` for a new product unless said (a draft only its vendor
 * sees) and what it was for a saved one; `published` needs at least one picture. Pictures are keys of the vendor's uploads (or of the product's own
 * pictures), in the order shown. With variants, each has its own price, sale price and stock and
 * the product's stock is their sum; without, `stock` is the product's.
 */
export const vendorProductSaveRequest = z
  .object({
    name_en: singleLineText(L.nameMin, L.nameMax),
    name_ar: singleLineText(L.nameMin, L.nameMax),
    description_en: z.string().trim().min(1).max(L.descriptionMax),
    description_ar: z.string().trim().min(1).max(L.descriptionMax),
    category_id: recordId.describe("A category of this marketplace"),
    price: priceInput,
    sale_price: salePriceInput.optional(),
    sale_starts_at: z
      .preprocess(blankAsNull, z.iso.datetime({ offset: true }).nullable().optional())
      .describe(
        "When the sale prices (the product's and its variants') start to apply (ISO 8601); null or absent: at once",
      ),
    sale_ends_at: z
      .preprocess(blankAsNull, z.iso.datetime({ offset: true }).nullable().optional())
      .describe(
        "When the sale prices end, and what the deal countdown counts to (ISO 8601); null or absent: until changed",
      ),
    stock: z.preprocess(blankAsAbsent, stockInput.optional()),
    specs: z.array(vendorProductSpec).max(L.specs).default([]),
    variants: z.array(vendorVariantInput).max(L.variants).default([]),
    pictures: z.array(pictureKey).max(L.pictures).default([]),
    status: z
      .preprocess(blankAsAbsent, productStatus.optional())
      .describe("A new product is a draft unless said; a saved one keeps its status unless said"),
  })
  .superRefine((body, context) => {
    const { sale_price: sale, price } = body;
    if (sale != null && sale >= price) {
      issue(context, ["sale_price"], vendorDeskCheckMessages.salePriceBelowPrice);
    }
    const variantOnSale = body.variants.some((variant) => variant.sale_price != null);
    if (body.sale_ends_at && sale == null && !variantOnSale) {
      issue(context, ["sale_ends_at"], vendorDeskCheckMessages.saleEndsWithoutSale);
    }
    if (body.sale_starts_at && sale == null && !variantOnSale) {
      issue(context, ["sale_starts_at"], vendorDeskCheckMessages.saleStartsWithoutSale);
    }
    if (
      body.sale_starts_at &&
      body.sale_ends_at &&
      Date.parse(body.sale_ends_at) <= Date.parse(body.sale_starts_at)
    ) {
      issue(context, ["sale_ends_at"], vendorDeskCheckMessages.saleEndsBeforeStart);
    }
    if (body.variants.length > 0 && body.stock !== undefined) {
      issue(context, ["stock"], vendorDeskCheckMessages.stockPerVariant);
    }
    const pictures = new Set<string>();
    for (const [index, key] of body.pictures.entries()) {
      if (pictures.has(key))
        issue(context, ["pictures", index], vendorDeskCheckMessages.pictureTwice);
      pictures.add(key);
    }
    if (body.status === "published" && pictures.size === 0) {
      issue(context, ["pictures"], vendorDeskCheckMessages.publishNeedsPicture);
    }
    const options = new Set<string>();
    const ids = new Set<number>();
    const pictureColours = new Map<string, string>();
    for (const [index, variant] of body.variants.entries()) {
      const at = (field: string) => ["variants", index, field];
      if (variant.id !== undefined) {
        if (ids.has(variant.id)) issue(context, at("id"), vendorDeskCheckMessages.variantTwice);
        ids.add(variant.id);
      }
      const colour = [variant.colour_en, variant.colour_ar, variant.colour_hex];
      const size = [variant.size_en, variant.size_ar];
      const hasColour = colour.some((part) => part !== undefined);
      const hasSize = size.some((part) => part !== undefined);
      if (!hasColour && !hasSize) {
        issue(context, at("colour_en"), vendorDeskCheckMessages.variantNeedsOption);
      }
      if (hasColour && colour.some((part) => part === undefined)) {
        const missing = ["colour_en", "colour_ar", "colour_hex"][colour.indexOf(undefined)];
        issue(context, at(missing ?? "colour_en"), vendorDeskCheckMessages.colourIncomplete);
      }
      if (hasSize && size.some((part) => part === undefined)) {
        issue(
          context,
          at(variant.size_en === undefined ? "size_en" : "size_ar"),
          vendorDeskCheckMessages.sizeIncomplete,
        );
      }
      const option = `${variant.colour_en?.toLowerCase() ?? ""}|${variant.size_en?.toLowerCase() ?? ""}`;
      if (options.has(option))
        issue(context, at("size_en"), vendorDeskCheckMessages.variantRepeated);
      options.add(option);
      if (variant.sale_price != null && variant.sale_price >= variant.price) {
        issue(context, at("sale_price"), vendorDeskCheckMessages.salePriceBelowPrice);
      }
      if (variant.picture !== undefined) {
        if (!pictures.has(variant.picture)) {
          issue(context, at("picture"), vendorDeskCheckMessages.variantPictureUnknown);
        } else if (variant.colour_hex === undefined) {
          issue(context, at("picture"), vendorDeskCheckMessages.variantPictureColour);
        } else if (
          (pictureColours.get(variant.picture) ?? variant.colour_hex) !== variant.colour_hex
        ) {
          issue(context, at("picture"), vendorDeskCheckMessages.variantPictureShared);
        } else {
          pictureColours.set(variant.picture, variant.colour_hex);
        }
      }
    }
  })
  .meta({ id: "VendorProductSaveRequest" });
export type VendorProductSaveRequest = z.infer<typeof vendorProductSaveRequest>;
export type VendorProductSaveInput = z.input<typeof vendorProductSaveRequest>;

/** A picture of a vendor's product with the key a save names it by. */
export const vendorProductPicture = z
  .object({ key: z.string(), picture })
  .meta({ id: "VendorProductPicture" });
export type VendorProductPicture = z.infer<typeof vendorProductPicture>;

/** One variant as the vendor wrote it, both languages, for editing. */
export const vendorProductFormVariant = z
  .object({
    id: z.number().int(),
    colour_en: z.string().nullable(),
    colour_ar: z.string().nullable(),
    colour_hex: z.string().nullable(),
    size_en: z.string().nullable(),
    size_ar: z.string().nullable(),
    size_kind: z.enum(sizeKinds).nullable(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    /** The key of the picture shown for its colour; null without. */
    picture: z.string().nullable(),
  })
  .meta({ id: "VendorProductFormVariant" });

/** One of the vendor's products whole, in both languages: what its edit form and preview show. */
export const vendorProductForm = z
  .object({
    id: z.number().int(),
    status: productStatus,
    name_en: z.string(),
    name_ar: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    category_id: z.number().int(),
    price: money,
    sale_price: money.nullable(),
    /** When the sale prices start to apply; null: as soon as set. */
    sale_starts_at: z.string().datetime().nullable(),
    /** When they end; null: until changed. */
    sale_ends_at: z.string().datetime().nullable(),
    stock: z.number().int().nonnegative(),
    /** The lowest price the product sells at now (the sale's when it runs). */
    min_price: money,
    specs: z.array(vendorProductSpec),
    variants: z.array(vendorProductFormVariant),
    pictures: z.array(vendorProductPicture),
    /** The product's address on the storefront (it answers 404 unless published). */
    slug: z.string(),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .meta({ id: "VendorProductForm" });
export type VendorProductForm = z.infer<typeof vendorProductForm>;

export const vendorProductFormResponse = z
  .object({ data: vendorProductForm })
  .meta({ id: "VendorProductFormResponse" });
export type VendorProductFormResponse = z.infer<typeof vendorProductFormResponse>;

export const vendorProductSaveResponse = z
  .object({ message: z.string(), data: vendorProductForm })
  .meta({ id: "VendorProductSaveResponse" });
export type VendorProductSaveResponse = z.infer<typeof vendorProductSaveResponse>;

/** A file of a multipart form arrives as its bytes; its content, not its name, says what it is. */
const productPictureUpload = z
  .custom<Uint8Array>(
    (value) => value instanceof Uint8Array && value.byteLength > 0,
    vendorDeskCheckMessages.pictureFile,
  )
  .refine((bytes) => bytes.byteLength <= L.pictureBytes, vendorDeskCheckMessages.pictureSize)
  .meta({
    type: "string",
    format: "binary",
    description:
      "A JPEG, PNG or WebP of at most 5 MB and 25 million pixels, told by its content. It is " +
      "turned upright, fitted into a square on white, re-encoded as WebP at 200, 400 and 800 " +
      "pixels with its metadata (EXIF, GPS) removed.",
  });

/** POST products/pictures (multipart/form-data): one picture. */
export const vendorPictureUploadRequest = z
  .object({ picture: productPictureUpload })
  .meta({ id: "VendorPictureUploadRequest" });
export type VendorPictureUploadRequest = z.infer<typeof vendorPictureUploadRequest>;

export const vendorPictureUploadResponse = z
  .object({ message: z.string(), data: vendorProductPicture })
  .meta({ id: "VendorPictureUploadResponse" });
export type VendorPictureUploadResponse = z.infer<typeof vendorPictureUploadResponse>;

// ---------------------------------------------------------------------------------------------
// Conversations

export const vendorConversationListQuery = z.object({
  page: z.preprocess(blankAsAbsent, pageQuery.page),
});

const conversationHeader = {
  id: z.number().int(),
  /** The shopper as the vendor knows them: their name only. */
  shopper: z.object({ name: z.string() }),
  /** The product it is about, in the request's language; null for the vendor in general. */
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  message_count: z.number().int().positive(),
  /** Whether the newest message is the shopper's (it waits for an answer). */
  awaiting_reply: z.boolean(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
};

export const vendorConversationSummary = z
  .object({ ...conversationHeader, last_message: vendorMessage })
  .meta({ id: "VendorConversationSummary" });
export type VendorConversationSummary = z.infer<typeof vendorConversationSummary>;

/** A conversation with its messages, oldest first (the newest 100 when there are more). */
export const vendorConversation = z
  .object({ ...conversationHeader, messages: z.array(vendorMessage) })
  .meta({ id: "VendorConversation" });
export type VendorConversation = z.infer<typeof vendorConversation>;

export const vendorConversationListResponse = z
  .object({ data: z.array(vendorConversationSummary), meta: pageMeta })
  .meta({ id: "VendorConversationList" });
export type VendorConversationListResponse = z.infer<typeof vendorConversationListResponse>;

export const vendorConversationResponse = z
  .object({ data: vendorConversation })
  .meta({ id: "VendorConversationResponse" });
export type VendorConversationResponse = z.infer<typeof vendorConversationResponse>;

/** POST messages/{id}/reply (form data or JSON). */
export const vendorConversationReplyRequest = z
  .object({
    message: z
      .string()
      .trim()
      .min(vendorMessageMinLength)
      .max(vendorMessageMaxLength)
      .describe(
        `Plain text, ${vendorMessageMinLength} to ${vendorMessageMaxLength} characters after trimming`,
      ),
  })
  .meta({ id: "VendorConversationReplyRequest" });
export type VendorConversationReplyRequest = z.infer<typeof vendorConversationReplyRequest>;

export const vendorConversationReplyResponse = z
  .object({ message: z.string(), data: vendorConversation })
  .meta({ id: "VendorConversationReplyResponse" });
export type VendorConversationReplyResponse = z.infer<typeof vendorConversationReplyResponse>;
