import type { Cart, CartItem } from "@souq/contract/cart";

/**
 * Quantities asked for and not yet answered by the server (line id → quantity; 0 for a line being
 * removed). Only the stepper shows them: the line's total, the item count and the cart's totals
 * all stay the server's until it answers, and then change together.
 */
export type CartDrafts = Readonly<Record<number, number>>;

/** The quantity the stepper shows: the one asked for, else the server's. */
export function askedQuantity(item: Pick<CartItem, "id" | "qty">, drafts: CartDrafts): number {
  return Object.hasOwn(drafts, item.id) ? (drafts[item.id] ?? item.qty) : item.qty;
}

/** Whether the server has yet to answer a change of the cart (its money is then about to change). */
export function awaitsAnswer(cart: Pick<Cart, "items">, drafts: CartDrafts): boolean {
  return cart.items.some((item) => Object.hasOwn(drafts, item.id));
}

/** A line's total in riyals: the unit price charged times the quantity, without float artefacts. */
export function lineTotal(item: Pick<CartItem, "price" | "sale_price" | "qty">): number {
  return (Math.round((item.sale_price ?? item.price) * 100) * item.qty) / 100;
}
