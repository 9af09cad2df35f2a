import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, splitVat, toRiyals, unitPriceOf } from "./totals.ts";

describe("computeTotals", () => {
  it("charges the sale price and adds shipping below the free-shipping line", () => {
    const unit = unitPriceOf(9_900, 7_450);
    const totals = computeTotals([{ unitPrice: unit, quantity: 2 }]);
    expect(totals).toEqual({
      subtotal: 14_900,
      discount: 0,
      shipping: 2_500,
      tax: Math.round((17_400 * 15) / 115),
      total: 17_400,
      itemCount: 2,
    });
  });

  it("ships free from 200.00 SAR and reports the VAT included in the total", () => {
    const totals = computeTotals([
      { unitPrice: 15_000, quantity: 1 },
      { unitPrice: 5_000, quantity: 1 },
    ]);
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(20_000);
    expect(totals.tax).toBe(2_609);
  });

  it("gives an empty cart all zeros", () => {
    expect(computeTotals([])).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 0,
      itemCount: 0,
    });
  });

  it("charges express delivery whatever the amount, and standard only below the line", () => {
    const lines = [{ unitPrice: 30_000, quantity: 1 }];
    expect(computeTotals(lines, 0, "express")).toMatchObject({ shipping: 4_500, total: 34_500 });
    expect(computeTotals(lines, 0, "standard")).toMatchObject({ shipping: 0, total: 30_000 });
    expect(computeTotals([], 0, "express").shipping).toBe(0);
  });

  it("never lets a discount exceed the subtotal", () => {
    expect(computeTotals([{ unitPrice: 1_000, quantity: 1 }], 5_000).discount).toBe(1_000);
  });

  it("refuses quantities that are not positive whole numbers", () => {
    expect(() => computeTotals([{ unitPrice: 1_000, quantity: 0 }])).toThrow(RangeError);
    expect(() => computeTotals([{ unitPrice: 1_000, quantity: 1.5 }])).toThrow(RangeError);
  });

  it("converts halalas to riyals exactly", () => {
    expect(toRiyals(129_999)).toBe(1299.99);
    expect(toRiyals(10)).toBe(0.1);
  });
});

describe("splitVat", () => {
  it("gives each invoice the VAT its amount contains, together the order's VAT exactly", () => {
    // 100.00 + 100.00 + 25.00 contain 13.0434…, 13.0434… and 3.2608…: 29.3478… in all, so the
    // order's VAT is 29.35; rounded down they make 29.34, and the halala left goes to the first
    // of the two largest remainders.
    const totals = computeTotals([{ unitPrice: 20_000, quantity: 1 }], 0, "express");
    expect(splitVat([10_000, 10_000, 2_500], 2_935)).toEqual([1_305, 1_304, 326]);
    expect(totals.tax).toBe(Math.round((24_500 * 15) / 115));
    expect(splitVat([20_000, 4_500], totals.tax).reduce((a, b) => a + b, 0)).toBe(totals.tax);
  });

  it("adds up to computeTotals' VAT for any split, each within a halala of its exact share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (amounts) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const orderVat = Math.round((total * 15) / 115);
          const vat = splitVat(amounts, orderVat);
          expect(vat.reduce((a, b) => a + b, 0)).toBe(orderVat);
          vat.forEach((each, index) => {
            const exact = ((amounts[index] ?? 0) * 15) / 115;
            expect(Math.abs(each - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("refuses a VAT that is not the amounts' VAT", () => {
    expect(() => splitVat([11_500], 1_600)).toThrow(RangeError);
    expect(() => splitVat([11_500], 1_400)).toThrow(RangeError);
  });
});
