import type { Cart, CartItem } from "@souq/contract/cart";

/**
 * The cart with the quantities still on their way to the server applied (line id → quantity; 0
 * for a line being removed). Totals stay the server's until it answers.
 */
export function withDrafts(cart: Cart, drafts: Readonly<Record<number, number>>): Cart {
  const items = cart.items
    .map((item) => (Object.hasOwn(drafts, item.id) ? { ...item, qty: drafts[item.id] ?? 0 } : item))
    .filter((item) => item.qty > 0);
  return { ...cart, items, item_count: items.reduce((sum, item) => sum + item.qty, 0) };
}

/** A line's total in riyals: the unit price charged times the quantity, without float artefacts. */
export function lineTotal(item: Pick<CartItem, "price" | "sale_price" | "qty">): number {
  return (Math.round((item.sale_price ?? item.price) * 100) * item.qty) / 100;
}
