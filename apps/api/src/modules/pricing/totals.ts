/**
 * The one place where cart and order totals are computed, in integer halalas.
 * Prices shown to shoppers include 15% VAT (as Saudi retail prices do), so `tax` reports the VAT
 * contained in the total rather than adding to it. Standard delivery is 25.00 SAR and free from
 * 200.00 SAR; express delivery is 45.00 SAR whatever the amount.
 */
export const vatRatePercent = 15;
/** Standard delivery is free from this amount of items (halalas); null would mean never. */
export const freeShippingFrom: number | null = 20_000;
export const standardShipping = 2_500;
export const expressShipping = 4_500;

/** How an order travels: the cart shows standard delivery; checkout lets the shopper choose. */
export const deliveryOptions = ["standard", "express"] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];

/** The shipping of an amount (after discount) for one delivery option, in halalas. */
export function shippingOf(delivery: DeliveryOption, amount: number, itemCount: number): number {
  if (itemCount === 0) return 0;
  if (delivery === "express") return expressShipping;
  return freeShippingFrom !== null && amount >= freeShippingFrom ? 0 : standardShipping;
}

/**
 * How far an amount of items (after discount, halalas) is from free standard delivery: the
 * threshold and what is left to add (0 once reached); null when no threshold is set.
 */
export function freeDeliveryOf(amount: number): { threshold: number; remaining: number } | null {
  if (freeShippingFrom === null) return null;
  return { threshold: freeShippingFrom, remaining: Math.max(0, freeShippingFrom - amount) };
}

export interface PricedLine {
  /** The unit price actually charged: the sale price when there is one, else the price. */
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  itemCount: number;
}

export function unitPriceOf(price: number, salePrice: number | null | undefined): number {
  return salePrice ?? price;
}

export function computeTotals(
  lines: readonly PricedLine[],
  discount = 0,
  delivery: DeliveryOption = "standard",
): Totals {
  for (const line of lines) {
    if (!Number.isInteger(line.unitPrice) || line.unitPrice < 0) throw new RangeError("unit price");
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError("quantity");
  }
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const appliedDiscount = Math.min(Math.max(0, Math.trunc(discount)), subtotal);
  const afterDiscount = subtotal - appliedDiscount;
  const shipping = shippingOf(delivery, afterDiscount, itemCount);
  const total = afterDiscount + shipping;
  const tax = Math.round((total * vatRatePercent) / (100 + vatRatePercent));
  return { subtotal, discount: appliedDiscount, shipping, tax, total, itemCount };
}

/** Halalas to riyals for the wire: at most two decimals, never a float artefact. */
export function toRiyals(halalas: number): number {
  return Math.round(halalas) / 100;
}

/**
 * Splits an order's VAT (`computeTotals`' `tax`, the VAT contained in its total) between the
 * invoices that share its total, each amount including VAT. Each invoice gets the VAT its own
 * amount contains, rounded down or up by a halala so that together they come to the order's VAT
 * exactly: the halalas left after rounding down go to the largest remainders (the first on a tie).
 */
export function splitVat(amounts: readonly number[], orderVat: number): number[] {
  const exact = amounts.map((amount) => {
    if (!Number.isInteger(amount) || amount < 0) throw new RangeError("amount in halalas");
    const contained = amount * vatRatePercent;
    return {
      floor: Math.floor(contained / (100 + vatRatePercent)),
      rest: contained % (100 + vatRatePercent),
    };
  });
  let left = orderVat - exact.reduce((sum, part) => sum + part.floor, 0);
  const roundedUp = exact.filter((part) => part.rest > 0).length;
  if (left < 0 || left > roundedUp) {
    throw new RangeError(`VAT ${orderVat} is not the VAT of amounts ${amounts.join(", ")}`);
  }
  const order = exact
    .map((part, index) => ({ ...part, index }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  const vat = exact.map((part) => part.floor);
  for (const part of order) {
    if (left === 0) break;
    if (part.rest === 0) continue;
    vat[part.index] = (vat[part.index] ?? 0) + 1;
    left -= 1;
  }
  return vat;
}
