import { z } from "zod";
import { money } from "./catalog.ts";

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
