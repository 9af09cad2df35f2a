import { priceRangeOf } from "@souq/contract/catalog";
import { describe, expect, it } from "vitest";
import { minPriceOf } from "./min-price.ts";

describe("minPriceOf", () => {
  it("is the lowest variant price when there are variants, ignoring the product's own prices", () => {
    expect(minPriceOf(10_000, 8_000, [12_000, 11_000, 13_500])).toBe(11_000);
  });

  it("is the sale price, else the price, without variants", () => {
    expect(minPriceOf(10_000, 8_000, [])).toBe(8_000);
    expect(minPriceOf(10_000, null, [])).toBe(10_000);
  });

  it("agrees with the contract's priceRangeOf", () => {
    const cases = [
      { price: 100, sale_price: 80, variants: [] },
      { price: 100, sale_price: null, variants: [] },
      { price: 100, sale_price: 80, variants: [{ price: 120 }, { price: 90 }] },
    ];
    for (const product of cases) {
      const halalas = minPriceOf(
        product.price * 100,
        product.sale_price === null ? null : product.sale_price * 100,
        product.variants.map((variant) => variant.price * 100),
      );
      expect(halalas / 100).toBe(priceRangeOf(product).min);
    }
  });
});
