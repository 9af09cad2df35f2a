import { z } from "zod";
import { money } from "./catalog.ts";
import { idParam, recordId } from "./params.ts";

export const cartItem = z
  .object({
    /** The cart line's id (what DELETE cart/{id} takes). */
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    name: z.string(),
    /** The product's first small picture's address. */
    picture: z.string().nullable(),
    qty: z.number().int().positive(),
    price: money,
    sale_price: money.nullable(),
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
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof cart>;

/** GET /{company}/api/marketplace/cart (and the answer of every cart change). */
export const cartResponse = z.object({ data: cart }).meta({ id: "CartResponse" });
export type CartResponse = z.infer<typeof cartResponse>;

/** An optional form field: an empty value or null counts as not sent. */
const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * POST /{company}/api/marketplace/cart (form data or JSON): adds `item_quantity` of a product to
 * the signed-in shopper's cart, or to the line it already has. Prices are never taken from the body.
 */
export const addCartItemRequest = z.object({
  item_id: recordId.describe("The product id"),
  item_quantity: z.coerce
    .number()
    .int()
    .min(1)
    .max(99)
    .describe("How many to add; the line's quantity may not exceed the stock"),
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
