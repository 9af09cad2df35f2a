import type { Cart, CartItem } from "@souq/contract/cart";
import { describe, expect, it } from "vitest";
import { lineTotal, withDrafts } from "./cart-drafts.ts";

const line = (id: number, qty: number, price = 10, sale_price: number | null = null): CartItem => ({
  id,
  product_id: id * 10,
  variant_id: null,
  name: `Product ${id}`,
  variant_name: null,
  picture: null,
  qty,
  price,
  sale_price,
  max_qty: 99,
  available: true,
  short: false,
  price_changed: false,
  previous_price: null,
});

const cart = (items: CartItem[]): Cart => ({
  items,
  subtotal: 50,
  discount: 0,
  shipping: 25,
  tax: 9.78,
  total: 75,
  item_count: items.reduce((sum, item) => sum + item.qty, 0),
});

describe("withDrafts", () => {
  it("shows the quantities asked for, drops lines being removed and recounts the items", () => {
    const shown = withDrafts(cart([line(1, 1), line(2, 2), line(3, 3)]), { 1: 4, 3: 0 });
    expect(shown.items.map((item) => [item.id, item.qty])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    expect(shown.item_count).toBe(6);
    // The totals are the server's until it answers.
    expect(shown.total).toBe(75);
  });

  it("ignores drafts of lines the cart no longer has, and leaves the cart as it was", () => {
    const original = cart([line(1, 1)]);
    expect(withDrafts(original, { 9: 5 })).toEqual(original);
    expect(original.items[0]?.qty).toBe(1);
  });
});

describe("lineTotal", () => {
  it("charges the sale price when there is one", () => {
    expect(lineTotal(line(1, 3, 50, 39.99))).toBe(119.97);
  });

  it("leaves no float artefact", () => {
    expect(lineTotal(line(1, 3, 0.1))).toBe(0.3);
    expect(lineTotal(line(1, 7, 19.99))).toBe(139.93);
  });
});
