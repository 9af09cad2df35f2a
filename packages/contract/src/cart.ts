import { z } from "zod";
import { money } from "./catalog.ts";
import { freeDelivery } from "./delivery.ts";
import { idParam, recordId } from "./params.ts";

export const cartItem = z
  .object({
    /** The cart line's id (what DELETE cart/{id} takes). */
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    name: z.string(),
    /** The chosen variant's colour and size in the request's language ("Red / XL"); null without one. */
    variant_name: z.string().nullable(),
    /** The product's first small picture's address. */
    picture: z.string().nullable(),
    qty: z.number().int().positive(),
    price: money,
    sale_price: money.nullable(),
    /** How many the shopper may have in this line now: the stock, at most 99. */
    max_qty: z.number().int().nonnegative(),
    /** False when the product (or variant) is sold out. */
    available: z.boolean(),
    /** True when the line asks for more than the stock holds now. */
    short: z.boolean(),
    /** True when the unit price charged differs from the one shown when the line was last set. */
    price_changed: z.boolean(),
    /** The unit price shown when the line was last set, when it has changed since; else null. */
    previous_price: money.nullable(),
  })
  .meta({ id: "CartItem" });
export type CartItem = z.infer<typeof cartItem>;

/** Totals are computed by the server; the displayed unit price is sale_price when present. */
export const cart = z
  .object({
    items: z.array(cartItem),
    subtotal: money,
    discount: money,
    shipping: money,
    tax: money,
    total: money,
    item_count: z.number().int().nonnegative(),
    /** How far the items are from free standard delivery; null when the marketplace sets no threshold. */
    free_delivery: freeDelivery.nullable(),
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof cart>;

/** An optional form field: an empty value or null counts as not sent. */
const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A quantity from form data or JSON: a whole number within bounds; blank counts as not sent. */
const quantity = (min: number) =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(min).max(99));

/** The header that carries a guest's cart token, both ways. */
export const cartTokenHeader = "x-cart-token";

/** How long a guest cart lives after its last change, in days. */
export const guestCartLifeDays = 30;

/**
 * GET /{company}/api/marketplace/cart (and the answer of every cart change). `cart_token` is
 * present only when the call made a new guest cart: the guest sends it back in `X-Cart-Token`.
 */
export const cartResponse = z
  .object({
    data: cart,
    cart_token: z
      .string()
      .optional()
      .describe(
        "A new guest cart's token (also in the X-Cart-Token header); only when one was made",
      ),
  })
  .meta({ id: "CartResponse" });
export type CartResponse = z.infer<typeof cartResponse>;

/**
 * POST /{company}/api/marketplace/cart (form data or JSON): adds `item_quantity` of a product to
 * the shopper's (or guest's) cart, or to the line it already has. Prices are never taken from the body.
 */
export const addCartItemRequest = z.object({
  item_id: recordId.describe("The product id"),
  item_quantity: quantity(1).describe(
    "How many to add; the line's quantity may not exceed the stock",
  ),
  variant_id: z
    .preprocess(blankAsAbsent, recordId.optional())
    .describe("Required when the product has variants; must be one of that product's variants"),
});
export type AddCartItemRequest = z.infer<typeof addCartItemRequest>;

/** DELETE /{company}/api/marketplace/cart/{id}: the id of a line of the shopper's own cart. */
export const cartLineParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The cart line id (`items[].id` of the cart)"),
});

/** One line of POST cart/update-cart-products: the quantity it should have; 0 removes it. */
export const cartLineUpdate = z.object({
  item_id: recordId.describe("The product id"),
  item_quantity: quantity(0).describe(
    "The line's new quantity (not added to it); 0 removes the line",
  ),
  variant_id: z
    .preprocess(blankAsAbsent, recordId.optional())
    .describe("The line's variant, when the product has variants"),
});

/** POST /{company}/api/marketplace/cart/update-cart-products (form data `items[i][…]` or JSON). */
export const updateCartProductsRequest = z.object({
  items: z.array(cartLineUpdate).min(1).max(100),
});
export type UpdateCartProductsRequest = z.infer<typeof updateCartProductsRequest>;
