import type { Cart, CartItem } from "@souq/contract/cart";
import { describe, expect, it } from "vitest";
import { askedQuantity, awaitsAnswer, lineTotal } from "./cart-drafts.ts";

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
  free_delivery: { threshold: 200, remaining: 150 },
});

describe("the quantities asked for", () => {
  it("are what the stepper shows; everything with money stays the server's", () => {
    const original = cart([line(1, 1), line(2, 2), line(3, 3)]);
    const drafts = { 1: 4, 3: 0 };
    expect(original.items.map((item) => askedQuantity(item, drafts))).toEqual([4, 2, 0]);
    expect(awaitsAnswer(original, drafts)).toBe(true);
    // A line's total is the server's quantity until it answers, like the cart's total.
    expect(original.items.map((item) => lineTotal(item))).toEqual([10, 20, 30]);
  });

  it("ignore drafts of lines the cart no longer has", () => {
    const original = cart([line(1, 1)]);
    expect(awaitsAnswer(original, { 9: 5 })).toBe(false);
    expect(askedQuantity(line(1, 1), { 9: 5 })).toBe(1);
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
